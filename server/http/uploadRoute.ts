import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {} from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { envelopeOf, MSG, type Endpoint, type MessageKey } from '@contract';
import { currentUser } from '../plugins/auth';
import { translate } from '../lib/i18n';
import { AppError, badRequest } from './errors';
import { contractRoute, type HandlerContext, type RouteOptions } from './route';

export interface UploadedFile {
  /** The name the browser sent, as given (use it for display only). */
  filename: string;
  bytes: Buffer;
}

export interface UploadLimit {
  maxBytes: number;
  /** Answered with HTTP 413 when the file is larger. */
  tooLarge: MessageKey;
}

/**
 * Registers a contract endpoint with `upload: true`: a POST whose input is the query string and whose body is
 * multipart/form-data with one file in the field `file`. `limitOf` may depend on the input (e.g. its purpose)
 * and is enforced while the body streams in, so an oversized file is never held whole. Register
 * @fastify/multipart in the same plugin scope first.
 */
export function uploadRoute<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  limitOf: (input: z.output<E['input']>) => UploadLimit,
  handler: (context: HandlerContext<E> & { file: UploadedFile }) => Promise<z.input<E['output']>>,
  options: RouteOptions = {},
) {
  if (!endpoint.upload || endpoint.method !== 'POST') throw new Error(`${endpoint.path} is not an upload endpoint`);
  app.withTypeProvider<ZodTypeProvider>().route({
    ...contractRoute(endpoint, options, {
      querystring: endpoint.input,
      consumes: ['multipart/form-data'],
      response: { 200: envelopeOf(endpoint.output) },
    }),
    handler: async (request, reply) => {
      const user = currentUser(request);
      const input = request.query as z.output<E['input']>;
      const context = { input, request, reply, user } as HandlerContext<E>;
      const limit = limitOf(input);
      const file = await readOneFile(request, limit);
      const data = await handler({ ...context, file });
      return { code: 200, data: data ?? null, msg: translate(request.language, options.successMessage ?? MSG.ok) };
    },
  });
}

/** Errors of a body that is not well-formed multipart (no boundary, cut short, garbage): the caller's fault. */
const MALFORMED = /boundary|unexpected end|multipart|malformed|part terminated|form/i;

/**
 * Reads the whole request: exactly one part, a file in the field `file`, not over the limit. The size is
 * counted here as well as by busboy, whose limit signal can arrive after `toBuffer()` has resolved with a
 * silently truncated file; a file at the limit with its stream marked truncated is refused too.
 */
async function readOneFile(request: FastifyRequest, limit: UploadLimit): Promise<UploadedFile> {
  if (!request.isMultipart()) throw badRequest(MSG.fileRequired);
  let file: UploadedFile | undefined;
  let tooLarge = false;
  let extraParts = 0;
  try {
    // One more byte than allowed is enough to know a file is too large.
    for await (const part of request.parts({ limits: { fileSize: limit.maxBytes + 1, files: 2, fields: 10, parts: 12 } })) {
      if (part.type !== 'file' || part.fieldname !== 'file' || file || tooLarge) {
        extraParts += 1;
        if (part.type === 'file') part.file.resume();
        continue;
      }
      const bytes = await part.toBuffer();
      if (bytes.length > limit.maxBytes || part.file.truncated) tooLarge = true;
      else file = { filename: part.filename, bytes };
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, limit.tooLarge);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw badRequest(MSG.validationFailed);
    if (code?.startsWith('FST_') || MALFORMED.test((error as Error).message ?? '')) throw badRequest(MSG.validationFailed);
    throw error;
  }
  if (tooLarge) throw new AppError(413, limit.tooLarge);
  if (extraParts > 0) throw badRequest(MSG.validationFailed);
  if (!file) throw badRequest(MSG.fileRequired);
  return file;
}
