// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { MatchProcess } from '@contract';
import { baseFamily, consumableFamily } from './families';
import { recommendConsumables } from './recommend';
import type { MatchableGrade } from '../types';
import { catalogueGrades, gradeOf } from '../testCatalogue';

const consumables = catalogueGrades().filter((grade) => grade.type === 'welding');

function recommend(bases: MatchableGrade[], limit = 50) {
  return recommendConsumables(bases, consumables, { limit });
}
const forProcess = (result: ReturnType<typeof recommend>, process: MatchProcess) => result.processes.find((item) => item.process === process)!;
const names = (result: ReturnType<typeof recommend>, process: MatchProcess) => forProcess(result, process).consumables.map((item) => item.grade.name);
const codes = (notes: { code: string }[]) => notes.map((note) => note.code);

describe('welding consumables for a base metal', () => {
  it('304L: ER308L first for GTAW and GMAW, E308L-16 for SMAW', () => {
    const result = recommend([gradeOf('ASTM A240', '304L')]);
    expect(result.families.primary).toEqual(['308']);
    expect(names(result, 'GTAW')[0]).toBe('ER308L');
    expect(names(result, 'GMAW')[0]).toBe('ER308L');
    // Higher-carbon 308 wires come after the low-carbon ones, with a warning.
    const er308 = forProcess(result, 'GTAW').consumables.find((item) => item.grade.name === 'ER308')!;
    expect(codes(er308.warnings)).toContain('higherCarbonFiller');
    expect(names(result, 'GTAW').indexOf('ER308')).toBeGreaterThan(names(result, 'GTAW').indexOf('ER308LSi'));
    expect(names(result, 'SMAW')[0]).toBe('E308L-16');
  });

  it('316L and its equivalents: ER316L first', () => {
    for (const base of [gradeOf('ASTM A240', '316L'), gradeOf('GB/T 20878', '022Cr17Ni12Mo2'), gradeOf('EN 10088-2', 'X2CrNiMo17-12-2')]) {
      const result = recommend([base]);
      expect(names(result, 'GTAW')[0]).toBe('ER316L');
      expect(names(result, 'GMAW')[0]).toBe('ER316L');
    }
  });

  it('321 and 347: the Nb-stabilised ER347', () => {
    expect(names(recommend([gradeOf('ASTM A240', '321')]), 'GTAW')[0]).toBe('ER347');
    expect(names(recommend([gradeOf('JIS G 4303', 'SUS347')]), 'GTAW')[0]).toBe('ER347');
  });

  it('duplex 2205: ER2209', () => {
    expect(names(recommend([gradeOf('ASTM A240', '2205')]), 'GTAW')[0]).toBe('ER2209');
  });

  it('Q355B: only consumables whose deposit reaches its minimum tensile strength (470 MPa)', () => {
    const result = recommend([gradeOf('GB/T 1591', 'Q355B')]);
    expect(result.bases[0].tensileMin).toBe(470);
    const all = result.processes.flatMap((process) => process.consumables);
    expect(all.length).toBeGreaterThan(10);
    for (const item of all) expect(item.deposit!.tensileMin).toBeGreaterThanOrEqual(470);
    expect(names(result, 'GMAW')).toEqual(expect.arrayContaining(['ER70S-6', 'G49A3C1S6']));
    expect(names(result, 'SMAW')).toEqual(expect.arrayContaining(['E5015', 'E7018']));
    // The 420 MPa electrodes are left out.
    expect(names(result, 'SMAW')).not.toContain('E4315');
    expect(gradeOf('GB/T 8110', 'G49A3C1S6').aliases).toContain('ER50-6');
  });

  it('Q355D (27 J at −20 °C): warns for every consumable tested warmer than −20 °C or not at all', () => {
    const result = recommend([gradeOf('GB/T 1591', 'Q355D')]);
    expect(result.bases[0].impact).toMatchObject({ tempC: -20 });
    const all = result.processes.flatMap((process) => process.consumables);
    const impactWarning = (item: (typeof all)[number]) => codes(item.warnings).filter((code) => code === 'impactMissing' || code === 'impactTempHigher');
    for (const item of all) {
      const tempC = item.deposit?.impactTempC ?? null;
      if (tempC === null) expect(impactWarning(item)).toEqual(['impactMissing']);
      else if (tempC > -20) expect(impactWarning(item)).toEqual(['impactTempHigher']);
      else expect(impactWarning(item)).toEqual([]);
    }
    expect(all.some((item) => impactWarning(item).length)).toBe(true);
    // Consumables that meet the toughness rank above those that may not.
    const smaw = forProcess(result, 'SMAW').consumables;
    const firstWarned = smaw.findIndex((item) => impactWarning(item).length);
    expect(firstWarned === -1 || smaw.slice(0, firstWarned).every((item) => item.deposit!.impactTempC! <= -20)).toBe(true);
    expect(smaw[0].deposit!.impactTempC).toBeLessThanOrEqual(-20);
  });

  it('42CrMo and 4140: Cr-Mo consumables, with preheat and PWHT to consider', () => {
    for (const base of [gradeOf('GB/T 3077', '42CrMo'), gradeOf('SAE J404', '4140')]) {
      const result = recommend([base]);
      expect(codes(result.notes)).toEqual(expect.arrayContaining(['preheatAndPwht', 'crMoConsumables']));
      expect(forProcess(result, 'SMAW').consumables[0].family).toBe('crMo1');
      expect(forProcess(result, 'GMAW').consumables[0].family).toBe('crMo1');
      expect(names(result, 'GMAW').slice(0, 3)).toContain('ER80S-B2');
    }
    // 42CrMo's Q+T strength (1080 MPa) is above every Cr-Mo deposit: shown, with a warning.
    const quenched = recommend([gradeOf('GB/T 3077', '42CrMo')]);
    expect(codes(forProcess(quenched, 'SMAW').consumables[0].warnings)).toContain('strengthBelowBase');
    // 4140 publishes no properties: its strength is unknown.
    expect(codes(recommend([gradeOf('SAE J404', '4140')]).notes)).toContain('baseStrengthUnknown');
  });

  it('an aluminium alloy: no filler family in the catalogue', () => {
    const result = recommend([gradeOf('GB/T 3880.2', '6061-T6')]);
    expect(codes(result.notes)).toContain('noFamilyRule');
    expect(result.processes.every((process) => process.consumables.length === 0)).toBe(true);
  });
});

