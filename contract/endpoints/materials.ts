import { z } from 'zod';
import { idField } from '../fields';
import { defineEndpoint } from '../endpoint';
import { idInput, pageOf, pageQuery } from '../envelope';
import { LANGUAGES } from '../locales';
import { MSG } from '../messages';

/**
 * Materials: grades of steel, welding consumables and aluminium alloys with their standards, composition and
 * properties, each value with its source. The same actions exist under three groups (spec §7): steelName,
 * weldingMetal, alloyName; `materialsApi(type)` gives the endpoints of one type.
 */
export const MATERIAL_TYPES = ['steel', 'welding', 'aluminium'] as const;
export type MaterialType = (typeof MATERIAL_TYPES)[number];
export const MATERIAL_GROUPS: Record<MaterialType, string> = {
  steel: 'steelName',
  welding: 'weldingMetal',
  aluminium: 'alloyName',
};

export const COUNTRIES = ['CN', 'EU', 'US', 'JP', 'DE', 'GB', 'FR', 'ISO', 'INT'] as const;
/** Searchable mechanical properties: MPa for strengths, % for elongation, J for impact energy. */
export const PROPERTIES = ['yield', 'tensile', 'elongation', 'hardness', 'impact'] as const;
export type PropertyKey = (typeof PROPERTIES)[number];

const bilingual = z.object({ zh: z.string(), en: z.string() });
/** Where a value comes from: a standard and its table, or a data set. */
export const valueSource = z.object({ code: z.string(), ref: z.string() });

export const standardSummary = z.object({
  id: z.number().int(),
  code: z.string(),
  number: z.string(),
  year: z.number().int(),
  country: z.string(),
  body: z.string(),
  title: bilingual,
});

const strengthBand = z.object({ value: z.number(), from: z.number().nullable(), to: z.number().nullable() });

export const gradeSummary = z.object({
  id: z.number().int(),
  type: z.enum(MATERIAL_TYPES),
  name: z.string(),
  aliases: z.array(z.string()),
  materialNumbers: z.array(z.string()),
  temper: z.string().nullable(),
  category: bilingual,
  standard: standardSummary,
  /** Published by a company as an enterprise standard (issue 6), not a national or international one. */
  enterpriseStandard: z.boolean(),
  /** A short composition line for result lists, e.g. "C ≤0.17 · Mn ≤1.40 · Si ≤0.35". */
  compositionSummary: z.string(),
  /** Lowest specified minimum yield and tensile strength over all conditions (MPa), for list sorting. */
  yieldMin: z.number().nullable(),
  tensileMin: z.number().nullable(),
  /**
   * Minimum yield and tensile strength of the thinnest band (MPa) with that band (mm, `from` exclusive), as
   * result cards show them ("≥ 235 MPa · ≤ 16 mm"); null without a value, absent where not read.
   */
  yieldBand: strengthBand.nullable().optional(),
  tensileBand: strengthBand.nullable().optional(),
  /**
   * In search results: which of the grade's names the keyword matched, where it matched one (a former name:
   * the designation this grade replaced, with the standard that used it). Left out elsewhere.
   */
  matched: z
    .object({ kind: z.enum(['name', 'former', 'alias', 'materialNumber']), name: z.string(), standard: z.string().optional() })
    .optional(),
});
export type GradeSummary = z.infer<typeof gradeSummary>;

export const compositionValue = z.object({
  el: z.string(),
  min: z.number().nullable(),
  max: z.number().nullable(),
  typical: z.number().nullable(),
  note: z.string().nullable(),
  source: valueSource,
});

export const mechanicalValue = z.object({
  condition: z.string(),
  thicknessFrom: z.number().nullable(),
  thicknessTo: z.number().nullable(),
  direction: z.string().nullable(),
  yieldMin: z.number().nullable(),
  yieldMax: z.number().nullable(),
  yieldTypical: z.number().nullable(),
  yieldKind: z.string().nullable(),
  tensileMin: z.number().nullable(),
  tensileMax: z.number().nullable(),
  tensileTypical: z.number().nullable(),
  elongationMin: z.number().nullable(),
  elongationTypical: z.number().nullable(),
  elongationGauge: z.string().nullable(),
  reductionOfAreaMin: z.number().nullable(),
  hardnessMin: z.number().nullable(),
  hardnessMax: z.number().nullable(),
  hardnessScale: z.string().nullable(),
  impactEnergyMin: z.number().nullable(),
  impactTempC: z.number().nullable(),
  impactSpecimen: z.string().nullable(),
  source: valueSource,
});
export type MechanicalValue = z.infer<typeof mechanicalValue>;

