import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { equivalenceTable, type EquivalenceTable } from './format';

const root = fileURLToPath(new URL('.', import.meta.url));

export interface LoadedTable {
  file: string;
  data: EquivalenceTable;
}

/** Every cross-reference table of the folder (*.json), validated; throws with the file and the path of the first bad value. */
export function loadEquivalenceTables(dir = root): LoadedTable[] {
  return readdirSync(dir)
    .filter((entry) => entry.endsWith('.json'))
    .sort()
    .map((entry) => {
      const file = path.join(dir, entry);
      let json: unknown;
      try {
        json = JSON.parse(readFileSync(file, 'utf8'));
      } catch (error) {
        throw new Error(`${entry}: ${(error as Error).message}`, { cause: error });
      }
      const parsed = equivalenceTable.safeParse(json);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new Error(`${entry}: ${issue.path.join('.')}: ${issue.message}`);
      }
      return { file: entry, data: parsed.data };
    });
}

let loaded: LoadedTable[] | null = null;
/** The folder's tables, read once per process (they change only with a deployment). */
export function equivalenceTables(): LoadedTable[] {
  loaded ??= loadEquivalenceTables();
  return loaded;
}
