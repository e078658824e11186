import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { API, MSG, UPLOAD_RULES } from '@contract';
import type { AppDeps } from '../../deps';
import { localDiskStorage, type FileStorage } from '../../adapters/storage';
import { fileRoute } from '../../http/fileRoute';
import { uploadRoute } from '../../http/uploadRoute';
import { readFile, storeUpload } from './service';

const { files } = API;

/** The storage of these deps: the injected one, or local disk under ./data/files. */
export const storageOf = (deps: AppDeps): FileStorage => deps.storage ?? localDiskStorage(path.resolve('data', 'files'));

export async function filesRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const { db, clock } = deps;
  const storage = storageOf(deps);
  await app.register(multipart);
  uploadRoute(
    app,
    files.upload,
    ({ purpose }) => ({ maxBytes: UPLOAD_RULES[purpose].maxBytes, tooLarge: UPLOAD_RULES[purpose].tooLarge }),
    ({ input, user, file }) => storeUpload(db, storage, user, input.purpose, file, clock.now()),
    { successMessage: MSG.uploadSuccessful, rateLimit: { max: 60, timeWindow: '1 minute' } },
  );
  fileRoute(app, files.view, ({ input, user }) => readFile(db, storage, user, input.id));
}
