import type { Db } from '../../db/client';
import type { FileStorage } from '../../adapters/storage';
import type { Clock } from '../../deps';

/** What the module's services need, made once in routes.ts. */
export interface CustomContext {
  db: Db;
  clock: Clock;
  /** Files attached to orders (signed copies are checked to be PDFs). */
  storage: FileStorage;
  /** Closes a cancelled order's waiting payment at the live providers (after the commit). */
  closeAtProviders: (orderNo: string) => Promise<void>;
}
