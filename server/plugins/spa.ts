import { existsSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { apiNotFound } from './errors';

/**
 * Serves the built single-page app: hashed assets cached for a year, everything else that is not an API
 * call answered with index.html so the browser router can show the page (or its 404).
 */
export const spaPlugin = fp<{ staticDir?: string }>(async (app, { staticDir }) => {
  const hasApp = staticDir !== undefined && existsSync(path.join(staticDir, 'index.html'));
  if (hasApp) {
    await app.register(fastifyStatic, {
      root: staticDir,
      preCompressed: true,
      index: 'index.html',
      setHeaders: (reply, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/atsteel/') || request.url === '/atsteel' || !hasApp) return apiNotFound(request, reply);
    if (request.method !== 'GET' && request.method !== 'HEAD') return apiNotFound(request, reply);
    // A missing chunk (old build) must fail as such, so the browser reloads instead of parsing HTML as JS.
    if (request.url.startsWith('/assets/')) return reply.status(404).type('text/plain').send('Not found');
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  });
});
