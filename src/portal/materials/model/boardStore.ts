/** Where the comparison board is kept (compareBoard.ts); read here too by the light entry, without the board's rules. */
export const COMPARE_BOARD_KEY = 'materialCompareBoard';

/** Whether the browser keeps grades on the board (then a server-rendered materials page starts the app at once). */
export function hasBoardGrades(): boolean {
  try {
    const items = (JSON.parse(localStorage.getItem(COMPARE_BOARD_KEY) ?? 'null') as { items?: unknown } | null)?.items;
    return Array.isArray(items) && items.length > 0;
  } catch {
    return false;
  }
}
