import { useEffect, useState } from 'react';

/**
 * The answer of a call that depends on `key`; the newest key wins and a page that moved on ignores late
 * answers. The http client has already shown any failure.
 */
export function useAnswer<T>(load: (signal: AbortSignal) => Promise<T>, key: string) {
  const [state, setState] = useState<{ key?: string; data?: T; latest?: T; failed?: boolean }>({});
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => !controller.signal.aborted && setState({ key, data, latest: data }),
      () => !controller.signal.aborted && setState((previous) => ({ key, failed: true, latest: previous.latest })),
    );
    return () => controller.abort();
    // `load` is a new closure each render; `key` says when the call changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  const current = state.key === key;
  return { data: current ? state.data : undefined, latest: state.latest, loading: !current, failed: current && state.failed === true };
}
