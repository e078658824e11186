import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { catalogueFile, type CatalogueFile } from './format';

const root = fileURLToPath(new URL('.', import.meta.url));

function jsonFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return jsonFiles(full);
    return entry.endsWith('.json') ? [full] : [];
  });
}

export interface LoadedFile {
  file: string;
  data: CatalogueFile;
  /** SHA-256 of the file's bytes: the database reloads a standard only when its file changed. */
  hash: string;
}

/** Every catalogue file, validated; throws with the file and the path of the first bad value. */
export function loadCatalogue(dir = root): LoadedFile[] {
  return jsonFiles(dir)
    .sort()
    .map((file) => {
      const text = readFileSync(file, 'utf8');
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch (error) {
        throw new Error(`${path.relative(dir, file)}: ${(error as Error).message}`, { cause: error });
      }
      const parsed = catalogueFile.safeParse(json);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new Error(`${path.relative(dir, file)}: ${issue.path.join('.')}: ${issue.message}`);
      }
      return { file: path.relative(dir, file), data: parsed.data, hash: createHash('sha256').update(text).digest('hex') };
    });
}

/** Integrity beyond the schema: one file per standard, unique grade names per standard. */
export function checkIntegrity(files: LoadedFile[]): string[] {
  const problems: string[] = [];
  const standards = new Map<string, string>();
  for (const { file, data } of files) {
    const previous = standards.get(data.standard.code);
    if (previous) problems.push(`${file}: standard ${data.standard.code} also in ${previous}`);
    standards.set(data.standard.code, file);
    const names = new Set<string>();
    for (const grade of data.grades) {
      const key = grade.temper && !grade.name.endsWith(grade.temper) ? `${grade.name}-${grade.temper}` : grade.name;
      if (names.has(key)) problems.push(`${file}: grade ${key} twice`);
      names.add(key);
      const elements = grade.composition.map((row) => row.el);
      const repeated = elements.filter((el, index) => elements.indexOf(el) !== index);
      if (repeated.length) problems.push(`${file}: ${key}: element ${repeated.join(', ')} twice`);
    }
  }
  return problems;
}
