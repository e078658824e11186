import { afterEach, describe, expect, it, vi } from 'vitest';
import { startOnFirstReach } from './wakeOnReach';

/** What React does to a node it owns. */
const mark = (...els: Element[]) => {
  for (const el of els) (el as unknown as Record<string, unknown>)['__reactFiber$abc'] = {};
};
const setReady = () => {
  document.documentElement.dataset.app = 'ready';
};
/** A few of the module's checks. */
const frames = () => new Promise((resolve) => setTimeout(resolve, 60));
const render = <T extends Element>(html: string, selector: string): T => {
  document.body.insertAdjacentHTML('beforeend', html);
  return document.body.querySelector(selector) as T;
};
const click = (el: Element, init: MouseEventInit = {}) => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, ...init });
  el.dispatchEvent(event);
  return event;
};
const reach = () => document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));

let stop: (() => void) | undefined;
const begin = (start: () => unknown = () => undefined, startNow = false) => {
  stop = startOnFirstReach(start, startNow);
  return stop;
};

afterEach(() => {
  vi.unstubAllGlobals();
  stop?.();
  stop = undefined;
  document.body.innerHTML = '';
  delete document.documentElement.dataset.app;
});

describe('startOnFirstReach: starting', () => {
  it('starts the app once, on the first pointerover, not before', () => {
    const start = vi.fn();
    begin(start);
    document.body.dispatchEvent(new MouseEvent('mousemove', { bubbles: true }));
    expect(start).not.toHaveBeenCalled();
    document.body.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts on the first keydown', () => {
    const start = vi.fn();
    begin(start);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at once when told to', () => {
    const start = vi.fn();
    begin(start, true);
    expect(start).toHaveBeenCalledTimes(1);
    document.body.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    expect(start).toHaveBeenCalledTimes(1);
  });
});

