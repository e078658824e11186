import { and, asc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { researchDataRows, researchDataSets, researchDataVersions, users } from '../../db/schema';
import type { ResearchColumnRow } from '../../db/schema/researchData';
import { contentHash, type Canonical } from '../../lib/dataChain/canonical';
import { nextLink, verifyChain, type ChainLink, type ChainReport } from '../../lib/dataChain/chain';
import type { ChainKey } from '../../lib/dataChain/keys';
import type { DataSetRow } from './access';

/**
 * The data chain of a data set (format: server/lib/dataChain/README.md). A version's content is
 * `{ dataSet: <meta>, rows: [[cell, …], …] }`: the meta below, and the rows in row order, each an array aligned
 * with the columns. The meta is stored with the version; rows are stored once and belong to a range of versions
 * (research_data_rows), so every version can be hashed again from what the database holds.
 */
type Cell = number | string | null;
type Writer = Pick<Db, 'select' | 'insert' | 'update'>;
type Reader = Pick<Db, 'select'>;

export interface VersionMeta {
  name: string;
  materialName: string;
  gradeId: number | null;
  dataSource: string;
  experimentType: string;
  description: string;
  columns: ResearchColumnRow[];
}

export const metaOf = (row: DataSetRow): VersionMeta => ({
  name: row.name,
  materialName: row.materialName,
  gradeId: row.gradeId,
  dataSource: row.dataSource,
  experimentType: row.experimentType,
  description: row.description,
  columns: row.columns,
});

export const contentOf = (meta: VersionMeta, rows: Cell[][]): Canonical => ({ dataSet: meta as unknown as Canonical, rows });

/** The rows of a version, in row order. */
export async function rowsOfVersion(db: Reader, dataSetId: number, version: number): Promise<Cell[][]> {
  const rows = await db
    .select({ values: researchDataRows.values })
    .from(researchDataRows)
    .where(
      and(
        eq(researchDataRows.dataSetId, dataSetId),
        lte(researchDataRows.fromVersion, version),
        or(isNull(researchDataRows.toVersion), gt(researchDataRows.toVersion, version)),
      ),
    )
    .orderBy(asc(researchDataRows.rowNo));
  return rows.map((row) => row.values);
}

const INSERT_CHUNK = 2000;

/**
 * Makes `rows` the rows of the coming version `version`: closes the current rows and inserts the new ones. Call
 * inside the transaction that then calls `signVersion` for the same version.
 */
export async function replaceRows(tx: Writer, dataSetId: number, version: number, rows: Cell[][]) {
  await tx
    .update(researchDataRows)
    .set({ toVersion: version })
    .where(and(eq(researchDataRows.dataSetId, dataSetId), isNull(researchDataRows.toVersion)));
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    await tx.insert(researchDataRows).values(
      rows.slice(start, start + INSERT_CHUNK).map((values, index) => ({ dataSetId, rowNo: start + index + 1, values, fromVersion: version })),
    );
  }
}

/**
 * Signs the data set's next version from what is stored now (its row, as updated by the caller, and its current
 * rows) and makes it the head. Inside the caller's transaction, after the data set row is locked and written.
 */
export async function signVersion(tx: Writer, key: ChainKey, dataSetId: number, summary: string, authorId: number, now: Date): Promise<ChainLink> {
  const [row] = await tx.select().from(researchDataSets).where(eq(researchDataSets.id, dataSetId)).for('update');
  const [previous] = await tx
    .select()
    .from(researchDataVersions)
    .where(and(eq(researchDataVersions.dataSetId, dataSetId), eq(researchDataVersions.version, row.headVersion)));
  const version = row.headVersion + 1;
  const meta = metaOf(row);
  const rows = await rowsOfVersion(tx, dataSetId, version);
  const link = nextLink(contentOf(meta, rows), previous ? linkOf(previous) : null, key, now, summary.slice(0, 200));
  await tx.insert(researchDataVersions).values({
    dataSetId,
    version: link.version,
    hash: link.hash,
    previousHash: link.previousHash,
    signedAt: link.timestamp,
    keyId: link.keyId,
    signature: link.signature,
    summary: link.summary,
    meta: meta as unknown as Record<string, unknown>,
    rowCount: rows.length,
    authorId,
  });
  await tx
    .update(researchDataSets)
    .set({ headVersion: link.version, headHash: link.hash, rowCount: rows.length, updatedAt: now })
    .where(eq(researchDataSets.id, dataSetId));
  return link;
}

/** The version number the next `signVersion` will give (for `replaceRows` before it). */
export const nextVersionOf = (row: Pick<DataSetRow, 'headVersion'>) => row.headVersion + 1;

export type VersionRow = typeof researchDataVersions.$inferSelect;

export const linkOf = (row: VersionRow): ChainLink => ({
  version: row.version,
  hash: row.hash,
  previousHash: row.previousHash,
  timestamp: row.signedAt,
  keyId: row.keyId,
  signature: row.signature,
  summary: row.summary,
});

export async function versionsOf(db: Reader, dataSetId: number) {
  return db
    .select({ version: researchDataVersions, author: users.userName })
    .from(researchDataVersions)
    .leftJoin(users, eq(users.id, researchDataVersions.authorId))
    .where(eq(researchDataVersions.dataSetId, dataSetId))
    .orderBy(asc(researchDataVersions.version));
}

/**
 * Recomputes every version's hash from the stored meta and rows and checks links and signatures against the
 * published key(s). A row edited behind the server's back shows as `contentChanged` on every version holding it.
 */
export async function verifyStored(db: Reader, keys: ReadonlyMap<string, string>, row: DataSetRow): Promise<ChainReport & { versions: number }> {
  const versions = await db
    .select()
    .from(researchDataVersions)
    .where(eq(researchDataVersions.dataSetId, row.id))
    .orderBy(asc(researchDataVersions.version));
  const checked = [];
  for (const version of versions) {
    const rows = await rowsOfVersion(db, row.id, version.version);
    checked.push({ content: contentOf(version.meta as unknown as VersionMeta, rows), link: linkOf(version) });
  }
  const head = row.headHash === null ? undefined : { version: row.headVersion, hash: row.headHash };
  return { ...verifyChain(checked, keys, head), versions: versions.length };
}

/** The hash the current content would have (to tell whether a save changes anything). */
export async function currentHash(db: Reader, row: DataSetRow) {
  const rows = await rowsOfVersion(db, row.id, row.headVersion === 0 ? 1 : row.headVersion);
  return contentHash(contentOf(metaOf(row), rows));
}