export const physicalValue = z.object({ property: z.string(), value: z.number(), source: valueSource });

export const gradeDetail = gradeSummary.extend({
  processes: z.array(z.string()),
  composition: z.array(compositionValue),
  mechanical: z.array(mechanicalValue),
  physical: z.array(physicalValue),
  heatTreatment: bilingual.nullable(),
  uses: bilingual.nullable(),
  /** Designations this grade replaced (e.g. Q345B of GB/T 1591-2008), each with where its standard states it. */
  formerNames: z.array(z.object({ name: z.string(), standard: z.string(), source: valueSource })),
  /**
   * Declared equivalents, each with the source that declares it; `gradeId` when that grade is in the catalogue.
   * Its own standard's cross-references first, then other sources' naming this grade: another grade's
   * cross-reference (standard and grade: the declaring grade) and cross-reference tables. Two sources that pair
   * it differently are both listed.
   */
  equivalents: z.array(z.object({ standard: z.string(), grade: z.string(), gradeId: z.number().int().nullable(), source: valueSource })),
  corrections: z.array(z.string()),
  /** Whether the caller keeps it in their favourites (false for visitors). */
  favourite: z.boolean(),
  viewCount: z.number().int(),
});
export type GradeDetail = z.infer<typeof gradeDetail>;

const range = z
  .object({ min: z.number().optional(), max: z.number().optional() })
  .refine((value) => value.min === undefined || value.max === undefined || value.max >= value.min, {
    message: MSG.maxBelowMin,
  });

export const searchInput = pageQuery.extend({
  keyword: z.string().trim().max(100, MSG.valueTooLong).optional(),
  standard: z.string().max(40).optional(),
  country: z.enum(COUNTRIES).optional(),
  /** Category in either language, as listed by getSpecExtend. */
  category: z.string().max(80).optional(),
  elements: z.array(range.and(z.object({ el: z.string().min(1).max(12) }))).max(10).optional(),
  properties: z.array(range.and(z.object({ property: z.enum(PROPERTIES) }))).max(5).optional(),
  /** relevance (default when a keyword is given), name, yield or tensile. */
  sort: z.enum(['relevance', 'name,asc', 'name,desc', 'yield,asc', 'yield,desc', 'tensile,asc', 'tensile,desc']).optional(),
});
export type SearchInput = z.input<typeof searchInput>;

export const comparisonInput = z.object({
  ids: z
    .array(idField)
    .min(2, MSG.compareAtLeastTwo)
    .max(6, MSG.compareAtMostSix),
});

export const facets = z.object({
  standards: z.array(z.object({ number: z.string(), country: z.string(), title: bilingual, count: z.number().int() })),
  countries: z.array(z.object({ country: z.string(), count: z.number().int() })),
  categories: z.array(z.object({ category: bilingual, count: z.number().int() })),
  elements: z.array(z.string()),
});

