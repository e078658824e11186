import { useSyncExternalStore } from 'react';
import { COMPARE_BOARD_KEY } from './boardStore';
import { addToBoard, EMPTY_BOARD, removeFromBoard, sanitizeBoard, type AddResult, type Board, type BoardGrade } from './compareRules';

/**
 * The comparison board kept in localStorage, so it survives navigation and reloads (and follows other tabs).
 * The rules live in compareRules.ts; this module only stores and publishes.
 */
const KEY = COMPARE_BOARD_KEY;

function load(): Board {
  try {
    return sanitizeBoard(JSON.parse(localStorage.getItem(KEY) ?? 'null'));
  } catch {
    return EMPTY_BOARD;
  }
}

let board: Board = load();
const listeners = new Set<() => void>();

function publish(next: Board) {
  board = next;
  try {
    localStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    // Storage full or blocked: the board still works for this page.
  }
  listeners.forEach((listener) => listener());
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== KEY) return;
    board = load();
    listeners.forEach((listener) => listener());
  });
}

export const compareBoard = {
  get: () => board,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  add(grade: BoardGrade): AddResult {
    const result = addToBoard(board, grade);
    if (result.board !== board) publish(result.board);
    return result;
  },
  remove: (id: number) => publish(removeFromBoard(board, id)),
  clear: () => publish(EMPTY_BOARD),
  /** Re-reads storage (tests). */
  reload: () => {
    board = load();
    listeners.forEach((listener) => listener());
  },
};

/** A server-rendered page shows no board (the server cannot see the browser's storage); hydration starts from that. */
const serverBoard = () => EMPTY_BOARD;
export const useCompareBoard = () => useSyncExternalStore(compareBoard.subscribe, compareBoard.get, serverBoard);
