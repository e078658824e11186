import type { Db } from '../../db/client';
import type { FileStorage } from '../../adapters/storage';
import type { Clock } from '../../deps';
import type { ChainKey } from '../../lib/dataChain/keys';

/** What the module's services need, made once in routes.ts. */
export interface ResearchContext {
  db: Db;
  clock: Clock;
  /** Uploaded files' bytes (imports read the data file from here; exports and attachments too). */
  storage: FileStorage;
  /** Signs every saved version. */
  key: ChainKey;
  /** The public keys a verification accepts, by key id (the current key's, and any earlier ones still published). */
  publicKeys: ReadonlyMap<string, string>;
}