describe('welding consumables for a joint of two base metals', () => {
  it('carbon steel to austenitic stainless: ER309L first', () => {
    for (const stainless of [gradeOf('GB/T 20878', '06Cr19Ni10'), gradeOf('ASTM A240', '304')]) {
      const result = recommend([gradeOf('GB/T 700', 'Q235B'), stainless]);
      expect(result.families.primary).toEqual(['309']);
      expect(names(result, 'GTAW')[0]).toBe('ER309L');
      expect(names(result, 'GMAW')[0]).toBe('ER309L');
      expect(codes(forProcess(result, 'GTAW').consumables[0].reasons)).toContain('dissimilarJoint');
    }
  });

  it('two carbon steels: as strong as the weaker, as tough as the colder', () => {
    const result = recommend([gradeOf('GB/T 700', 'Q235B'), gradeOf('GB/T 1591', 'Q355D')]);
    const all = result.processes.flatMap((process) => process.consumables);
    expect(all.some((item) => item.deposit!.tensileMin! < 470)).toBe(true);
    for (const item of all) expect(item.deposit!.tensileMin).toBeGreaterThanOrEqual(370);
    expect(forProcess(result, 'SMAW').consumables[0].deposit!.impactTempC).toBeLessThanOrEqual(-20);
  });

  it('304 to 316L: the 308 and 316 families, low-carbon wires first', () => {
    const result = recommend([gradeOf('ASTM A240', '304'), gradeOf('ASTM A240', '316L')]);
    expect(result.families.primary).toEqual(['308', '316']);
    expect(names(result, 'GTAW').slice(0, 4).sort()).toEqual(['ER308L', 'ER308LSi', 'ER316L', 'ER316LSi']);
  });
});

describe('welding families', () => {
  it('puts every catalogue consumable in a family, stainless wires by their AWS number', () => {
    const family = (name: string) => consumableFamily(consumables.find((grade) => grade.name === name)!).family;
    expect([family('ER308L'), family('ER309L'), family('ER316L'), family('ER347'), family('ER2209'), family('ER2594')]).toEqual(['308', '309', '316', '347', '2209', '2594']);
    expect([family('E7018'), family('ER70S-6'), family('E8018-B2'), family('E9018-B3'), family('E8018-C1')]).toEqual(['carbon', 'carbon', 'crMo1', 'crMo2', 'ni']);
  });

  it('reads the base metal family from its composition and stainless category', () => {
    const family = (standard: string, name: string) => baseFamily(gradeOf(standard, name));
    expect(family('ASTM A240', '304L')).toMatchObject({ kind: 'austenitic', primary: ['308'], lowCarbon: true });
    expect(family('ASTM A240', '430')).toMatchObject({ kind: 'ferritic', primary: ['430'] });
    expect(family('ASTM A240', '410')).toMatchObject({ kind: 'martensitic', primary: ['410'], hardenable: true });
    expect(family('GB/T 700', 'Q235B')).toMatchObject({ kind: 'carbon', primary: ['carbon'] });
    expect(family('ASTM A240', '904L').primary).toEqual([]);
  });
});
