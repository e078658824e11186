import { describe, expect, it } from 'vitest';
import { addToBoard, compareProblem, EMPTY_BOARD, removeFromBoard, sanitizeBoard, type Board, type BoardGrade } from './compareRules';

const steel = (id: number): BoardGrade => ({ id, type: 'steel', name: `Q${id}`, standard: 'GB/T 700-2006' });
const welding = (id: number): BoardGrade => ({ id, type: 'welding', name: `ER${id}`, standard: 'AWS A5.18' });

const boardOf = (...items: BoardGrade[]): Board => ({ items });

describe('comparison board rules', () => {
  it('adds grades of one type in order, once each', () => {
    let board = EMPTY_BOARD;
    for (const id of [1, 2, 3]) board = addToBoard(board, steel(id)).board;
    expect(board.items.map((item) => item.id)).toEqual([1, 2, 3]);
    const again = addToBoard(board, steel(2));
    expect(again.outcome).toBe('alreadyAdded');
    expect(again.message).toBeNull();
    expect(again.board).toBe(board);
  });

  it('refuses a seventh grade with "At most 6 records can be compared"', () => {
    const full = boardOf(...[1, 2, 3, 4, 5, 6].map(steel));
    const result = addToBoard(full, steel(7));
    expect(result.outcome).toBe('full');
    expect(result.message).toBe('compareAtMostSix');
    expect(result.board.items).toHaveLength(6);
    expect(result.board.items.some((item) => item.id === 7)).toBe(false);
  });

  it('clears the list when another material type is added, then keeps the new grade', () => {
    const result = addToBoard(boardOf(steel(1), steel(2), steel(3)), welding(9));
    expect(result.outcome).toBe('replacedType');
    expect(result.message).toBe('compareSameType');
    expect(result.board.items).toEqual([welding(9)]);
  });

  it('applies the type rule before the size rule', () => {
    const result = addToBoard(boardOf(...[1, 2, 3, 4, 5, 6].map(steel)), welding(9));
    expect(result.message).toBe('compareSameType');
    expect(result.board.items).toEqual([welding(9)]);
  });

  it('asks for at least two grades to compare', () => {
    expect(compareProblem([])).toBe('compareAtLeastTwo');
    expect(compareProblem([steel(1)])).toBe('compareAtLeastTwo');
    expect(compareProblem([steel(1), steel(2)])).toBeNull();
    expect(compareProblem([1, 2, 3, 4, 5, 6].map(steel))).toBeNull();
    expect(compareProblem([1, 2, 3, 4, 5, 6, 7].map(steel))).toBe('compareAtMostSix');
    expect(compareProblem([steel(1), welding(2)])).toBe('compareSameType');
  });

  it('removes a grade', () => {
    expect(removeFromBoard(boardOf(steel(1), steel(2)), 1).items).toEqual([steel(2)]);
  });

  it('reads back only well-formed, single-type boards of at most six', () => {
    expect(sanitizeBoard(null)).toEqual(EMPTY_BOARD);
    expect(sanitizeBoard({ items: 'x' })).toEqual(EMPTY_BOARD);
    const stored = { items: [steel(1), { id: 'x', type: 'steel' }, welding(2), ...[3, 4, 5, 6, 7, 8].map(steel)] };
    expect(sanitizeBoard(stored).items.map((item) => item.id)).toEqual([1, 3, 4, 5, 6, 7]);
  });
});
