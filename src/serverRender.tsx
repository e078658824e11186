// The server's renderer of public pages (built with `vite build --ssr` into dist-server/; used by
// server/plugins/pageRender.ts). It renders the same tree src/boot.tsx hydrates.
import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import type { AxiosAdapter } from 'axios';
import type { Language } from '@contract/locales';
import { App } from './app/App';
import { RemoteSeedContext, type RemoteSeed } from './components/remoteSeed';
import { client, setRenderLanguage } from './providers/http';
import { i18next, initI18n } from './providers/i18n';

/** How the server answers the page's calls (in-process, as an anonymous visitor). */
export type AnswerCall = (request: { method: string; url: string; headers: Record<string, string>; body?: string }) => Promise<{
  status: number;
  body: string;
}>;

export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  /** antd's style elements for that markup. */
  styles: string;
  /** The answers the page's calls got, keyed as useRemote asks for them (remoteSeed.ts). */
  answers: Record<string, unknown>;
}

/** Rounds of render → answer the calls it asked for; a page whose data leads to more calls takes several. */
const MAX_ROUNDS = 4;

/** The tree src/boot.tsx hydrates, with the same wrappers (useId, which keys the answers, depends on the tree). */
function tree(language: Language, location: string, seed: RemoteSeed, cache = createCache()) {
  return (
    <StrictMode>
      <StyleProvider cache={cache}>
        <RemoteSeedContext.Provider value={seed}>
          <App language={language} location={location} />
        </RemoteSeedContext.Provider>
      </StyleProvider>
    </StrictMode>
  );
}

function adapterFor(answer: AnswerCall): AxiosAdapter {
  return async (config) => {
    const headers = Object.fromEntries(
      Object.entries(config.headers.toJSON()).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
    const body = typeof config.data === 'string' ? config.data : config.data === undefined ? undefined : JSON.stringify(config.data);
    const answered = await answer({ method: (config.method ?? 'get').toUpperCase(), url: client.getUri(config), headers, body });
    let data: unknown;
    try {
      data = JSON.parse(answered.body);
    } catch {
      data = answered.body;
    }
    return { data, status: answered.status, statusText: String(answered.status), headers: {}, config, request: {} };
  };
}

/**
 * Drains a prerender: it settles when every lazy page, namespace and suspended part has resolved. A part that throws
 * fails the whole render (the page is then sent with its static first paint): the browser would otherwise adopt a
 * page with a hole and report it.
 */
async function settle(element: ReactNode) {
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(element, { onError: (error) => void errors.push(error) });
  for await (const chunk of prelude) void chunk;
  if (errors.length > 0) throw errors[0];
}

/**
 * Renders a portal address (`location`: path, /en included, and query) in `language`. One render at a time:
 * the i18n instance and the http client are the module's.
 */
export async function renderPage(language: Language, location: string, answer: AnswerCall): Promise<RenderedPage> {
  setRenderLanguage(language);
  client.defaults.adapter = adapterFor(answer);
  if (i18next.isInitialized) await i18next.changeLanguage(language);
  else await initI18n(language);

  const answers = new Map<string, unknown>();
  // The last round asks nothing new: every lazy part the final render meets has loaded by then.
  for (let round = 0; ; round++) {
    const asked = new Map<string, Promise<unknown>>();
    await settle(tree(language, location, { answers, ask: (id, load) => void (asked.has(id) || asked.set(id, load())) }));
    if (asked.size === 0 || round === MAX_ROUNDS) break;
    for (const [id, pending] of asked) {
      try {
        answers.set(id, await pending);
      } catch {
        // A refused call is left to the browser's app, which asks again and shows the message.
      }
    }
  }

  const cache = createCache();
  const html = renderToString(tree(language, location, { answers }, cache));
  return { html, styles: extractStyle(cache), answers: Object.fromEntries(answers) };
}
