import type { z } from 'zod';
import { MSG, PART_FAMILIES, PART_SYMBOLS, type partQuery, type PartFamilyRow, type PartStandard, type PartStandardDetail } from '@contract';
import type { Db } from '../../../db/client';
import { notFound } from '../../../http/errors';
import * as repo from '../repository/parts';

/** The standards of rows (each with the symbols its rows give, in the order first seen). */
function standardsOf(rows: repo.PartTableRow[]): PartStandard[] {
  const standards = new Map<string, PartStandard>();
  for (const row of rows) {
    let standard = standards.get(row.standardNo);
    if (!standard) {
      standard = { family: row.family as PartStandard['family'], standardNo: row.standardNo, equivalents: row.equivalents, nameZh: row.nameZh, nameEn: row.nameEn, source: row.source, symbols: [], sizeCount: 0 };
      standards.set(row.standardNo, standard);
    }
    standard.sizeCount += 1;
    for (const symbol of Object.keys(row.dimensions)) {
      if (!standard.symbols.some((known) => known.symbol === symbol)) standard.symbols.push({ symbol, zh: PART_SYMBOLS[symbol]?.zh ?? symbol, en: PART_SYMBOLS[symbol]?.en ?? symbol });
    }
  }
  // jsonb keeps keys shortest first: the columns follow the symbols' order in PART_SYMBOLS instead.
  const order = Object.keys(PART_SYMBOLS);
  for (const standard of standards.values()) standard.symbols.sort((a, b) => order.indexOf(a.symbol) - order.indexOf(b.symbol));
  return [...standards.values()];
}

export async function list(db: Db, query: z.output<typeof partQuery>) {
  const { rows, total } = await repo.pageOfParts(db, query);
  return { list: rows.map(repo.toPartRow), total, pageNum: query.pageNum, pageSize: query.pageSize };
}

export async function detail(db: Db, standardNo: string): Promise<PartStandardDetail> {
  const rows = await repo.allParts(db, standardNo);
  if (rows.length === 0) throw notFound(MSG.standardNotFound);
  return { ...standardsOf(rows)[0], rows: rows.map(repo.toPartRow) };
}

export async function families(db: Db): Promise<PartFamilyRow[]> {
  const standards = standardsOf(await repo.allParts(db));
  return PART_FAMILIES.map((family) => {
    const own = standards.filter((standard) => standard.family === family);
    return { family, count: own.reduce((sum, standard) => sum + standard.sizeCount, 0), standards: own };
  }).filter((family) => family.standards.length > 0);
}

/** Whether a standard has rows (the '/commonParts/details' page check). */
export const standardExists = async (db: Db, standardNo: string) => (await repo.allParts(db, standardNo)).length > 0;
