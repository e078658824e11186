import { useSearchParams } from 'react-router';

/**
 * The open tab, kept in the address (`?tab=`; other parameters such as the portal's `?id=` stay), so a reload or a
 * shared link opens it again; the first tab is the address without the parameter.
 */
export function useTabInAddress<T extends string>(tabs: readonly [T, ...T[]]) {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab = tabs.find((candidate) => candidate === asked) ?? tabs[0];
  const show = (next: T) =>
    setParams(
      (previous) => {
        const query = new URLSearchParams(previous);
        if (next === tabs[0]) query.delete('tab');
        else query.set('tab', next);
        return query;
      },
      { replace: true },
    );
  return [tab, show] as const;
}
