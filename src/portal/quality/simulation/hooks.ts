import { useSearchParams } from 'react-router';

/** A positive id from the query (`?name=N`), or undefined when absent or not an id. */
export function useQueryId(name: string): number | undefined {
  const [params] = useSearchParams();
  const raw = params.get(name) ?? '';
  if (!/^\d{1,9}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id > 0 ? id : undefined;
}
