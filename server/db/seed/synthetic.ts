import { sql } from 'drizzle-orm';
import type { MaterialType } from '@contract';
import { COUNTRIES } from '@contract';
import type { Db } from '../client';
import { searchKey } from '../../lib/searchKey';
import { compositionBounds, compositionSummary, elementBounds, propertyValues, searchColumns, type CompositionRow, type MechanicalRow } from './catalogue/derive';

/**
 * Generated grades for measuring the search at scale (`npm run seed:synthetic -- 100000`), never demo or
 * catalogue data: their standards have origin 'synthetic' and codes "SYNTH-…", their grades `synthetic`.
 * Names, compositions and properties follow the shapes of real designations (GB, EN, JIS, SAE, AWS, EN AW)
 * and realistic ranges, with the categories of the real catalogue, so the search plans measured on them are
 * the plans real data would get. A fixed seed makes every run generate the same grades.
 */
const GRADES_PER_STANDARD = 50;
const BATCH = 5000;
const TYPE_SHARE: [MaterialType, number][] = [
  ['steel', 0.7],
  ['welding', 0.15],
  ['aluminium', 0.15],
];

/** mulberry32: small, fast, deterministic. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)];
  const round = (value: number, digits: number) => Number(value.toFixed(digits));
  const between = (min: number, max: number, digits = 2) => round(min + next() * (max - min), digits);
  return { next, int, pick, between, chance: (p: number) => next() < p };
}
type Random = ReturnType<typeof generator>;

const ALLOYING = ['Cr', 'Ni', 'Mo', 'V', 'Ti', 'Nb', 'B', 'W', 'Cu', 'Al', 'N'] as const;
const EN_QUALITY = ['JR', 'J0', 'J2', 'K2', 'N', 'NL', 'M', 'ML', 'Q', 'QL', 'W', 'J2W'];
const GB_SUFFIX = ['', '', '', 'NH', 'GJ', 'R', 'L', 'ME', 'q'];
const AL_TEMPERS = ['O', 'H111', 'H12', 'H14', 'H16', 'H18', 'H22', 'H24', 'H32', 'H34', 'H116', 'T3', 'T351', 'T4', 'T451', 'T5', 'T6', 'T651', 'T73', 'T7351'];

function steelName(r: Random): { name: string; aliases: string[]; numbers: string[] } {
  switch (r.int(0, 6)) {
    case 0:
      return { name: `Q${r.int(39, 220) * 5}${r.pick(['A', 'B', 'C', 'D', 'E', 'F'])}${r.pick(GB_SUFFIX)}`, aliases: [], numbers: r.chance(0.5) ? [`U${r.int(10000, 99999)}`] : [] };
    case 1:
      return { name: `S${r.int(47, 192) * 5}${r.pick(EN_QUALITY)}`, aliases: [], numbers: [`1.${r.int(1000, 9999)}`] };
    case 2: {
      const elements = Array.from({ length: r.int(1, 4) }, () => r.pick(ALLOYING.slice(0, 8))).filter((el, index, all) => all.indexOf(el) === index);
      return { name: `${r.int(1, 65)}${elements.join('')}${r.chance(0.5) ? r.int(1, 20) : ''}`, aliases: r.chance(0.3) ? [`${r.int(1, 6)}${elements.join('')}`] : [], numbers: r.chance(0.6) ? [`A${r.int(10000, 99999)}`] : [] };
    }
    case 3:
      return { name: `${r.pick(['10', '11', '12', '13', '15', '40', '41', '43', '46', '48', '51', '52', '61', '86', '87', '92', '93'])}${String(r.int(5, 99)).padStart(2, '0')}${r.pick(['', '', 'H', 'L', 'B'])}`, aliases: [], numbers: [`G${r.int(10000, 99999)}`] };
    case 4:
      return { name: `${r.pick(['S', 'SCM', 'SCr', 'SNCM', 'SUS', 'SUH', 'SS', 'SM'])}${r.int(10, 999)}${r.pick(['', '', 'C', 'L', 'J1', 'A', 'B'])}`, aliases: [], numbers: [] };
    case 5: {
      const elements = Array.from({ length: r.int(2, 3) }, () => r.pick(ALLOYING)).filter((el, index, all) => all.indexOf(el) === index);
      return { name: `X${r.int(2, 120)}${elements.join('')}${r.int(10, 30)}-${r.int(1, 15)}`, aliases: [], numbers: [`1.${r.int(4000, 4999)}`, `S${r.int(10000, 99999)}`] };
    }
    default: {
      const elements = Array.from({ length: r.int(2, 4) }, () => r.pick(ALLOYING.slice(1))).filter((el, index, all) => all.indexOf(el) === index);
      return { name: `${String(r.int(1, 120)).padStart(2, '0')}Cr${r.int(11, 30)}${elements.join('')}${r.int(1, 20)}`, aliases: [`${r.int(0, 3)}Cr${r.int(11, 30)}${elements.join('')}`], numbers: [`S${r.int(10000, 99999)}`] };
    }
  }
}

function weldingName(r: Random): { name: string; aliases: string[]; numbers: string[] } {
  switch (r.int(0, 3)) {
    case 0:
      return { name: `E${r.pick([43, 50, 55, 57, 60, 62, 69, 70, 80, 90, 100, 110])}${String(r.pick([1, 3, 10, 11, 13, 15, 16, 18, 20, 24, 27, 28, 48])).padStart(2, '0')}${r.pick(['', '', '-A1', '-B2', '-B3', '-C1', '-C3', '-G', '-P1', '-1CM', '-N2'])}`, aliases: [], numbers: r.chance(0.4) ? [`W${r.int(10000, 99999)}`] : [] };
    case 1:
      return { name: `ER${r.pick([48, 50, 55, 62, 70, 80, 90, 100, 110, 120])}S-${r.pick(['1', '2', '3', '4', '6', '7', 'G', 'B2', 'B3', 'Ni1', 'Ni2', 'D2', 'A1'])}`, aliases: [], numbers: r.chance(0.6) ? [`K${r.int(10000, 99999)}`] : [] };
    case 2:
      return { name: `ER${r.pick([307, 308, 309, 310, 312, 316, 317, 318, 320, 330, 347, 385, 409, 410, 430, 630, 2209, 2594])}${r.pick(['', 'L', 'H', 'LSi', 'Si', 'LMo', 'Nb'])}`, aliases: [], numbers: [`S${r.int(10000, 99999)}`] };
    default:
      return { name: `E${r.pick([70, 71, 80, 81, 90, 91, 491, 551])}T${r.pick(['', '5', '1'])}-${r.int(1, 14)}${r.pick(['C', 'M', ''])}`, aliases: [], numbers: [] };
  }
}

function aluminiumName(r: Random): { name: string; aliases: string[]; numbers: string[]; temper: string } {
  const temper = r.pick(AL_TEMPERS);
  const series = r.int(1, 7);
  const alloy = `${series}${String(r.int(0, 999)).padStart(3, '0')}${r.pick(['', '', '', 'A'])}`;
  switch (r.int(0, 2)) {
    case 0:
      return { name: `${alloy}-${temper}`, aliases: [], numbers: [`A9${alloy.slice(0, 4)}`], temper };
    case 1:
      return { name: `EN AW-${alloy}-${temper}`, aliases: [], numbers: [`A9${alloy.slice(0, 4)}`], temper };
    default:
      return { name: `${series}A${String(r.int(1, 99)).padStart(2, '0')}-${temper}`, aliases: [`L${r.pick(['Y', 'F', 'D', 'C'])}${r.int(1, 20)}`], numbers: [], temper };
  }
}

function range(r: Random, el: string, low: number, high: number, digits: number): CompositionRow {
  const min = r.between(low, high, digits);
  const max = r.between(min, Math.max(min, high) * 1.25 + 10 ** -digits, digits);
  return { el: el as CompositionRow['el'], min, max: Math.max(min, max), ref: 'Table 1' };
}
const atMost = (r: Random, el: string, low: number, high: number, digits = 3): CompositionRow => ({
  el: el as CompositionRow['el'],
  max: r.between(low, high, digits),
  ref: 'Table 1',
});

function composition(r: Random, type: MaterialType): CompositionRow[] {
  if (type === 'aluminium') {
    const rows = [atMost(r, 'Si', 0.1, 1.2), atMost(r, 'Fe', 0.2, 0.8), range(r, 'Cu', 0, 5, 2), range(r, 'Mn', 0, 1.5, 2), range(r, 'Mg', 0, 5.5, 2)];
    if (r.chance(0.4)) rows.push(range(r, 'Zn', 0, 8, 2));
    if (r.chance(0.3)) rows.push(range(r, 'Cr', 0.04, 0.35, 2));
    rows.push(atMost(r, 'Ti', 0.03, 0.15, 2), { el: 'Al', note: 'balance', ref: 'Table 1' });
    return rows;
  }
  const rows = [
    type === 'welding' ? atMost(r, 'C', 0.02, 0.15) : r.chance(0.5) ? range(r, 'C', 0.02, 0.6, 2) : atMost(r, 'C', 0.02, 1.2, 2),
    atMost(r, 'Si', 0.3, 1.0, 2),
    r.chance(0.4) ? range(r, 'Mn', 0.3, 1.6, 2) : atMost(r, 'Mn', 0.6, 2.0, 2),
    atMost(r, 'P', 0.02, 0.045),
    atMost(r, 'S', 0.005, 0.045),
  ];
  const stainless = type === 'welding' ? r.chance(0.35) : r.chance(0.25);
  if (stainless) rows.push(range(r, 'Cr', 11, 26, 1), range(r, 'Ni', 0.5, 22, 1));
  for (const el of ['Mo', 'V', 'Ti', 'Nb', 'Cu', 'N', 'B'] as const) {
    if (r.chance(el === 'Mo' ? 0.35 : 0.15)) rows.push(el === 'B' || el === 'N' ? atMost(r, el, 0.001, 0.03, 4) : range(r, el, 0.01, el === 'Mo' ? 3 : 0.5, 2));
  }
  if (!stainless && r.chance(0.3)) rows.push(range(r, 'Cr', 0.3, 2.5, 2));
  return rows;
}

function mechanical(r: Random, type: MaterialType): MechanicalRow[] {
  if (type === 'welding') {
    const yieldMin = r.int(33, 100) * 10;
    return [{ condition: r.pick(['as-welded', 'PWHT 620 °C']), yieldMin, tensileMin: yieldMin + r.int(6, 20) * 10, elongationMin: r.int(14, 30), impactEnergyMin: r.pick([27, 27, 34, 47]), impactTempC: r.pick([20, 0, -20, -30, -40, -50]), impactSpecimen: 'KV2', ref: 'Table 2' }];
  }
  if (type === 'aluminium') {
    if (r.chance(0.15)) return [];
    const yieldMin = r.int(3, 55) * 10;
    return [{ condition: 'as delivered', thickness: [0.5, r.pick([3, 6, 12.5, 40])], yieldMin, yieldKind: 'Rp0.2', tensileMin: yieldMin + r.int(2, 12) * 10, elongationMin: r.int(2, 25), elongationGauge: 'A50mm', ref: 'Table 3' }];
  }
  if (r.chance(0.1)) return [];
  const base = r.int(18, 110) * 10;
  const bands: [number, number | null][] = [[0, 16], [16, 40], [40, 63], [63, 100], [100, null]];
  return bands.slice(0, r.int(1, 5)).map((thickness, index) => {
    const yieldMin = base - index * 10;
    const row: MechanicalRow = { condition: r.pick(['as-rolled', '+N', '+QT', 'annealed', 'thermomechanical']), thickness, yieldMin, yieldKind: 'ReH', tensileMin: yieldMin + r.int(10, 30) * 10, elongationMin: r.int(8, 40), elongationGauge: 'A', ref: 'Table 2' };
    if (r.chance(0.4)) Object.assign(row, { impactEnergyMin: r.pick([27, 34, 40, 47]), impactTempC: r.pick([20, 0, -20, -40]), impactSpecimen: 'KV2' });
    if (r.chance(0.2)) Object.assign(row, { hardnessMax: r.int(120, 320), hardnessScale: 'HBW' });
    return row;
  });
}

function pickType(r: Random): MaterialType {
  let roll = r.next();
  for (const [type, share] of TYPE_SHARE) {
    roll -= share;
    if (roll < 0) return type;
  }
  return 'steel';
}

/** Adds `count` synthetic grades (in standards of 50); returns how many exist afterwards. */
export async function seedSynthetic(db: Db, count: number, options: { seed?: number; onProgress?: (done: number) => void } = {}): Promise<number> {
  const categories = await db.execute<{ id: number; type: MaterialType; zh: string; en: string }>(sql`
    select c.id, c.type, c.zh, c.en from material_categories c
     where exists (select 1 from material_grades g where g.category_id = c.id and not g.synthetic)`);
  const categoriesOf = (type: MaterialType) => categories.rows.filter((row) => row.type === type);
  if (TYPE_SHARE.some(([type]) => categoriesOf(type).length === 0)) throw new Error('Load the catalogue first (it gives the categories).');
  const [{ start }] = (await db.execute<{ start: number }>(sql`select count(*)::int as start from material_standards where origin = 'synthetic'`)).rows;
  const r = generator((options.seed ?? 20261122) + start);

  for (let done = 0; done < count; done += BATCH) {
    const size = Math.min(BATCH, count - done);
    await db.transaction(async (tx) => {
      const standards = [];
      const grades = [];
      const compositions = [];
      const mechanicals = [];
      for (let index = 0; index < size; index += GRADES_PER_STANDARD) {
        const type = pickType(r);
        const category = r.pick(categoriesOf(type));
        const number = `SYNTH ${start + (done + index) / GRADES_PER_STANDARD + 1}`;
        const year = r.int(1995, 2024);
        const code = `${number.replace(' ', '-')}-${year}`;
        standards.push({
          code, number, year, country: r.pick(COUNTRIES), body: 'SYNTH',
          title_zh: `合成测试标准(${category.zh})`, title_en: `Synthetic test standard (${category.en})`,
          number_key: searchKey(number), code_key: searchKey(code),
          title_key_zh: searchKey(`合成测试标准${category.zh}`), title_key_en: searchKey(`Synthetic test standard ${category.en}`),
        });
        const names = new Set<string>();
        for (let g = 0; g < Math.min(GRADES_PER_STANDARD, size - index); g++) {
          const named = type === 'steel' ? { ...steelName(r), temper: '' } : type === 'welding' ? { ...weldingName(r), temper: '' } : aluminiumName(r);
          let name = named.name;
          while (names.has(name)) name = `${named.name}-${r.int(2, 99)}`;
          names.add(name);
          const comp = composition(r, type);
          const mech = mechanical(r, type);
          const gradeCategory = r.chance(0.8) ? category : r.pick(categoriesOf(type));
          grades.push({
            code, type, category_id: gradeCategory.id, name, temper: named.temper, aliases: named.aliases, material_numbers: named.numbers,
            ...snake(searchColumns({ name, aliases: named.aliases, materialNumbers: named.numbers, temper: named.temper })),
            composition_summary: compositionSummary(comp),
            element_bounds: elementBounds(comp),
            ...snake(propertyValues(mech)),
          });
          compositions.push(comp.map((row, sort) => ({ el: row.el, min: row.min ?? null, max: row.max ?? null, note: row.note ?? null, ...compositionBounds(row), sort })));
          mechanicals.push(
            mech.map(({ thickness, ...row }, sort) => ({ ...snake(row), thickness_from: thickness?.[0] ?? null, thickness_to: thickness?.[1] ?? null, sort })),
          );
        }
      }
      await insertBatch(tx, standards, grades, compositions, mechanicals);
    });
    options.onProgress?.(done + size);
  }
  await db.execute(sql`analyze material_standards, material_categories, material_grades, material_compositions, material_mechanical, value_sources`);
  const [{ total }] = (await db.execute<{ total: number }>(sql`select count(*)::int as total from material_grades where synthetic`)).rows;
  return total;
}

