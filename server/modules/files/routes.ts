import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { API, DEFAULT_FILE_QUOTAS, MSG, UPLOAD_RULES } from '@contract';
import type { AppDeps } from '../../deps';
import { localDiskStorage, type FileStorage } from '../../adapters/storage';
import { fileRoute } from '../../http/fileRoute';
import { uploadRoute } from '../../http/uploadRoute';
import { deleteOwnFile, readFile, storeUpload } from './service';
import { sweepOrphans } from './orphans';
import { route } from '../../http/route';

const { files } = API;

/** The storage of these deps: the injected one, or local disk under ./data/files. */
export const storageOf = (deps: AppDeps): FileStorage => deps.storage ?? localDiskStorage(path.resolve('data', 'files'));

export async function filesRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const { db, clock } = deps;
  const storage = storageOf(deps);
  const quotas = deps.fileQuotas ?? DEFAULT_FILE_QUOTAS;
  await app.register(multipart);
  uploadRoute(
    app,
    files.upload,
    ({ purpose }) => ({ maxBytes: UPLOAD_RULES[purpose].maxBytes, tooLarge: UPLOAD_RULES[purpose].tooLarge }),
    ({ input, user, file }) => storeUpload(db, storage, quotas, user, input.purpose, file, clock.now()),
    { successMessage: MSG.uploadSuccessful, rateLimit: { max: 60, timeWindow: '1 minute' } },
  );
  fileRoute(app, files.view, ({ input, user }) => readFile(db, storage, user, input.id));
  route(
    app,
    files.remove,
    async ({ input, user }) => {
      await deleteOwnFile(db, storage, user, input.id);
      return null;
    },
    { successMessage: MSG.deleteSuccessful },
  );

  // Orphans are swept at start and every hour; a failed sweep (e.g. the database away) waits for the next.
  const sweep = () =>
    sweepOrphans(db, storage, clock.now()).catch((error: unknown) => app.log.warn({ err: error }, 'file clean-up failed'));
  const timer = setInterval(() => void sweep(), 60 * 60 * 1000);
  timer.unref();
  app.addHook('onReady', async () => {
    void sweep();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
