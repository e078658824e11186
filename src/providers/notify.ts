/**
 * Where user-facing notices go. The console plugs in antd's App-context API while it is mounted; elsewhere
 * antd's static `message` is loaded only when the first notice is shown, so light pages do not pay for it.
 * The same text within a short window is shown once (the http client and Refine may both report a failure).
 */
export type NoticeType = 'success' | 'error' | 'info' | 'warning';
export type NoticeSink = (type: NoticeType, text: string) => void;

const REPEAT_WINDOW_MS = 1500;
let sink: NoticeSink | undefined;
let last: { text: string; at: number } | undefined;

let staticShown: Promise<unknown> = Promise.resolve();
const staticSink: NoticeSink = (type, text) => {
  // The braces matter: antd's message handle is a thenable that settles only when the notice closes.
  staticShown = import('antd/es/message').then(({ default: message }) => {
    message[type](text);
  });
};

/** Settles once the notices sent to the static holder are shown (tests wait for it before their environment ends). */
export function staticNoticesShown() {
  return staticShown.catch(() => undefined);
}

/**
 * `leavingConsole`: the notice announces a move out of the console (e.g. to the login page), so it goes to the
 * static holder on the document body, which outlives the console's unmount.
 */
export function notify(type: NoticeType, text: string, { leavingConsole = false } = {}) {
  // No notices while the server renders a page (src/serverRender.tsx): the browser's app asks again and shows them.
  if (!text || typeof document === 'undefined') return;
  const now = Date.now();
  if (last && last.text === text && now - last.at < REPEAT_WINDOW_MS) return;
  last = { text, at: now };
  ((leavingConsole ? undefined : sink) ?? staticSink)(type, text);
}

/** Installs a sink (the console's); returns the function that removes it. */
export function setNoticeSink(next: NoticeSink) {
  sink = next;
  return () => {
    if (sink === next) sink = undefined;
  };
}
