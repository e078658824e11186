import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { searchKey } from '../../../lib/searchKey';
import { catalogueFile, PHYSICAL_RANGES, type CatalogueFile } from './format';

const root = fileURLToPath(new URL('.', import.meta.url));

/** The folder of the translations of the files' texts (i18n/translate.ts), not a standard. */
const TRANSLATIONS = 'i18n';

function jsonFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return entry === TRANSLATIONS ? [] : jsonFiles(full);
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

/** Elements whose minima add up to at most 100 %: single elements (not sums, carbon equivalents or "others"). */
const SINGLE_ELEMENT = /^[A-Z][a-z]?$/;

/**
 * Integrity beyond the schema: one file per standard, unique grade names per standard, each element once per
 * grade, tensile strength not below yield strength in a mechanical row (their minima), element minima adding
 * up to at most 100 %, a source (ref) on every value, equivalence and former name, and former names that
 * lead to one designation (see nameClashes), and physical values once per property and inside PHYSICAL_RANGES.
 */
export function checkIntegrity(files: LoadedFile[]): string[] {
  const problems: string[] = [];
  const standards = new Map<string, string>();
  for (const { file, data } of files) {
    const previous = standards.get(data.standard.code);
    if (previous) problems.push(`${file}: standard ${data.standard.code} also in ${previous}`);
    standards.set(data.standard.code, file);
    const names = new Set<string>();
    for (const grade of data.grades) {
      const key = gradeLabel(grade);
      if (names.has(key)) problems.push(`${file}: grade ${key} twice`);
      names.add(key);
      const elements = grade.composition.map((row) => row.el);
      const repeated = elements.filter((el, index) => elements.indexOf(el) !== index);
      if (repeated.length) problems.push(`${file}: ${key}: element ${repeated.join(', ')} twice`);
      grade.mechanical.forEach((row, index) => {
        if (row.yieldMin !== undefined && row.tensileMin !== undefined && row.tensileMin < row.yieldMin) {
          problems.push(`${file}: ${key}: mechanical row ${index + 1}: tensile minimum ${row.tensileMin} below yield minimum ${row.yieldMin}`);
        }
      });
      const minima = grade.composition.filter((row) => SINGLE_ELEMENT.test(row.el) && row.min !== undefined);
      const sum = minima.reduce((total, row) => total + row.min!, 0);
      if (sum > 100 + 1e-9) problems.push(`${file}: ${key}: element minima add up to ${Number(sum.toFixed(4))} % (over 100 %)`);
      const sourced = [
        ...grade.composition.map((row) => ({ what: `composition ${row.el}`, ref: row.ref })),
        ...grade.mechanical.map((row, index) => ({ what: `mechanical row ${index + 1}`, ref: row.ref })),
        ...grade.physical.map((row) => ({ what: `physical ${row.property}`, ref: row.ref })),
        ...grade.equivalents.map((row) => ({ what: `equivalent ${row.standard} ${row.grade}`, ref: row.ref })),
        ...grade.formerNames.map((row) => ({ what: `former name ${row.name}`, ref: row.ref })),
      ];
      for (const { what, ref } of sourced) if (!ref?.trim()) problems.push(`${file}: ${key}: ${what} has no source (ref)`);
      for (const row of grade.physical) {
        const [low, high] = PHYSICAL_RANGES[row.property];
        if (row.value < low || row.value > high) problems.push(`${file}: ${key}: physical ${row.property} ${row.value} outside ${low}–${high}`);
      }
      const physical = grade.physical.map((row) => row.property);
      const twice = physical.filter((property, index) => physical.indexOf(property) !== index);
      if (twice.length) problems.push(`${file}: ${key}: physical ${twice.join(', ')} twice`);
      const own = new Set([grade.name, ...grade.aliases].map(searchKey));
      for (const former of grade.formerNames) {
        if (own.has(searchKey(former.name))) problems.push(`${file}: ${key}: former name ${former.name} is also its name or alias`);
      }
    }
  }
  return [...problems, ...nameClashes(files).filter((clash) => clash.error).map((clash) => clash.text)];
}

const gradeLabel = (grade: CatalogueFile['grades'][number]) =>
  grade.temper && !grade.name.endsWith(grade.temper) ? `${grade.name}-${grade.temper}` : grade.name;

export interface NameClash {
  /** Two designations claim one former name: an old name must lead to one current designation. */
  error: boolean;
  text: string;
}

/**
 * Aliases and former names unique within a type: an alias or former name of a grade may not be the name, an
 * alias or a former name of a grade of another designation of the same type (compared as the search compares
 * them, by searchKey; grades of one name in several standards, e.g. SUS304 of JIS G 4303 and G 4305, are one
 * designation). A former name claimed by two designations is an integrity problem (checkIntegrity); other
 * clashes (an alias or former name that is another grade's current name or alias) are reported by
 * `npm run catalogue:check` for the data's owners to resolve, except the cross-references of two grades that
 * give each other's name as an alias (GB/T 9711 L245 ↔ API 5L B).
 */
export function nameClashes(files: LoadedFile[]): NameClash[] {
  interface Claim {
    designation: string;
    how: 'name' | 'alias' | 'former name';
    where: string;
  }
  const claims = new Map<string, Claim[]>();
  const aliasesOf = new Map<string, Set<string>>();
  for (const { file, data } of files) {
    for (const grade of data.grades) {
      const designation = `${data.type}\n${searchKey(grade.name)}`;
      const aliases = aliasesOf.get(designation) ?? new Set<string>();
      for (const alias of grade.aliases) aliases.add(`${data.type}\n${searchKey(alias)}`);
      aliasesOf.set(designation, aliases);
      const where = `${file}: ${gradeLabel(grade)}`;
      const entries: [string, Claim['how']][] = [
        [grade.name, 'name'],
        ...grade.aliases.map((alias): [string, Claim['how']] => [alias, 'alias']),
        ...grade.formerNames.map((former): [string, Claim['how']] => [former.name, 'former name']),
      ];
      for (const [name, how] of entries) {
        const key = `${data.type}\n${searchKey(name)}`;
        const list = claims.get(key) ?? [];
        if (!list.some((claim) => claim.designation === designation && claim.how === how)) list.push({ designation, how, where });
        claims.set(key, list);
      }
    }
  }
  const clashes: NameClash[] = [];
  for (const [key, list] of claims) {
    const designations = [...new Set(list.map((claim) => claim.designation))];
    if (designations.length < 2 || list.every((claim) => claim.how === 'name')) continue;
    const mutual = designations.every((one) =>
      designations.every((other) => one === other || (aliasesOf.get(one)?.has(other) && aliasesOf.get(other)?.has(one))),
    );
    if (mutual) continue;
    const name = key.split('\n')[1];
    clashes.push({
      error: new Set(list.filter((claim) => claim.how === 'former name').map((claim) => claim.designation)).size > 1,
      text: `"${name}" names several designations: ${list.map((claim) => `${claim.where} (${claim.how})`).join('; ')}`,
    });
  }
  return clashes;
}
