import type { Db } from '../../db/client';
import type { FileStorage } from '../../adapters/storage';
import type { Clock } from '../../deps';

/** What the module's services need, made once in routes.ts. */
export interface QualityContext {
  db: Db;
  clock: Clock;
  /** Uploaded templates and report PDFs are read from here. */
  storage: FileStorage;
}
