import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the contract's zod schemas, browsable at /atsteel/docs. */
export const docsPlugin = fp(async (app) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'atsteel API',
        description: 'The /atsteel/ contract. Every answer is { code, data, msg }; code 200 is success.',
        version: '1',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/atsteel/docs', staticCSP: true });
});
