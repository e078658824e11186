/** A positive whole id from the address (`?id=` or the path's `:id`), else undefined. */
export function idFrom(raw: string | null | undefined): number | undefined {
  if (!raw || !/^\d{1,9}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id > 0 ? id : undefined;
}
