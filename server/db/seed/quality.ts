import { sql } from 'drizzle-orm';
import { DEFAULT_METHOD } from '../../lib/qualityMethod';
import { qualityCategories, qualityMethods } from '../schema';
import type { Db } from '../client';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The product categories of the quality ranking: product forms, and the catalogue standards whose grades are made
 * in that form (each standard's own scope: GB/T 1591 and GB/T 700 cover plate, strip, sections and bars; EN 10025-2,
 * ASTM A36 and JIS G 3101 plate, strip and sections; ASTM A240, EN 10088-2 and JIS G 4303 stainless plate, sheet
 * and strip).
 */
export const QUALITY_CATEGORIES = [
  {
    code: 'hotRolledPlate',
    nameZh: '热轧钢板',
    nameEn: 'Hot-rolled plate',
    standardCodes: ['GB/T 1591-2018', 'GB/T 700-2006', 'EN 10025-2:2019', 'ASTM A36/A36M-14', 'JIS G 3101:2020'],
    sort: 10,
  },
  {
    code: 'hotRolledStrip',
    nameZh: '热轧钢带（卷）',
    nameEn: 'Hot-rolled strip and coil',
    standardCodes: ['GB/T 1591-2018', 'GB/T 700-2006', 'EN 10025-2:2019', 'JIS G 3101:2020'],
    sort: 20,
  },
  {
    code: 'hotRolledSections',
    nameZh: '热轧型钢',
    nameEn: 'Hot-rolled sections',
    standardCodes: ['GB/T 1591-2018', 'GB/T 700-2006', 'EN 10025-2:2019', 'ASTM A36/A36M-14', 'JIS G 3101:2020'],
    sort: 30,
  },
  {
    code: 'stainlessFlat',
    nameZh: '不锈钢板带',
    nameEn: 'Stainless plate, sheet and strip',
    standardCodes: ['ASTM A240/A240M-20a', 'EN 10088-2:2014', 'JIS G 4303:2012'],
    sort: 40,
  },
];

/** Method 2026.1 (kept once published: a later version is a new row) and the categories, at every start. */
export async function seedQuality(tx: Tx) {
  await tx
    .insert(qualityMethods)
    .values({ version: DEFAULT_METHOD.version, method: DEFAULT_METHOD, note: 'server/lib/qualityMethod/README.md', publishedAt: new Date('2026-11-01T00:00:00Z') })
    .onConflictDoNothing();
  for (const category of QUALITY_CATEGORIES) {
    await tx
      .insert(qualityCategories)
      .values(category)
      .onConflictDoUpdate({
        target: qualityCategories.code,
        set: { nameZh: sql`excluded.name_zh`, nameEn: sql`excluded.name_en`, standardCodes: sql`excluded.standard_codes`, sort: sql`excluded.sort` },
      });
  }
}
