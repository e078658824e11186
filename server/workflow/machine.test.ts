import { describe, expect, it } from 'vitest';
import { MSG } from '@contract';
import { AppError, badRequest } from '../http/errors';
import { check, defineWorkflow, nextActions, takeStep } from './machine';
import type { Executor, HistoryRow } from './repository';

type State = 'draft' | 'pending' | 'done';
type Action = 'edit' | 'submit' | 'approve';
const workflow = defineWorkflow<State, Action, { complete: boolean }>('test', [
  { action: 'edit', from: ['draft'], by: 'owner', refused: MSG.gradeLocked },
  { action: 'submit', from: ['draft'], to: 'pending', by: 'owner', refused: MSG.gradeLocked, guard: (doc) => (doc.complete ? undefined : badRequest(MSG.gradeIncomplete)) },
  { action: 'approve', from: ['pending'], to: 'done', by: 'auditor', refused: MSG.gradeNotPending },
]);

/** Collects the history rows takeStep appends (the only write it makes itself). */
function recorder() {
  const rows: HistoryRow[] = [];
  const tx = { insert: () => ({ values: async (row: HistoryRow) => void rows.push(row) }) } as unknown as Executor;
  return { tx, rows };
}
const at = new Date('2026-11-24T08:00:00Z');

describe('workflow machine', () => {
  it('refuses a table that declares an action twice', () => {
    expect(() =>
      defineWorkflow('twice', [
        { action: 'a', from: ['x'], by: 'owner', refused: MSG.gradeLocked },
        { action: 'a', from: ['y'], by: 'owner', refused: MSG.gradeLocked },
      ]),
    ).toThrow(/declared twice/);
  });

  it.each([
    ['draft', 'owner', ['edit', 'submit']],
    ['draft', 'auditor', []],
    ['pending', 'owner', []],
    ['pending', 'auditor', ['approve']],
    ['done', 'auditor', []],
  ] as const)('offers in %s to the %s: %j', (state, by, actions) => {
    expect(nextActions(workflow, state, by)).toEqual(actions);
  });

  it('checks a step: its target, the refusal of its state, its guard', () => {
    expect(check(workflow, 'draft', 'edit')).toBe('draft');
    expect(check(workflow, 'draft', 'submit', { complete: true })).toBe('pending');
    expect(() => check(workflow, 'pending', 'edit')).toThrow(expect.objectContaining({ status: 409, messageKey: MSG.gradeLocked }));
    expect(() => check(workflow, 'draft', 'approve')).toThrow(expect.objectContaining({ messageKey: MSG.gradeNotPending }));
    expect(() => check(workflow, 'draft', 'submit', { complete: false })).toThrow(expect.objectContaining({ status: 400, messageKey: MSG.gradeIncomplete }));
  });

  it('writes the new state, then appends one history row', async () => {
    const { tx, rows } = recorder();
    const written: State[] = [];
    const result = await takeStep(
      tx,
      workflow,
      { subjectId: 7, companyId: 3, from: 'draft', action: 'submit', actorId: 11, note: 'ready', at, document: { complete: true } },
      async (to) => {
        written.push(to);
        expect(rows).toHaveLength(0);
        return 'stored';
      },
    );
    expect(result).toBe('stored');
    expect(written).toEqual(['pending']);
    expect(rows).toEqual([
      { subject: 'test', subjectId: 7, companyId: 3, action: 'submit', fromState: 'draft', toState: 'pending', actorId: 11, note: 'ready', files: [], createdAt: at },
    ]);
  });

  it('writes no history for a step that keeps the state, and nothing at all for a refused one', async () => {
    const { tx, rows } = recorder();
    let writes = 0;
    const write = async () => void writes++;
    await takeStep(tx, workflow, { subjectId: 1, companyId: null, from: 'draft', action: 'edit', actorId: 1, at }, write);
    expect([writes, rows.length]).toEqual([1, 0]);
    await expect(takeStep(tx, workflow, { subjectId: 1, companyId: null, from: 'done', action: 'approve', actorId: 1, at }, write)).rejects.toBeInstanceOf(AppError);
    await expect(
      takeStep(tx, workflow, { subjectId: 1, companyId: null, from: 'draft', action: 'submit', actorId: 1, at, document: { complete: false } }, write),
    ).rejects.toBeInstanceOf(AppError);
    expect([writes, rows.length]).toEqual([1, 0]);
  });

  it('appends nothing when the write fails', async () => {
    const { tx, rows } = recorder();
    const failing = async () => {
      throw new Error('lost connection');
    };
    await expect(takeStep(tx, workflow, { subjectId: 1, companyId: null, from: 'pending', action: 'approve', actorId: 2, at }, failing)).rejects.toThrow('lost connection');
    expect(rows).toHaveLength(0);
  });
});