const snake = (values: object) =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`), value]));

/** One batch through jsonb_to_recordset: a single parameter per table, whatever the number of rows. */
async function insertBatch(
  tx: Pick<Db, 'execute'>,
  standards: object[],
  grades: (Record<string, unknown> & { code: string })[],
  compositions: object[][],
  mechanicals: object[][],
) {
  await tx.execute(sql`
    insert into material_standards (code, number, year, country, body, title_zh, title_en, number_key, code_key, title_key_zh, title_key_en, origin)
    select code, number, year, country, body, title_zh, title_en, number_key, code_key, title_key_zh, title_key_en, 'synthetic'
      from jsonb_to_recordset(${JSON.stringify(standards)}::jsonb) as x(code text, number text, year int, country text, body text,
           title_zh text, title_en text, number_key text, code_key text, title_key_zh text, title_key_en text)`);
  await tx.execute(sql`
    insert into value_sources (code, ref, standard_id)
    select s.code, ref, s.id from material_standards s cross join unnest(array['Table 1', 'Table 2', 'Table 3']) as ref
     where s.code = any(${sql.param(standards.map((standard) => (standard as { code: string }).code))}::text[])`);
  const ids = await tx.execute<{ id: number }>(sql`select nextval('material_grades_id_seq')::int as id from generate_series(1, ${grades.length})`);
  const withIds = grades.map((grade, index) => ({ ...grade, id: ids.rows[index].id }));
  await tx.execute(sql`
    insert into material_grades (id, type, standard_id, category_id, name, temper, aliases, material_numbers, synthetic, name_key, search_keys,
           trgm_text, composition_summary, element_bounds, yield_min, tensile_min, elongation_min, hardness_hb, impact_min)
    select x.id, x.type, s.id, x.category_id, x.name, x.temper, x.aliases, x.material_numbers, true, x.name_key, x.search_keys,
           x.trgm_text, x.composition_summary, x.element_bounds, x.yield_min, x.tensile_min, x.elongation_min, x.hardness_hb, x.impact_min
      from jsonb_to_recordset(${JSON.stringify(withIds)}::jsonb) as x(id int, code text, type text, category_id int, name text, temper text,
           aliases text[], material_numbers text[], name_key text, search_keys text[], trgm_text text, composition_summary text,
           element_bounds jsonb, yield_min float8, tensile_min float8, elongation_min float8, hardness_hb float8, impact_min float8)
      join material_standards s on s.code = x.code`);
  const compositionRows = withIds.flatMap((grade, index) => compositions[index].map((row) => ({ ...row, grade_id: grade.id, code: grade.code })));
  await tx.execute(sql`
    insert into material_compositions (grade_id, el, min, max, note, lo, hi, sort, source_id)
    select x.grade_id, x.el, x.min, x.max, x.note, x.lo, x.hi, x.sort, v.id
      from jsonb_to_recordset(${JSON.stringify(compositionRows)}::jsonb) as x(grade_id int, code text, el text, min float8, max float8,
           note text, lo float8, hi float8, sort int)
      join value_sources v on v.code = x.code and v.ref = 'Table 1'`);
  const mechanicalRows = withIds.flatMap((grade, index) =>
    mechanicals[index].map((row) => ({ ...row, grade_id: grade.id, code: grade.code })),
  );
  await tx.execute(sql`
    insert into material_mechanical (grade_id, condition, thickness_from, thickness_to, yield_min, yield_kind, tensile_min, elongation_min,
           elongation_gauge, hardness_max, hardness_scale, impact_energy_min, impact_temp_c, impact_specimen, sort, source_id)
    select x.grade_id, x.condition, x.thickness_from, x.thickness_to, x.yield_min, x.yield_kind, x.tensile_min, x.elongation_min,
           x.elongation_gauge, x.hardness_max, x.hardness_scale, x.impact_energy_min, x.impact_temp_c, x.impact_specimen, x.sort, v.id
      from jsonb_to_recordset(${JSON.stringify(mechanicalRows)}::jsonb) as x(grade_id int, code text, ref text, condition text,
           thickness_from float8, thickness_to float8, yield_min float8, yield_kind text, tensile_min float8, elongation_min float8,
           elongation_gauge text, hardness_max float8, hardness_scale text, impact_energy_min float8, impact_temp_c float8,
           impact_specimen text, sort int)
      join value_sources v on v.code = x.code and v.ref = x.ref`);
}

/** Removes every synthetic standard with its grades and their values (set by set: faster than cascading row by row). */
export async function removeSynthetic(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    for (const table of ['material_compositions', 'material_mechanical', 'material_physical', 'material_equivalents']) {
      await tx.execute(sql`delete from ${sql.raw(table)} x using material_grades g where g.id = x.grade_id and g.synthetic`);
    }
    await tx.execute(sql`delete from material_grades where synthetic`);
    const result = await tx.execute(sql`delete from material_standards where origin = 'synthetic'`);
    return result.rowCount ?? 0;
  });
}
