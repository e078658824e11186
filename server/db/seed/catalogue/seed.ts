import { createHash } from 'node:crypto';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../client';
import {
  materialCategories,
  materialCompositions,
  materialEquivalents,
  materialGrades,
  materialMechanical,
  materialPhysical,
  materialStandards,
  meta,
  valueSources,
} from '../../schema';
import { searchKey } from '../../../lib/searchKey';
import { insertMany, type Executor } from '../bulk';
import { compositionBounds, derivedColumns } from './derive';
import { checkIntegrity, loadCatalogue, type LoadedFile } from './load';

/** Bump when what is derived from the files changes (derive.ts), so every database reloads them. */
const LOADER_VERSION = 5;
const HASH_KEY = 'catalogueHash';

/**
 * Loads the materials catalogue as reference data, on every start and for every database: nothing happens
 * when no file changed since the last load (one hash in `meta`); otherwise each changed file's standard and
 * grades are upserted (by standard code, then grade name and temper) and their values replaced, and
 * standards whose file is gone are removed. Returns whether anything was written.
 */
export async function seedCatalogue(db: Db, files: LoadedFile[] = loadCatalogue()): Promise<boolean> {
  const problems = checkIntegrity(files);
  if (problems.length) throw new Error(`The materials catalogue has problems (npm run catalogue:check):\n${problems.join('\n')}`);
  const hash = createHash('sha256')
    .update(`v${LOADER_VERSION}\n`)
    .update(files.map((file) => `${file.file} ${file.hash}`).join('\n'))
    .digest('hex');
  const [stored] = await db.select().from(meta).where(eq(meta.key, HASH_KEY));
  if (stored?.value === hash) return false;

  await db.transaction(async (tx) => {
    const known = await tx
      .select({ code: materialStandards.code, hash: materialStandards.contentHash })
      .from(materialStandards)
      .where(eq(materialStandards.origin, 'catalogue'));
    const loaded = new Map(known.map((row) => [row.code, row.hash]));
    for (const file of files) {
      const fileHash = createHash('sha256').update(`v${LOADER_VERSION}:${file.hash}`).digest('hex');
      if (loaded.get(file.data.standard.code) !== fileHash) await loadFile(tx, file, fileHash);
    }
    const codes = files.map((file) => file.data.standard.code);
    await tx
      .delete(materialStandards)
      .where(and(eq(materialStandards.origin, 'catalogue'), codes.length ? notInArray(materialStandards.code, codes) : undefined));
    // Categories every grade of a file overrides (or of removed files) would only clutter the search.
    await tx.execute(sql`delete from material_categories c where not exists (select 1 from material_grades g where g.category_id = c.id)`);
    await tx
      .insert(meta)
      .values({ key: HASH_KEY, value: hash })
      .onConflictDoUpdate({ target: meta.key, set: { value: hash, updatedAt: new Date() } });
  });
  return true;
}

