import { existsSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { matchKnownPath } from '@contract/portalPaths';
import type { Db } from '../db/client';
import { apiNotFound } from './errors';
import { loadPageDocuments, type PageDocument } from './firstPaint';
import { loadRenderPage, pageRenderer, shouldRender, WARM_UP_ADDRESSES } from './pageRender';
import { pageCheckOf, type PageRecord } from './pageChecks';

/**
 * Serves the built single-page app: hashed assets cached for a year; a page address answered with index.html — with
 * status 200 when it is one of the contract's paths (and, for a page that shows one record, that record exists), 404
 * otherwise, so search engines do not index the 'not found' page. The browser router shows the page or its 404.
 * Every page address gets index.html with its first paint in the address's language (firstPaint.ts), compressed; the
 * pages of contract/serverRendered.ts come with their content for anonymous visitors (pageRender.ts).
 */
export const spaPlugin = fp<{ staticDir?: string; db: Db }>(async (app, { staticDir, db }) => {
  const hasApp = staticDir !== undefined && existsSync(path.join(staticDir, 'index.html'));
  const documentFor = hasApp ? loadPageDocuments(staticDir) : undefined;
  const renderPage = hasApp ? await loadRenderPage(staticDir) : undefined;
  const renderer = renderPage && pageRenderer(app, renderPage);
  if (renderer) app.addHook('onReady', async () => renderer.warmUp(WARM_UP_ADDRESSES));
  if (hasApp) {
    await app.register(fastifyStatic, {
      root: staticDir,
      preCompressed: true,
      // Page addresses, '/' included, go through the handler below.
      index: false,
      setHeaders: (reply, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const page = async (request: FastifyRequest, reply: FastifyReply) => {
    const { pathname } = new URL(request.url, 'http://page');
    const known = await knownPage(db, request);
    reply.status(known ? 200 : 404);
    const rendered = known && renderer && shouldRender(request, known.pattern) ? await renderer.render(request) : undefined;
    return sendPage(request, reply, documentFor!(pathname, known?.pattern, known?.record, rendered));
  };
  // The static files' own route would answer the folder '/' with 403 (no index file): the home is a page like the others.
  if (hasApp) app.route({ method: ['GET', 'HEAD'], url: '/', handler: page });
  app.setNotFoundHandler(async (request, reply) => {
    if (request.url.startsWith('/atsteel/') || request.url === '/atsteel' || !hasApp) return apiNotFound(request, reply);
    if (request.method !== 'GET' && request.method !== 'HEAD') return apiNotFound(request, reply);
    // A missing chunk (old build) must fail as such, so the browser reloads instead of parsing HTML as JS.
    if (request.url.startsWith('/assets/')) return reply.status(404).type('text/plain').send('Not found');
    return page(request, reply);
  });
});

function sendPage(request: FastifyRequest, reply: FastifyReply, page: PageDocument) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding').type('text/html; charset=utf-8');
  if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(page.br);
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(page.gzip);
  return reply.send(page.html);
}

/** The contract pattern an address matches and what its check knows of the record; undefined answers 404. */
async function knownPage(db: Db, request: FastifyRequest): Promise<{ pattern: string; record?: PageRecord } | undefined> {
  const url = new URL(request.url, 'http://page');
  let known;
  try {
    known = matchKnownPath(url.pathname);
  } catch {
    return undefined; // a malformed escape in the path
  }
  if (!known) return undefined;
  const check = pageCheckOf(known.pattern);
  if (!check) return { pattern: known.pattern };
  try {
    const found = await check(db, known.params, url.searchParams);
    if (!found) return undefined;
    return found === true ? { pattern: known.pattern } : { pattern: known.pattern, record: found };
  } catch (error) {
    // The page still loads (and says what went wrong) when the database cannot answer the check.
    request.log.warn({ err: error }, 'page check failed');
    return { pattern: known.pattern };
  }
}
