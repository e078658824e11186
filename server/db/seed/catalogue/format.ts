import { z } from 'zod';

/**
 * The format of the materials catalogue files (server/db/seed/catalogue/<type>/<standard>.json): one file per
 * standard (or data set), every value with the table or clause it comes from. Values are the standard's
 * own; where a standard gives no value, the field is left out (never estimated). `npm run catalogue:check`
 * validates every file against this schema and the integrity rules below.
 */
export const ELEMENTS = [
  'C', 'Si', 'Mn', 'P', 'S', 'Cr', 'Ni', 'Mo', 'V', 'Nb', 'Ti', 'Cu', 'Al', 'N', 'B', 'W', 'Co', 'Zr', 'Mg',
  'Zn', 'Fe', 'Pb', 'Sn', 'Bi', 'Ca', 'Ce', 'Ag', 'Li', 'Be', 'Ga', 'Sc', 'Se', 'Ta', 'Sb', 'As', 'Te', 'O', 'H',
  // Sums some standards limit together: Nb+V+Ti, Cr+Mo+Ni, Mn+Cr, Zr+Ti, "others each" and "others total".
  'Nb+V+Ti', 'Cr+Mo+Ni', 'Cr+Ni+Mo+Cu', 'Mn+Cr', 'Zr+Ti', 'Cr+Mn', 'Nb+Ta', 'CEV', 'OthersEach', 'OthersTotal',
] as const;

const bilingual = z.object({ zh: z.string().min(1), en: z.string().min(1) }).strict();
const nonNegative = z.number().min(0);
/** Where a value comes from inside its file's source: a table or clause, e.g. "Table 1" or "7.2". */
const ref = z.string().min(1).max(60);

export const compositionRow = z
  .object({
    el: z.enum(ELEMENTS),
    min: nonNegative.optional(),
    max: nonNegative.optional(),
    /** A typical value, for data sets or deposited metal where the source gives one. */
    typical: nonNegative.optional(),
    /** e.g. "≥5×C" or "balance": a rule the standard states that is not a plain range. */
    note: z.string().max(60).optional(),
    ref,
  })
  .strict()
  .refine((row) => row.min !== undefined || row.max !== undefined || row.typical !== undefined || row.note, 'empty row')
  .refine((row) => row.min === undefined || row.max === undefined || row.min <= row.max, 'min > max');

/** Mechanical properties for one condition and thickness (or diameter) band. Strength in MPa, energy in J. */
export const mechanicalRow = z
  .object({
    /** Delivery or test condition, e.g. "as-rolled", "normalized", "Q+T", "annealed", "T6", "as-welded". */
    condition: z.string().min(1).max(40),
    /** Thickness or diameter band in mm, [from, to]; to = null means "and above". Left out when not banded. */
    thickness: z.tuple([nonNegative, nonNegative.nullable()]).optional(),
    /** Test direction where the standard distinguishes it: "L" longitudinal, "T" transverse. */
    direction: z.enum(['L', 'T']).optional(),
    yieldMin: nonNegative.optional(),
    yieldMax: nonNegative.optional(),
    /** Which yield the standard specifies: ReH, Rp0.2 ... */
    yieldKind: z.string().max(12).optional(),
    tensileMin: nonNegative.optional(),
    tensileMax: nonNegative.optional(),
    tensileTypical: nonNegative.optional(),
    yieldTypical: nonNegative.optional(),
    elongationMin: nonNegative.optional(),
    elongationTypical: nonNegative.optional(),
    /** Gauge of elongation: "A" (5.65√S0), "A50mm", "A80mm", "4D" ... */
    elongationGauge: z.string().max(12).optional(),
    reductionOfAreaMin: nonNegative.optional(),
    hardnessMax: nonNegative.optional(),
    hardnessMin: nonNegative.optional(),
    hardnessScale: z.enum(['HBW', 'HB', 'HRC', 'HRB', 'HV']).optional(),
    impactEnergyMin: nonNegative.optional(),
    impactTempC: z.number().min(-273).max(1000).optional(),
    /** Impact test specimen: "KV2", "KU2", "KV8" ... */
    impactSpecimen: z.string().max(8).optional(),
    ref,
  })
  .strict()
  .refine((row) => row.yieldMin === undefined || row.yieldMax === undefined || row.yieldMin <= row.yieldMax, 'yield min > max')
  .refine((row) => row.tensileMin === undefined || row.tensileMax === undefined || row.tensileMin <= row.tensileMax, 'tensile min > max')
  .refine((row) => row.hardnessMin === undefined || row.hardnessMax === undefined || row.hardnessMin <= row.hardnessMax, 'hardness min > max')
  .refine((row) => !row.thickness || row.thickness[1] === null || row.thickness[0] < row.thickness[1], 'thickness band')
  .refine((row) => (row.impactEnergyMin === undefined) === (row.impactTempC === undefined), 'impact energy needs its temperature');