function endpointsOf(type: MaterialType) {
  const base = `/atsteel/${MATERIAL_GROUPS[type]}` as const;
  return {
    detail: defineEndpoint({
      method: 'GET',
      path: `${base}/detail`,
      input: idInput,
      output: gradeDetail,
      access: 'public',
      summary: `A ${type} grade with composition, properties, sources and equivalents; counts a view`,
    }),
    datasheet: defineEndpoint({
      method: 'GET',
      path: `${base}/datasheet`,
      input: idInput,
      output: z.unknown(),
      access: 'public',
      blob: true,
      summary: `A ${type} grade's datasheet (PDF) in the caller's language: composition, mechanical and physical properties, sources`,
    }),
    standDetail: defineEndpoint({
      method: 'GET',
      path: `${base}/standDetail`,
      input: idInput,
      output: z.object({ standard: standardSummary, grades: z.array(gradeSummary) }),
      access: 'public',
      summary: `A standard (by id) with its ${type} grades`,
    }),
    materialProperties: defineEndpoint({
      method: 'GET',
      path: `${base}/materialProperties`,
      input: idInput.extend({ condition: z.string().max(40).optional(), thickness: z.coerce.number().min(0).max(10000).optional() }),
      output: z.array(mechanicalValue),
      access: 'public',
      summary: 'Mechanical properties of a grade, optionally for one condition and a thickness',
    }),
    conditions: defineEndpoint({
      method: 'GET',
      path: `${base}/conditions`,
      input: idInput,
      output: z.array(z.object({ condition: z.string(), bands: z.array(z.tuple([z.number().nullable(), z.number().nullable()])) })),
      access: 'public',
      summary: 'The conditions and thickness bands a grade has properties for',
    }),
    search: defineEndpoint({
      method: 'POST',
      path: `${base}/search`,
      input: searchInput,
      /** `rowLimit`: how many rows of the results the caller may page through (more with a data privilege). */
      output: pageOf(gradeSummary).extend({ rowLimit: z.number().int() }),
      access: 'public',
      summary: `Search ${type} grades by grade, alias, material number, standard or name (typo tolerant), with filters`,
    }),
    comparison: defineEndpoint({
      method: 'POST',
      path: `${base}/comparison`,
      input: comparisonInput,
      output: z.object({ grades: z.array(gradeDetail) }),
      access: 'public',
      summary: 'Two to six grades of one material type side by side',
    }),
    getSpecExtend: defineEndpoint({
      method: 'POST',
      path: `${base}/getSpecExtend`,
      input: z.object({ keyword: z.string().trim().max(100, MSG.valueTooLong).optional() }),
      output: facets,
      access: 'public',
      summary: 'Filter options (standards, countries, categories, elements) with counts',
    }),
  };
}

/** Suggestions as you type: at most this many, for keywords of at most SUGGEST_MAX_LENGTH characters. */
export const SUGGEST_LIMIT = 10;
export const SUGGEST_MAX_LENGTH = 40;

export const suggestInput = z.object({
  q: z.string().trim().min(1, MSG.gradeRequired).max(SUGGEST_MAX_LENGTH, MSG.valueTooLong),
  /** The language of standards' titles. */
  lang: z.enum(LANGUAGES).optional(),
});

export const gradeSuggestion = z.object({
  kind: z.enum(['grade', 'standard']),
  /** The grade's name or the standard's code ("GB/T 1591-2018"). */
  label: z.string(),
  /** A grade's type; a standard's first type (the type of most of its grades). */
  type: z.enum(MATERIAL_TYPES),
  id: z.number().int(),
  /** What else is shown: a grade's standard code, a standard's title in the asked language. */
  detail: z.string(),
  /** The alias, material number or former name the keyword matched, when it was not the grade's own name. */
  matched: z.object({ kind: z.enum(['former', 'alias', 'materialNumber']), name: z.string() }).optional(),
  /** The portal address to open, without the language prefix. */
  path: z.string(),
});
export type GradeSuggestion = z.infer<typeof gradeSuggestion>;

/** Search and suggestions over every material type at once (issue 22); each result says its type. */
export const materialSearch = {
  search: defineEndpoint({
    method: 'POST',
    path: '/atsteel/material/search',
    input: searchInput,
    output: pageOf(gradeSummary).extend({ rowLimit: z.number().int() }),
    access: 'public',
    summary: 'Search grades of every type (steel, welding consumables, aluminium) with one ranking, with filters',
  }),
  getSpecExtend: defineEndpoint({
    method: 'POST',
    path: '/atsteel/material/getSpecExtend',
    input: z.object({ keyword: z.string().trim().max(100, MSG.valueTooLong).optional() }),
    output: facets,
    access: 'public',
    summary: 'Filter options over every type (standards, countries, categories, elements) with counts',
  }),
  suggest: defineEndpoint({
    method: 'GET',
    path: '/atsteel/material/suggest',
    input: suggestInput,
    output: z.array(gradeSuggestion),
    access: 'public',
    summary: 'Up to ten grades (by name, former name, alias or number) and standards for a keyword as it is typed',
  }),
};

export const materialsApi = {
  steel: endpointsOf('steel'),
  welding: endpointsOf('welding'),
  aluminium: endpointsOf('aluminium'),
};
export const steelName = materialsApi.steel;
export const weldingMetal = materialsApi.welding;
export const alloyName = materialsApi.aluminium;
