import { eq } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { researchDataSets, researchProjects, users } from '../../server/db/schema';
import type { ResearchColumnRow } from '../../server/db/schema/researchData';
import type { ChainKey } from '../../server/lib/dataChain/keys';
import { replaceRows, signVersion } from '../../server/modules/researchData/versions';
import type { PublicationState, Visibility } from '@contract';

/**
 * Fixtures for R&D data tests: a project and a signed data set written straight into the database (the import
 * and save calls have their own tests), so visibility, sharing and export tests start from a known data set.
 */
export const TENSILE_COLUMNS: ResearchColumnRow[] = [
  { key: 'specimen', label: 'Specimen', quantity: 'text', unit: '', condition: '', element: null, property: null },
  { key: 'c', label: 'C', quantity: 'percent', unit: '%', condition: '', element: 'C', property: null },
  { key: 'mn', label: 'Mn', quantity: 'percent', unit: '%', condition: '', element: 'Mn', property: null },
  { key: 'yieldStrength', label: 'Yield strength', quantity: 'stress', unit: 'MPa', condition: 'RT', element: null, property: 'yield' },
  { key: 'tensileStrength', label: 'Tensile strength', quantity: 'stress', unit: 'MPa', condition: 'RT', element: null, property: 'tensile' },
];

export const TENSILE_ROWS: (number | string | null)[][] = [
  ['H1-1', 0.16, 1.42, 372, 521],
  ['H1-2', 0.17, 1.45, 365, 515],
  ['H2-1', 0.15, 1.38, 381, 530],
];

export async function userIdOf(db: Db, userName: string) {
  const [row] = await db.select({ id: users.id, companyId: users.companyId }).from(users).where(eq(users.userName, userName));
  if (!row) throw new Error(`no user ${userName}`);
  return row;
}

export interface DataSetFixture {
  owner: string;
  visibility?: Visibility;
  publication?: PublicationState;
  name?: string;
  columns?: ResearchColumnRow[];
  rows?: (number | string | null)[][];
  recycled?: boolean;
}

/** A project of the owner's and a data set in it, its rows signed as version 1. Returns the ids. */
export async function createDataSet(db: Db, key: ChainKey, fixture: DataSetFixture) {
  const owner = await userIdOf(db, fixture.owner);
  const now = new Date();
  const [project] = await db
    .insert(researchProjects)
    .values({ ownerId: owner.id, companyId: owner.companyId, name: `${fixture.name ?? 'Q355B tensile'} project`, memberIds: [owner.id] })
    .returning({ id: researchProjects.id });
  const [dataSet] = await db
    .insert(researchDataSets)
    .values({
      projectId: project.id,
      ownerId: owner.id,
      companyId: owner.companyId,
      name: fixture.name ?? 'Q355B tensile',
      materialName: 'Q355B',
      experimentType: 'tensile',
      dataSource: 'test fixture',
      columns: fixture.columns ?? TENSILE_COLUMNS,
      visibility: fixture.visibility ?? 'private',
      publication: fixture.publication ?? 'unpublished',
      recycledAt: fixture.recycled ? now : null,
    })
    .returning({ id: researchDataSets.id });
  await db.transaction(async (tx) => {
    await replaceRows(tx, dataSet.id, 1, fixture.rows ?? TENSILE_ROWS);
    await signVersion(tx, key, dataSet.id, 'imported', owner.id, now);
  });
  return { projectId: project.id, id: dataSet.id };
}
