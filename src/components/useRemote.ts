import { useCallback, useEffect, useRef, useState } from 'react';

export interface Remote<T> {
  /** The answer for the current key, once it has arrived. */
  data: T | undefined;
  /** The last answer of any key, to keep showing while the next one loads. */
  latest: T | undefined;
  error: unknown;
  loading: boolean;
  reload: () => void;
}

/**
 * Loads data for a page from a call that depends on `key`: the newest call wins, a page that moved on
 * ignores late answers. The http client has already shown any failure message.
 */
export function useRemote<T>(load: (signal: AbortSignal) => Promise<T>, key: string, enabled = true): Remote<T> {
  const [round, setRound] = useState(0);
  const [done, setDone] = useState<{ token: string; data?: T; error?: unknown; latest?: T }>();
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });
  const token = `${round}#${key}`;

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    loadRef.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setDone({ token, data, latest: data });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setDone((previous) => ({ token, error, latest: previous?.latest }));
      },
    );
    return () => controller.abort();
  }, [token, enabled]);

  const reload = useCallback(() => setRound((value) => value + 1), []);
  const current = done?.token === token;
  return {
    data: current ? done.data : undefined,
    latest: done?.latest,
    error: current ? done.error : undefined,
    loading: enabled && !current,
    reload,
  };
}