describe('startOnFirstReach: holding and replaying', () => {
  it('holds a click on a button until React adopted it and the app is ready, then replays it once', async () => {
    const button = render<HTMLButtonElement>('<button>Buy</button>', 'button');
    const onClick = vi.fn();
    button.addEventListener('click', onClick);
    begin();
    reach();
    expect(click(button).defaultPrevented).toBe(true);
    await frames();
    expect(onClick).not.toHaveBeenCalled();

    mark(button); // hydrated, but the app's effects have not run yet
    await frames();
    expect(onClick).not.toHaveBeenCalled();

    setReady();
    await vi.waitFor(() => expect(onClick).toHaveBeenCalledTimes(1));
    await frames();
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('does not count the app ready for an element React has not reached', async () => {
    const button = render<HTMLButtonElement>('<button>Buy</button>', 'button');
    const onClick = vi.fn();
    button.addEventListener('click', onClick);
    begin();
    reach();
    click(button);
    setReady();
    await frames();
    expect(onClick).not.toHaveBeenCalled();
    mark(button);
    await vi.waitFor(() => expect(onClick).toHaveBeenCalledTimes(1));
  });

  it('lets a plain link click through, but holds one that opens another tab', async () => {
    const link = render<HTMLAnchorElement>('<a href="#prices">Prices</a>', 'a');
    const other = render<HTMLAnchorElement>('<a href="/x" target="_blank"><span>Elsewhere</span></a>', 'a[target]');
    const onClick = vi.fn();
    link.addEventListener('click', onClick);
    begin();
    reach();
    expect(click(link).defaultPrevented).toBe(false);
    expect(onClick).toHaveBeenCalledTimes(1);

    const onOther = vi.fn((event: Event) => event.preventDefault());
    other.addEventListener('click', onOther);
    expect(click(other.querySelector('span') as Element).defaultPrevented).toBe(true);
    expect(onOther).not.toHaveBeenCalled();
  });

  it('puts typed text back (even if the field was emptied) before replaying a held click', async () => {
    document.body.innerHTML = '<form><input name="q"><button type="button">Search</button></form>';
    const input = document.querySelector('input') as HTMLInputElement;
    const button = document.querySelector('button') as HTMLButtonElement;
    begin();
    reach();
    input.value = 'steel';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    click(button);

    const seen: string[] = [];
    input.addEventListener('input', () => seen.push(`input:${input.value}`));
    button.addEventListener('click', () => seen.push(`click:${input.value}`));
    input.value = ''; // the app's first render emptied it
    mark(input, button);
    setReady();
    await vi.waitFor(() => expect(seen).toEqual(['input:steel', 'click:steel']));
  });

  it('counts a mark only from the check after it was seen, and replays actions a check after the text', () => {
    const queue: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => queue.push(callback));
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
    const frame = () => queue.splice(0).forEach((callback) => callback(0));
    document.body.innerHTML = '<input><button type="button">Search</button>';
    const input = document.querySelector('input') as HTMLInputElement;
    const button = document.querySelector('button') as HTMLButtonElement;
    begin();
    reach();
    input.value = 'steel';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    click(button);
    const seen: string[] = [];
    input.addEventListener('input', () => seen.push('input'));
    button.addEventListener('click', () => seen.push('click'));
    mark(input, button);
    setReady();

    frame(); // sees the marks
    expect(seen).toEqual([]);
    frame(); // adopted: the text
    expect(seen).toEqual(['input']);
    frame(); // then the click
    expect(seen).toEqual(['input', 'click']);
    frame(); // nothing held, app ready: done
    expect(queue).toHaveLength(0);
  });

  it('checks on timeouts where there are no animation frames', async () => {
    vi.stubGlobal('requestAnimationFrame', undefined);
    const button = render<HTMLButtonElement>('<button>Buy</button>', 'button');
    const onClick = vi.fn();
    button.addEventListener('click', onClick);
    begin();
    reach();
    click(button);
    mark(button);
    setReady();
    await vi.waitFor(() => expect(onClick).toHaveBeenCalledTimes(1));
  });

  it('keeps only the last text typed into a field', async () => {
    const input = render<HTMLInputElement>('<textarea></textarea>', 'textarea');
    begin();
    reach();
    for (const value of ['s', 'st', 'ste']) {
      input.value = value;
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }
    const values: string[] = [];
    input.addEventListener('input', () => values.push(input.value));
    input.value = '';
    mark(input);
    setReady();
    await vi.waitFor(() => expect(values).toEqual(['ste']));
  });

  it('replays focus to a still focused field (so its focus listeners run) and to one that lost it', async () => {
    document.body.innerHTML = '<input id="a"><input id="b">';
    const [a, b] = [...document.querySelectorAll('input')];
    begin();
    a.focus();
    const onFocus = vi.fn();
    a.addEventListener('focusin', onFocus);
    mark(a);
    setReady();
    await vi.waitFor(() => expect(onFocus).toHaveBeenCalledTimes(1));
    expect(document.activeElement).toBe(a);

    stop?.();
    delete document.documentElement.dataset.app;
    begin();
    b.focus();
    b.blur(); // e.g. by the app's first render
    mark(b);
    setReady();
    await vi.waitFor(() => expect(document.activeElement).toBe(b));
  });

  it('replays a click on an SVG child as a MouseEvent', async () => {
    const path = render<SVGPathElement>('<button><svg><path d="M0 0"></path></svg></button>', 'path');
    const svg = path.parentElement as Element;
    const received: Event[] = [];
    svg.addEventListener('click', (event) => received.push(event));
    begin();
    reach();
    click(path);
    expect(received).toEqual([]);
    mark(path);
    setReady();
    await vi.waitFor(() => expect(received).toHaveLength(1));
    expect(received[0]).toBeInstanceOf(MouseEvent);
    expect(received[0].target).toBe(path);
  });

  it('holds a submit and replays it; what React never marks is released a while after the app is ready', async () => {
    // happy-dom's HTMLFormElement is a Proxy whose keys are its controls only: it cannot show React's mark (browsers
    // do), so this form is never adopted and goes out through the release after the app is ready.
    const form = render<HTMLFormElement>('<form><input name="q"></form>', 'form');
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', onSubmit);
    begin();
    reach();
    const event = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(onSubmit).not.toHaveBeenCalled();
    mark(form);
    setReady();
    await frames();
    expect(onSubmit).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1), { timeout: 3000 });
  });

  it('replays clicks in the order they happened and drops those on removed elements', async () => {
    document.body.innerHTML = '<button id="a">A</button><button id="gone">X</button><button id="b">B</button>';
    const order: string[] = [];
    for (const button of document.querySelectorAll('button')) {
      button.addEventListener('click', () => order.push(button.id));
    }
    begin();
    reach();
    for (const id of ['b', 'gone', 'a']) click(document.getElementById(id) as Element);
    document.getElementById('gone')?.remove();
    mark(...document.querySelectorAll('button'));
    setReady();
    await vi.waitFor(() => expect(order).toEqual(['b', 'a']));
  });

  it('steps aside once the app is ready and nothing is held', async () => {
    const button = render<HTMLButtonElement>('<button>Buy</button>', 'button');
    const onClick = vi.fn();
    button.addEventListener('click', onClick);
    begin(() => undefined, true);
    setReady();
    await frames();
    expect(click(button).defaultPrevented).toBe(false); // not marked, yet no longer held: the app handles it
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('releases what it holds to the browser and steps aside when the app fails to start, still reporting the failure', async () => {
    // The module passes the rejection on, unhandled as it would have been without it: catch it here instead of vitest.
    const vitestListeners = process.listeners('unhandledRejection');
    process.removeAllListeners('unhandledRejection');
    const reported = vi.fn();
    process.on('unhandledRejection', reported);
    try {
      const button = render<HTMLButtonElement>('<button>Buy</button>', 'button');
      const onClick = vi.fn();
      button.addEventListener('click', onClick);
      const error = new Error('chunk did not load');
      begin(() => Promise.reject(error));
      reach();
      click(button);
      await vi.waitFor(() => expect(onClick).toHaveBeenCalledTimes(1));
      await frames();
      expect(click(button).defaultPrevented).toBe(false);
      expect(onClick).toHaveBeenCalledTimes(2);
      expect(reported).toHaveBeenCalledWith(error, expect.anything());
    } finally {
      process.removeListener('unhandledRejection', reported);
      for (const listener of vitestListeners) process.on('unhandledRejection', listener);
    }
  });

  it('stop() removes every listener', () => {
    const button = render<HTMLButtonElement>('<button>Buy</button>', 'button');
    const onClick = vi.fn();
    button.addEventListener('click', onClick);
    const start = vi.fn();
    begin(start)();
    reach();
    expect(start).not.toHaveBeenCalled();
    expect(click(button).defaultPrevented).toBe(false);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
