import { useCallback, useContext, useEffect, useId, useRef, useState } from 'react';
import { RemoteSeedContext } from './remoteSeed';

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
 * ignores late answers. The http client has already shown any failure message. A server-rendered page starts from
 * the answer it arrived with (remoteSeed.ts); on the server the call is handed to the render, which answers it.
 */
export function useRemote<T>(load: (signal: AbortSignal) => Promise<T>, key: string, enabled = true): Remote<T> {
  const seed = useContext(RemoteSeedContext);
  const seedId = `${useId()}#${key}`;
  const [seeded] = useState(() => (enabled && seed?.answers.has(seedId) ? { token: `0#${key}`, data: seed.answers.get(seedId) as T } : undefined));
  if (enabled && !seeded && seed?.ask) seed.ask(seedId, () => load(new AbortController().signal));
  const [round, setRound] = useState(0);
  const [done, setDone] = useState<{ token: string; data?: T; error?: unknown; latest?: T } | undefined>(
    seeded && { ...seeded, latest: seeded.data },
  );
  const loadRef = useRef(load);
  // The seeded answer stands for the first load only: a later return to the same key asks again.
  const seededPending = useRef(seeded !== undefined);
  useEffect(() => {
    loadRef.current = load;
  });
  const token = `${round}#${key}`;

  useEffect(() => {
    if (!enabled) return;
    if (seededPending.current) {
      seededPending.current = false;
      if (token === seeded?.token) return;
    }
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
  }, [token, enabled, seeded?.token]);

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