async function loadFile(tx: Executor, { data }: LoadedFile, fileHash: string) {
  const { standard, type } = data;
  const standardValues = {
    code: standard.code,
    number: standard.number,
    year: standard.year,
    country: standard.country,
    body: standard.body,
    titleZh: standard.title.zh,
    titleEn: standard.title.en,
    numberKey: searchKey(standard.number),
    codeKey: searchKey(standard.code),
    titleKeyZh: searchKey(standard.title.zh),
    titleKeyEn: searchKey(standard.title.en),
    contentHash: fileHash,
    origin: 'catalogue',
    updatedAt: new Date(),
  };
  const [{ id: standardId }] = await tx
    .insert(materialStandards)
    .values(standardValues)
    .onConflictDoUpdate({ target: materialStandards.code, set: standardValues })
    .returning({ id: materialStandards.id });

  const categoryIds = new Map<string, number>();
  for (const category of [data.category, ...data.grades.flatMap((grade) => (grade.category ? [grade.category] : []))]) {
    const key = `${category.zh}\n${category.en}`;
    if (!categoryIds.has(key)) categoryIds.set(key, await upsertCategory(tx, type, category));
  }

  // A value's source: the file's standard and a table of it, or (physical values) another reference and its table.
  const sourceKey = (code: string, ref: string) => `${code}\n${ref}`;
  const keys = [
    ...new Set(
      data.grades.flatMap((grade) => [
        ...grade.composition.map((row) => sourceKey(standard.code, row.ref)),
        ...grade.mechanical.map((row) => sourceKey(standard.code, row.ref)),
        ...grade.physical.map((row) => sourceKey(row.source?.code ?? standard.code, row.ref)),
        ...grade.equivalents.map((row) => sourceKey(standard.code, row.ref)),
      ]),
    ),
  ];
  const sourceRows = await tx
    .insert(valueSources)
    .values(keys.map((key) => ({ code: key.split('\n')[0], ref: key.split('\n')[1], standardId })))
    .onConflictDoUpdate({ target: [valueSources.code, valueSources.ref], set: { standardId } })
    .returning({ id: valueSources.id, code: valueSources.code, ref: valueSources.ref });
  const sourceOf = new Map(sourceRows.map((row) => [sourceKey(row.code, row.ref), row.id]));
  const source = (ref: string, code = standard.code) => sourceOf.get(sourceKey(code, ref))!;

  const gradeValues = data.grades.map((grade) => {
    const category = grade.category ?? data.category;
    return {
      type,
      standardId,
      categoryId: categoryIds.get(`${category.zh}\n${category.en}`)!,
      name: grade.name,
      temper: grade.temper ?? '',
      aliases: grade.aliases,
      formerNames: grade.formerNames,
      materialNumbers: grade.materialNumbers,
      processes: grade.processes ?? [],
      heatTreatmentZh: grade.heatTreatment?.zh ?? null,
      heatTreatmentEn: grade.heatTreatment?.en ?? null,
      usesZh: grade.uses?.zh ?? null,
      usesEn: grade.uses?.en ?? null,
      corrections: grade.corrections,
      ...derivedColumns(grade),
      updatedAt: new Date(),
    };
  });
  const gradeRows = await tx
    .insert(materialGrades)
    .values(gradeValues)
    .onConflictDoUpdate({
      target: [materialGrades.standardId, materialGrades.name, materialGrades.temper],
      set: Object.fromEntries(
        Object.keys(gradeValues[0]).map((key) => [key, sql.raw(`excluded.${columnName(key)}`)]),
      ),
    })
    .returning({ id: materialGrades.id, name: materialGrades.name, temper: materialGrades.temper });
  const idOf = new Map(gradeRows.map((row) => [`${row.name}\n${row.temper}`, row.id]));
  const gradeIds = gradeValues.map((grade) => idOf.get(`${grade.name}\n${grade.temper}`)!);

  // Grades no longer in the file go; the kept ones get their values afresh.
  await tx.delete(materialGrades).where(and(eq(materialGrades.standardId, standardId), notInArray(materialGrades.id, gradeIds)));
  for (const table of [materialCompositions, materialMechanical, materialPhysical, materialEquivalents]) {
    await tx.delete(table).where(inArray(table.gradeId, gradeIds));
  }

  await insertMany(
    tx,
    materialCompositions,
    data.grades.flatMap((grade, index) =>
      grade.composition.map((row, sort) => ({
        gradeId: gradeIds[index],
        el: row.el,
        min: row.min ?? null,
        max: row.max ?? null,
        typical: row.typical ?? null,
        note: row.note ?? null,
        ...compositionBounds(row),
        sort,
        sourceId: source(row.ref),
      })),
    ),
  );
  await insertMany(
    tx,
    materialMechanical,
    data.grades.flatMap((grade, index) =>
      grade.mechanical.map(({ ref, thickness, ...row }, sort) => ({
        ...row,
        gradeId: gradeIds[index],
        thicknessFrom: thickness?.[0] ?? null,
        thicknessTo: thickness?.[1] ?? null,
        sort,
        sourceId: source(ref),
      })),
    ),
  );
  await insertMany(
    tx,
    materialPhysical,
    data.grades.flatMap((grade, index) =>
      grade.physical.map((row) => ({ gradeId: gradeIds[index], property: row.property, value: row.value, sourceId: source(row.ref, row.source?.code) })),
    ),
  );
  await insertMany(
    tx,
    materialEquivalents,
    data.grades.flatMap((grade, index) =>
      grade.equivalents.map((row) => ({ gradeId: gradeIds[index], standard: row.standard, grade: row.grade, sourceId: source(row.ref) })),
    ),
  );
  await tx.delete(valueSources).where(and(eq(valueSources.standardId, standardId), notInArray(sql`${valueSources.code} || chr(10) || ${valueSources.ref}`, keys)));
}

async function upsertCategory(tx: Executor, type: string, category: { zh: string; en: string }): Promise<number> {
  const [row] = await tx
    .insert(materialCategories)
    .values({ type, zh: category.zh, en: category.en, keyZh: searchKey(category.zh), keyEn: searchKey(category.en) })
    .onConflictDoUpdate({
      target: [materialCategories.type, materialCategories.zh, materialCategories.en],
      set: { keyZh: searchKey(category.zh), keyEn: searchKey(category.en) },
    })
    .returning({ id: materialCategories.id });
  return row.id;
}

/** The SQL name of a grade column, for `excluded.<column>` in the upsert. */
function columnName(key: string): string {
  const column = (materialGrades as unknown as Record<string, { name: string }>)[key];
  return column.name;
}
