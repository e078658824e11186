import fp from 'fastify-plugin';
import { languageFromHeader, type Language } from '@contract';

declare module 'fastify' {
  interface FastifyRequest {
    language: Language;
  }
}

/** The caller's language, from Accept-Language (the browser client sends the page's language). */
export const languagePlugin = fp(async (app) => {
  app.decorateRequest('language', 'zh');
  app.addHook('onRequest', async (request) => {
    request.language = languageFromHeader(request.headers['accept-language']);
  });
});
