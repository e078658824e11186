import { act, renderHook, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { RemoteSeedContext, SEED_ELEMENT_ID, embeddedSeed, type RemoteSeed } from './remoteSeed';
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

/** Markup without React's text separators. */
const textOf = (html: string) => html.replaceAll('<!-- -->', '');

/** Two components asking with the same key for different things, as pages do (the seed tells them apart by useId). */
function Grade({ load }: { load: (name: string) => (signal: AbortSignal) => Promise<string> }) {
  const [key, setKey] = useState('329');
  const main = useRemote(load('main'), key);
  const side = useRemote(load('side'), key);
  return (
    <button type="button" onClick={() => setKey('330')}>
      {main.data ?? 'loading'} / {side.data ?? 'loading'}
    </button>
  );
}

describe('a page rendered on the server', () => {
  it('asks on the server, then starts in the browser from the answers it came with, and asks again for a new key', async () => {
    const serverLoad = (name: string) => () => Promise.resolve(`${name} answer`);
    const asked = new Map<string, Promise<unknown>>();
    const collecting: RemoteSeed = { answers: new Map(), ask: (id, load) => void asked.set(id, load()) };
    const first = renderToString(<RemoteSeedContext.Provider value={collecting}><Grade load={serverLoad} /></RemoteSeedContext.Provider>);
    expect(textOf(first)).toContain('loading / loading');
    expect(asked.size).toBe(2);
    const answers = new Map<string, unknown>();
    for (const [id, pending] of asked) answers.set(id, await pending);
    const html = renderToString(<RemoteSeedContext.Provider value={{ answers }}><Grade load={serverLoad} /></RemoteSeedContext.Provider>);
    expect(textOf(html)).toContain('main answer / side answer');

    document.body.innerHTML = `<div id="root">${html}</div><script type="application/json" id="${SEED_ELEMENT_ID}">${JSON.stringify(Object.fromEntries(answers))}</script>`;
    const loads: string[] = [];
    const load = (name: string) => () => {
      loads.push(name);
      return Promise.resolve(`${name} fresh`);
    };
    const recoverable = vi.fn();
    const container = document.getElementById('root')!;
    await act(async () => {
      hydrateRoot(container, <RemoteSeedContext.Provider value={embeddedSeed()}><Grade load={load} /></RemoteSeedContext.Provider>, { onRecoverableError: recoverable });
    });
    expect(container.textContent).toBe('main answer / side answer');
    expect(loads).toEqual([]);
    expect(recoverable).not.toHaveBeenCalled();

    await act(async () => container.querySelector('button')!.click());
    await waitFor(() => expect(container.textContent).toBe('main fresh / side fresh'));
    expect(loads.sort()).toEqual(['main', 'side']);
  });
});
