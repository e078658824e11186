import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { connectDatabase, type Database } from '../db/client';
import { searchKey, searchKeySql } from './searchKey';

/** Names as the catalogue, the cross-reference tables and users write them, with what makes each one tricky. */
const NAMES = [
  'ER70S-6', // hyphen
  '1.0038', // material number
  'GB/T 700', // slash and space
  'Ｑ２３５Ｂ', // full-width
  'Q235B（热轧）', // full-width brackets around Chinese
  '碳素结构钢', // Chinese only
  '12Х18Н10Т', // GOST: Cyrillic letters
  'Х12МФ',
  'EN AW-6061-T6',
  'X5CrNi18-10',
  'S30400 / 304',
  'SUS304\u00a0L', // no-break space
  'ÄÖÜ-Stahl',
  'Ste\u0301el', // combining accent
  'ﬁne ½ Ⅱ ① x²', // ligature, fraction, Roman numeral, circled and superscript digits (NFKC spells them out)
  'İnconel', // a capital whose lower case has a combining dot
  'Straße',
  'ΣΑΕ 1020', // Greek capitals
  'snake_case\ttab\nline',
  '٣٠٤', // Arabic-Indic digits
  '',
  '--- / ---',
];

describe('search key', () => {
  let database: Database;
  beforeAll(() => {
    database = connectDatabase(inject('pgAdminUrl'), { max: 1 });
  });
  afterAll(() => database.close());

  it('keeps letters and digits only, lower case, full width made half', () => {
    expect(NAMES.slice(0, 5).map(searchKey)).toEqual(['er70s6', '10038', 'gbt700', 'q235b', 'q235b热轧']);
    expect(searchKey('12Х18Н10Т')).toBe('12х18н10т');
  });

  it('is the same in PostgreSQL as in JavaScript', async () => {
    const { rows } = await database.db.execute<{ name: string; key: string }>(
      sql`select name, ${searchKeySql(sql.raw('name'))} as key from unnest(${sql.param(NAMES)}::text[]) as name`,
    );
    expect(rows.map((row) => [row.name, row.key])).toEqual(NAMES.map((name) => [name, searchKey(name)]));
  });
});
