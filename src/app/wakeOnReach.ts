/**
 * Public pages arrive rendered by the server; the app (a big chunk) starts only when the visitor first reaches
 * for the page, then hydrates the server DOM. Between that first gesture and React having adopted an element,
 * a click, a submit, typed text or focus on that element would be lost: they are held here and replayed once
 * React owns the element.
 */

const WAKE_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin'] as const;
/** Inputs whose `value` is no typed text (and a file input's cannot be set). */
const NOT_TEXT = new Set(['checkbox', 'radio', 'file']);
/**
 * Once the app is ready, what is still held (a click on content React never marks, such as
 * dangerouslySetInnerHTML markup or the page outside React's root) is replayed after this long anyway:
 * React's root listener serves those nodes too, and nothing may stay held for ever.
 */
const RELEASE_AFTER_READY_MS = 1000;

type Field = HTMLInputElement | HTMLTextAreaElement;
type Action = { kind: 'click'; el: Element; event: MouseEvent } | { kind: 'submit'; el: HTMLFormElement };

/**
 * React marks each DOM node it owns with an own property `__reactFiber$<random>`. That is React's internal
 * detail, but it is the only way to know that hydration has reached a given node.
 */
function hasReactMark(el: Element): boolean {
  return Object.keys(el).some((key) => key.startsWith('__reactFiber$'));
}

/** The element an event is about: for a text node, its parent element. */
function elementOf(target: EventTarget | null): Element | null {
  if (target instanceof Element) return target;
  return target instanceof Node ? target.parentElement : null;
}

const isReady = () => document.documentElement.dataset.app === 'ready';

/** A click the browser's navigation serves without the app: a primary, unmodified click on a same-tab link. */
function isPlainLinkClick(event: MouseEvent, el: Element): boolean {
  const link = el.closest('a[href]');
  if (!link || link.hasAttribute('download')) return false;
  const target = link.getAttribute('target');
  if (target && target !== '_self') return false;
  return event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;
}

/**
 * Sets a field's value past React's value tracker, so that the input event then reaches its onChange. The tracker
 * first hears of an empty value (through the element's own setter): when React adopted the field it noted the text
 * the browser kept there, and a change to that same text would not count as one.
 */
function setNativeValue(field: Field, value: string): void {
  field.value = '';
  const proto = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, value);
}

function replayClick(el: Element, from: MouseEvent): void {
  const { ctrlKey, metaKey, shiftKey, altKey, button } = from;
  // click() drops modifier keys (a ctrl-click on a link would open it in this tab): those go as a MouseEvent.
  if (el instanceof HTMLElement && !ctrlKey && !metaKey && !shiftKey && !altKey) el.click();
  else el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, view: window, ctrlKey, metaKey, shiftKey, altKey, button }));
}

function replayFocus(el: HTMLElement | SVGElement): void {
  if (document.activeElement === el) {
    // Still focused: focus() would do nothing, so tell the listeners (React's onFocus listens to focusin).
    el.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    el.dispatchEvent(new FocusEvent('focus'));
  } else if (!document.activeElement || document.activeElement === document.body) {
    el.focus(); // lost meanwhile (e.g. by the app's first render); not if the visitor has moved on elsewhere
  }
}

