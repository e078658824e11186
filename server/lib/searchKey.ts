import { sql, type SQL } from 'drizzle-orm';

/**
 * The one normalisation of designations and search words, used for the stored search columns and for the
 * keyword of a search, so both sides always agree: full-width characters to half-width (NFKC), lower case,
 * and nothing but letters and digits. "ER70S-6" → "er70s6", "1.0038" → "10038", "GB/T 700" → "gbt700",
 * "Ｑ２３５Ｂ" → "q235b"; Chinese text keeps its characters ("碳素结构钢").
 */
export function searchKey(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

/**
 * searchKey in SQL, for text the database holds and matches itself (a designation among several in one cell): the
 * same steps in the same order. The database's UTF-8 locale makes [:alnum:] the letters and digits of \p{L}\p{N};
 * searchKey.test.ts checks on PostgreSQL that both give the same key for tricky names.
 */
export const searchKeySql = (text: SQL) => sql`regexp_replace(lower(normalize(${text}, NFKC)), '[^[:alnum:]]+', '', 'g')`;

/** EN designations of wrought aluminium carry a prefix users leave out: "EN AW-6061-T6" is also "6061-T6". */
const EN_ALUMINIUM_PREFIX = /^enaw(?=\d)/;

/** Every key under which a grade is found exactly: its name, aliases, material numbers and temper, normalised. */
export function gradeKeys(name: string, aliases: readonly string[], materialNumbers: readonly string[], temper = ''): string[] {
  const keys = [name, ...aliases, ...materialNumbers, temper].map(searchKey).filter(Boolean);
  const unprefixed = keys.filter((key) => EN_ALUMINIUM_PREFIX.test(key)).map((key) => key.replace(EN_ALUMINIUM_PREFIX, ''));
  return [...new Set([...keys, ...unprefixed])];
}