/** Physical properties (typical, at 20 °C unless the source says otherwise). */
const physicalRow = z
  .object({
    property: z.enum([
      'density', // g/cm³
      'elasticModulus', // GPa
      'thermalConductivity', // W/(m·K)
      'thermalExpansion', // 10⁻⁶/K (20–100 °C)
      'specificHeat', // J/(kg·K)
      'electricalResistivity', // Ω·mm²/m
      'meltingRangeLow', // °C
      'meltingRangeHigh', // °C
    ]),
    value: z.number(),
    ref,
    /**
     * The reference that gives the value when it is not the file's standard: product standards of aluminium
     * give no physical properties, the Aluminum Association's "Aluminum Standards and Data" gives typical ones.
     */
    source: z.object({ code: z.string().min(1).max(80) }).strict().optional(),
  })
  .strict();

/**
 * Where a physical value is believable (typical values of steels, stainless steels, aluminium alloys and
 * welding consumables at 20 °C, in the units above): `npm run catalogue:check` reports one outside.
 */
export const PHYSICAL_RANGES: Record<z.infer<typeof physicalRow>['property'], [number, number]> = {
  density: [2.5, 9],
  elasticModulus: [60, 230],
  thermalConductivity: [10, 240],
  thermalExpansion: [9, 26],
  specificHeat: [400, 1000],
  electricalResistivity: [0.025, 1.2],
  meltingRangeLow: [450, 1550],
  meltingRangeHigh: [550, 1550],
};

export const grade = z
  .object({
    /** The designation as the standard writes it: "Q235B", "S355J2", "1045", "ER70S-6", "6061-T6" ... */
    name: z.string().min(1).max(40),
    /** Other spellings and designations of the same grade inside the same standard (old names, numeric names). */
    aliases: z.array(z.string().min(1).max(40)).default([]),
    /**
     * Designations this grade replaced, as the superseding standard states them (GB/T 1591-2018 foreword: Q345 → Q355;
     * GB/T 20878 Table 1's old names such as 0Cr18Ni9; DIN names replaced by EN ones): the name, the standard that
     * used it (code with year, e.g. "GB/T 1591-2008"), and where the replacement is stated.
     */
    formerNames: z
      .array(z.object({ name: z.string().min(1).max(40), standard: z.string().min(1).max(60), ref }).strict())
      .default([]),
    /** Material number: EN number (1.0038), UNS (S30400, K02600), JIS symbol numbers, GB/T 17616 ISC (L02355) ... */
    materialNumbers: z.array(z.string().min(1).max(20)).default([]),
    /** Overrides the file's category when this grade differs (e.g. stainless families). */
    category: bilingual.optional(),
    /** For aluminium: the temper ("T6", "H32"); for welding: the process(es) "SMAW", "GMAW", "FCAW", "GTAW", "SAW". */
    temper: z.string().max(12).optional(),
    processes: z.array(z.enum(['SMAW', 'GMAW', 'FCAW', 'GTAW', 'SAW'])).optional(),
    composition: z.array(compositionRow).min(1),
    mechanical: z.array(mechanicalRow).default([]),
    physical: z.array(physicalRow).default([]),
    heatTreatment: bilingual.optional(),
    uses: bilingual.optional(),
    /** Cross-references the source itself states (e.g. GB/T 20878 annex, EN 10088 tables). */
    equivalents: z.array(z.object({ standard: z.string(), grade: z.string(), ref }).strict()).default([]),
    /** Why a value differs from the data set it was taken from (data/README.md asks for this). */
    corrections: z.array(z.string().max(300)).default([]),
  })
  .strict();

export const catalogueFile = z
  .object({
    type: z.enum(['steel', 'welding', 'aluminium']),
    standard: z
      .object({
        /** Number with year as published: "GB/T 700-2006", "EN 10025-2:2019", "ASTM A36/A36M-19", "JIS G 3101:2020". */
        code: z.string().min(1).max(60),
        /** Number without year: "GB/T 700", "EN 10025-2", "ASTM A36", "JIS G 3101", "AWS A5.1". */
        number: z.string().min(1).max(40),
        year: z.number().int().min(1900).max(2030),
        title: bilingual,
        country: z.enum(['CN', 'EU', 'US', 'JP', 'DE', 'GB', 'FR', 'ISO', 'INT']),
        body: z.string().min(1).max(40),
      })
      .strict(),
    category: bilingual,
    grades: z.array(grade).min(1),
  })
  .strict();
export type CatalogueFile = z.infer<typeof catalogueFile>;