/** Starts the app on the visitor's first reach; holds and replays what they did to server-rendered elements until React adopted them. Returns stop(), which removes every listener. */
export function startOnFirstReach(start: () => unknown, startNow: boolean): () => void {
  const texts = new Map<Field, string>();
  const actions: Action[] = [];
  let focusTarget: HTMLElement | SVGElement | null = null;
  /** Elements whose React mark a check has seen: adopted from the next check on. */
  const seen = new WeakSet<Element>();
  let readySince: number | undefined;
  let started = false;
  /** The app failed to start (say its chunk did not load): release what is held to the browser, then step aside. */
  let failed = false;
  let stopped = false;
  let replaying = false;
  let cancelCheck: (() => void) | undefined;

  const adopted = (el: Element) => isReady() && seen.has(el);
  const owned = (el: Element) => adopted(el) || failed || (readySince !== undefined && Date.now() - readySince >= RELEASE_AFTER_READY_MS);
  const replay = (run: () => void) => {
    replaying = true;
    try {
      run();
    } finally {
      replaying = false;
    }
  };

  const onClick = (event: MouseEvent) => {
    const el = elementOf(event.target);
    if (replaying || !el || adopted(el) || isPlainLinkClick(event, el)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    actions.push({ kind: 'click', el, event });
    schedule();
  };
  const onSubmit = (event: Event) => {
    const form = event.target;
    if (replaying || !(form instanceof HTMLFormElement) || adopted(form)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    actions.push({ kind: 'submit', el: form });
    schedule();
  };
  const onInput = (event: Event) => {
    const field = event.target;
    if (replaying || !(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) || NOT_TEXT.has(field.type)) return;
    // Once React owns the field it has seen this value: an older held one must not overwrite it.
    if (adopted(field)) texts.delete(field);
    else texts.set(field, field.value);
    schedule();
  };
  const onFocusIn = (event: FocusEvent) => {
    const el = elementOf(event.target);
    if (replaying || !(el instanceof HTMLElement || el instanceof SVGElement)) return;
    focusTarget = adopted(el) ? null : el;
    schedule();
  };

  const holders: [string, EventListener, AddEventListenerOptions][] = [
    ['click', onClick as EventListener, { capture: true }],
    ['submit', onSubmit, { capture: true }],
    ['input', onInput, { capture: true, passive: true }],
    ['focusin', onFocusIn as EventListener, { capture: true, passive: true }],
  ];
  const wakeOptions = { capture: true, passive: true };
  const wake = () => {
    if (started) return;
    started = true;
    for (const type of WAKE_EVENTS) document.removeEventListener(type, wake, wakeOptions);
    schedule();
    const fail = () => {
      failed = true;
      schedule();
    };
    try {
      Promise.resolve(start()).catch((error: unknown) => {
        fail();
        throw error; // still reported as unhandled, as it would have been without this module
      });
    } catch (error) {
      fail();
      throw error;
    }
  };

  const stop = () => {
    stopped = true;
    cancelCheck?.();
    cancelCheck = undefined;
    for (const type of WAKE_EVENTS) document.removeEventListener(type, wake, wakeOptions);
    for (const [type, listener, options] of holders) document.removeEventListener(type, listener, options);
  };

  function schedule(): void {
    if (stopped || cancelCheck) return;
    if (typeof requestAnimationFrame === 'function') {
      const id = requestAnimationFrame(check);
      cancelCheck = () => cancelAnimationFrame(id);
    } else {
      const id = setTimeout(check, 50);
      cancelCheck = () => clearTimeout(id);
    }
  }

  function check(): void {
    cancelCheck = undefined;
    if (isReady()) readySince ??= Date.now();

    // 1. Typed text, even if the app's first render emptied the field.
    let typed = false;
    for (const [field, value] of texts) {
      if (field.isConnected && !owned(field)) continue;
      texts.delete(field);
      if (!field.isConnected) continue;
      typed = true;
      replay(() => {
        setNativeValue(field, value);
        field.dispatchEvent(new Event('input', { bubbles: true }));
      });
    }
    // 2. Focus.
    if (focusTarget && (!focusTarget.isConnected || owned(focusTarget))) {
      const el = focusTarget;
      focusTarget = null;
      if (el.isConnected) replay(() => replayFocus(el));
    }
    // 3. Clicks and submits in order, once React's state holds the text (a check after it was put back).
    while (!typed && texts.size === 0 && actions.length > 0) {
      const action = actions[0];
      if (action.el.isConnected && !owned(action.el)) break;
      actions.shift();
      if (!action.el.isConnected) continue;
      replay(() => {
        if (action.kind === 'click') replayClick(action.el, action.event);
        else if (typeof action.el.requestSubmit === 'function') action.el.requestSubmit();
        else action.el.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
      });
    }

    const held = [...texts.keys(), ...actions.map((action) => action.el), ...(focusTarget ? [focusTarget] : [])];
    for (const el of held) if (hasReactMark(el)) seen.add(el);
    if (held.length === 0 && (isReady() || failed)) stop();
    else if (held.length > 0 || started) schedule();
  }

  for (const [type, listener, options] of holders) document.addEventListener(type, listener, options);
  if (startNow) wake();
  else for (const type of WAKE_EVENTS) document.addEventListener(type, wake, wakeOptions);
  return stop;
}
