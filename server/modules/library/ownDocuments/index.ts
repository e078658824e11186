import type { Db } from '../../../db/client';
import type { FileStorage } from '../../../adapters/storage';
import { dataSetGuides } from './dataSetGuides';
import { datasheets } from './datasheets';
import { publishOwn } from './publish';

/**
 * The library's own documents, made at start when missing: datasheets of catalogue standards and guides to the
 * public data sets, generated from the platform's own data, so the library publishes nothing the platform could
 * not honestly publish. Everything else administrators upload. Answers how many were made.
 */
export async function publishOwnDocuments(db: Db, storage: FileStorage, now: Date) {
  let made = 0;
  for (const document of [...(await datasheets(db)), ...(await dataSetGuides(db))]) {
    if (await publishOwn(db, storage, document, now)) made += 1;
  }
  return made;
}
