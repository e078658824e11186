import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { API, DEFAULT_FILE_QUOTAS, MSG, UPLOAD_RULES } from '@contract';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import { uploadRoute } from '../../http/uploadRoute';
import { grantReads } from '../files/service';
import { storageOf } from '../files/routes';
import * as service from './service';

const { laboratoryEntry: entry, laboratoryAudit: audit, laboratoryPublic: everyone } = API;

let readersGranted = false;
/** Approved laboratories' pictures and files are public; submitted ones' are the auditors' too (once per process). */
function grantLaboratoryReads() {
  if (readersGranted) return;
  readersGranted = true;
  grantReads('labPicture', service.laboratoryFileReader);
  grantReads('labFile', service.laboratoryFileReader);
}

export async function laboratoryRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const { db, clock } = deps;
  const storage = storageOf(deps);
  const quotas = deps.fileQuotas ?? DEFAULT_FILE_QUOTAS;
  grantLaboratoryReads();
  await app.register(multipart);
  const saved = { successMessage: MSG.saveSuccessful };

  route(app, entry.get, ({ user }) => service.getApplication(db, user, clock.now()));
  route(app, entry.save, ({ input, user }) => service.saveApplication(db, storage, user, input, clock.now()), saved);
  uploadRoute(
    app,
    entry.upload,
    ({ purpose }) => ({ maxBytes: UPLOAD_RULES[purpose].maxBytes, tooLarge: UPLOAD_RULES[purpose].tooLarge }),
    ({ input, user, file }) => service.uploadLaboratoryFile(db, storage, quotas, user, input.purpose, file, clock.now()),
    { successMessage: MSG.uploadSuccessful, rateLimit: { max: 60, timeWindow: '1 minute' } },
  );
  route(app, entry.capabilitySave, ({ input, user }) => service.saveCapability(db, storage, user, input, clock.now()), saved);
  route(app, entry.capabilityDelete, ({ input, user }) => service.deleteCapability(db, storage, user, input.id, clock.now()), {
    successMessage: MSG.deleteSuccessful,
  });
  route(app, entry.capabilityCopy, ({ input, user, request }) => service.copyCapability(db, storage, user, input.id, request.language, clock.now()), {
    successMessage: MSG.laboratoryCopied,
  });
  route(app, entry.instrumentSave, ({ input, user }) => service.saveInstrument(db, storage, user, input, clock.now()), saved);
  route(app, entry.instrumentDelete, ({ input, user }) => service.deleteInstrument(db, storage, user, input.id, clock.now()), {
    successMessage: MSG.deleteSuccessful,
  });
  route(app, entry.submit, ({ user }) => service.submitApplication(db, user, clock.now()), { successMessage: MSG.laboratorySubmitted });

  route(app, audit.page, ({ input }) => service.listForAudit(db, input));
  route(app, audit.detail, ({ input }) => service.auditDetail(db, input.id));
  route(app, audit.approve, ({ input, user }) => service.reviewApplication(db, user, input.id, null, clock.now()), {
    successMessage: MSG.laboratoryApproved,
  });
  route(app, audit.reject, ({ input, user }) => service.reviewApplication(db, user, input.id, input.reason, clock.now()), {
    successMessage: MSG.laboratoryRejected,
  });

  route(app, everyone.page, ({ input }) => service.listPublic(db, input));
  route(app, everyone.detail, ({ input }) => service.publicDetail(db, input.id));
}
