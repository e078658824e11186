import { existsSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { APP_ONLY_PARAMETERS, SERVER_RENDERED } from '@contract/serverRendered';
import { languageOfPath, type Language } from '@contract/locales';
import type { RenderedContent } from './firstPaint';

/**
 * Public pages rendered with their content on the server (issue 22: a phone shows the page before any script runs,
 * search engines read it). The renderer is the app itself (src/serverRender.tsx, built by `vite build --ssr` next to
 * the browser's bundle: `<staticDir>-server/`). Its calls are answered in-process by this server, as the visitor
 * without a session would be answered. A render that fails or takes too long leaves the page to the static first
 * paint and the browser's app.
 */
type AnswerCall = (request: { method: string; url: string; headers: Record<string, string>; body?: string }) => Promise<{ status: number; body: string }>;
type RenderPage = (language: Language, location: string, answer: AnswerCall) => Promise<RenderedContent>;

export const RENDER_TIMEOUT_MS = 3000;

/** Who gets a rendered page: anonymous visitors of the listed pages, without the parameters the app handles itself. */
export function shouldRender(request: FastifyRequest, pattern: string | undefined): boolean {
  if (request.method !== 'GET' || pattern === undefined) return false;
  if (!(SERVER_RENDERED as readonly string[]).includes(pattern)) return false;
  if (/(?:^|;\s*)token=[^;]/.test(request.headers.cookie ?? '')) return false;
  const { searchParams } = new URL(request.url, 'http://page');
  return !APP_ONLY_PARAMETERS.some((name) => searchParams.has(name));
}

/** The renderer of a built app, or undefined when the server bundle is missing (e.g. `vite build` alone). */
export async function loadRenderPage(staticDir: string): Promise<RenderPage | undefined> {
  const file = path.join(`${path.resolve(staticDir)}-server`, 'serverRender.js');
  if (!existsSync(file)) return undefined;
  const module = (await import(pathToFileURL(file).href)) as { renderPage: RenderPage };
  return module.renderPage;
}

/** The promise's value, or undefined once `ms` have passed. */
async function within<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  const stopWaiting = new AbortController();
  const late = sleep(ms, undefined, { signal: stopWaiting.signal }).catch(() => undefined);
  try {
    return await Promise.race([promise, late]);
  } finally {
    stopWaiting.abort();
  }
}

/**
 * `render(request)`: the page's content, or undefined (failure or timeout: logged). One render at a time, since the
 * renderer's language and http client are module-wide; a render still running after the timeout no longer holds the
 * next one back (its own page has had the static first paint by then, so sharing the module cannot spoil a page sent).
 */
export function pageRenderer(app: FastifyInstance, renderPage: RenderPage) {
  let queue: Promise<unknown> = Promise.resolve();
  const renderOne = (url: URL, ip: string): Promise<RenderedContent> => {
    const answer: AnswerCall = async ({ method, url: callUrl, headers, body }) => {
      const response = await app.inject({
        method: method as 'GET' | 'POST',
        url: callUrl,
        headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        remoteAddress: ip,
        ...(body === undefined ? {} : { payload: body }),
      });
      return { status: response.statusCode, body: response.body };
    };
    const language = languageOfPath(url.pathname);
    const next = queue.then(() => renderPage(language, url.pathname + url.search, answer));
    queue = within(next.catch(() => undefined), RENDER_TIMEOUT_MS);
    return next;
  };
  /** Renders one page of each kind in the background, so the first visitors do not wait for the cold modules. */
  const warmUp = (addresses: readonly string[]) => {
    for (const address of addresses) void renderOne(new URL(address, 'http://page'), '127.0.0.1').catch(() => undefined);
  };
  const render = async (request: FastifyRequest): Promise<RenderedContent | undefined> => {
    try {
      const rendered = await within(renderOne(new URL(request.url, 'http://page'), request.ip), RENDER_TIMEOUT_MS);
      if (!rendered) request.log.warn({ url: request.url }, 'page render took too long; the static first paint is sent');
      return rendered;
    } catch (error) {
      request.log.warn({ err: error, url: request.url }, 'page render failed; the static first paint is sent');
      return undefined;
    }
  };
  return { render, warmUp };
}

/** Pages whose render loads each kind's modules without counting a search or a view (no keyword, no such grade). */
export const WARM_UP_ADDRESSES = ['/', '/en/material/materialHome', '/material/detail/steel/0', '/en/material/standard/steel/0'];
