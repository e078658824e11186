import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRemote } from './useRemote';

/** A call whose answer the test gives when it wants. */
function deferred() {
  const calls: { key: string; resolve: (value: string) => void; reject: (error: Error) => void; signal: AbortSignal }[] = [];
  const load = (key: string) => (signal: AbortSignal) =>
    new Promise<string>((resolve, reject) => {
      calls.push({ key, resolve, reject, signal });
    });
  return { calls, load };
}

describe('loading a remote answer', () => {
  it('shows the newest key’s answer, keeps the last one while the next loads, and ignores a late one', async () => {
    const { calls, load } = deferred();
    const { result, rerender } = renderHook(({ key }) => useRemote(load(key), key), { initialProps: { key: 'a' } });
    expect(result.current.loading).toBe(true);
    await act(async () => calls[0].resolve('answer a'));
    expect(result.current).toMatchObject({ data: 'answer a', loading: false });

    rerender({ key: 'b' });
    expect(result.current).toMatchObject({ data: undefined, latest: 'answer a', loading: true });
    rerender({ key: 'c' });
    expect(calls[1].signal.aborted).toBe(true);
    await act(async () => {
      calls[1].resolve('late b');
      calls[2].resolve('answer c');
    });
    expect(result.current).toMatchObject({ data: 'answer c', latest: 'answer c', loading: false });
  });

  it('reports a failure of the current key, asks again on reload, and asks nothing while disabled', async () => {
    const { calls, load } = deferred();
    const { result, rerender } = renderHook(({ enabled }) => useRemote(load('x'), 'x', enabled), { initialProps: { enabled: false } });
    expect(calls).toHaveLength(0);
    expect(result.current.loading).toBe(false);
    rerender({ enabled: true });
    await act(async () => calls[0].reject(new Error('refused')));
    expect(result.current.error).toBeInstanceOf(Error);
    act(() => result.current.reload());
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(result.current).toMatchObject({ error: undefined, loading: true });
    await act(async () => calls[1].resolve('again'));
    expect(result.current).toMatchObject({ data: 'again', error: undefined });
  });
});
