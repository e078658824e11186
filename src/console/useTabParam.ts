import { useSearchParams } from 'react-router';

/**
 * The open tab of a console page, kept in the address (`?tab=`) so a reload or a shared link opens it again;
 * the first tab is the page without the parameter.
 */
export function useTabParam<T extends string>(tabs: readonly [T, ...T[]]) {
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
