import { LIMITS } from '@contract/limits';
import { MSG } from '@contract/messages';
import type { MaterialType } from '@contract/endpoints/materials';

/**
 * The comparison board's rules (spec §5, §9): at most 6 grades, all of one material type, at least two to
 * compare. Pure functions over the board's state; compareBoard.ts keeps the state in localStorage.
 */
export interface BoardGrade {
  id: number;
  type: MaterialType;
  name: string;
  /** Standard code shown beside the name, e.g. "GB/T 700-2006". */
  standard: string;
}

export interface Board {
  items: BoardGrade[];
}

export const EMPTY_BOARD: Board = { items: [] };

/** What adding did, for the message shown to the user. */
type AddOutcome = 'added' | 'alreadyAdded' | 'full' | 'replacedType';

export interface AddResult {
  board: Board;
  outcome: AddOutcome;
  /** The contract message to show, if the rule refused or changed something. */
  message: string | null;
}

const boardType = (board: Board): MaterialType | null => board.items[0]?.type ?? null;

/**
 * Adds a grade. Another material type: 'Different material types cannot be compared together', the list is
 * cleared (spec §5) and the new grade starts a new list, so the click is not lost. A seventh grade: 'At most
 * 6 records can be compared', nothing changes.
 */
export function addToBoard(board: Board, grade: BoardGrade): AddResult {
  if (board.items.some((item) => item.id === grade.id)) return { board, outcome: 'alreadyAdded', message: null };
  const type = boardType(board);
  if (type !== null && type !== grade.type) {
    return { board: { items: [grade] }, outcome: 'replacedType', message: MSG.compareSameType };
  }
  if (board.items.length >= LIMITS.comparisonMax) return { board, outcome: 'full', message: MSG.compareAtMostSix };
  return { board: { items: [...board.items, grade] }, outcome: 'added', message: null };
}

export const removeFromBoard = (board: Board, id: number): Board => ({ items: board.items.filter((item) => item.id !== id) });

export const isOnBoard = (board: Board, id: number) => board.items.some((item) => item.id === id);

/** Why these grades cannot be compared yet, or null: fewer than two → 'at least two data items must be selected'. */
export function compareProblem(items: readonly BoardGrade[]): string | null {
  if (items.length < 2) return MSG.compareAtLeastTwo;
  if (items.length > LIMITS.comparisonMax) return MSG.compareAtMostSix;
  if (new Set(items.map((item) => item.type)).size > 1) return MSG.compareSameType;
  return null;
}

/** A board read from storage: anything malformed is dropped, mixed types and overflow are cut. */
export function sanitizeBoard(value: unknown): Board {
  const raw = (value as { items?: unknown } | null)?.items;
  if (!Array.isArray(raw)) return EMPTY_BOARD;
  let board = EMPTY_BOARD;
  for (const candidate of raw) {
    const item = candidate as Partial<BoardGrade>;
    const valid =
      Number.isInteger(item.id) &&
      (item.type === 'steel' || item.type === 'welding' || item.type === 'aluminium') &&
      typeof item.name === 'string' &&
      typeof item.standard === 'string';
    if (!valid) continue;
    const result = addToBoard(board, item as BoardGrade);
    if (result.outcome === 'added') board = result.board;
  }
  return board;
}
