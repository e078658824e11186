import { z } from 'zod';
import { idField } from '../fields';
import { defineEndpoint } from '../endpoint';
import { pageOf, pageQuery } from '../envelope';
import { LIMITS } from '../limits';
import { MSG } from '../messages';
import { comparisonInput, COUNTRIES, gradeSummary, MATERIAL_TYPES } from './materials';

/**
 * Grade matching (spec §7 `intelligentMatching`): equivalent and similar grades across standards with an
 * explained score, side-by-side contrast, and welding consumables for one base metal or a joint of two.
 * Everything here reads reference data, so it is public; enterprise-standard grades take part only for
 * members of their company (the server passes the caller's company to the index).
 *
 * The score (0–100) is built from composition, properties in one condition and thickness band, and category;
 * every result lists each element's and property's points and the points they could have earned, which add
 * up to the score (server/modules/matching/README.md has the formula).
 */
export const MATCH_PROCESSES = ['SMAW', 'GMAW', 'FCAW', 'GTAW', 'SAW'] as const;
export type MatchProcess = (typeof MATCH_PROCESSES)[number];
/** Properties compared: strengths MPa, elongation and reduction of area %, hardness in its scale, impact J at °C. */
export const MATCH_PROPERTIES = ['yield', 'tensile', 'elongation', 'reductionOfArea', 'hardness', 'impact'] as const;
export type MatchProperty = (typeof MATCH_PROPERTIES)[number];
/** Canonical categories, comparable across standards. */
export const MATCH_CATEGORIES = {
  steel: [
    'structural',
    'carbonMachine',
    'freeCutting',
    'alloyMachine',
    'stainlessAustenitic',
    'stainlessFerritic',
    'stainlessMartensitic',
    'stainlessDuplex',
    'stainlessPH',
    // Product families whose standards set their own requirements (issue 21): related to the families above.
    'pressureVessel',
    'pipe',
    'rebar',
    'sheet',
    'castSteel',
    'bearing',
    'spring',
    'tool',
  ],
  welding: ['weldCarbon', 'weldLowAlloy', 'weldStainless'],
  aluminium: ['alPure', 'alCu', 'alMn', 'alSi', 'alMg', 'alMgSi', 'alZn'],
} as const;
/** Condition keys of steels and consumables; aluminium conditions are tempers ("T6", "H116"). */
export const MATCH_CONDITIONS = [
  'asRolled',
  'normalized',
  'thermomechanical',
  'quenchedTempered',
  'annealed',
  'coldShearing',
  'asWelded',
  'pwht',
  'asSpecified',
] as const;
/** Filler families: AWS numbers for stainless (308 = 19-10 …), otherwise the alloy system. */
export const WELDING_FILLER_FAMILIES = [
  'carbon', 'mo', 'crMo1', 'crMo2', 'ni', 'niMo', 'weathering',
  '308', '309', '310', '312', '316', '317', '347', '2209', '2594', '410', '430', '630',
] as const;
export type FillerFamily = (typeof WELDING_FILLER_FAMILIES)[number];
export const WELDING_BASE_KINDS = ['carbon', 'lowAlloy', 'austenitic', 'duplex', 'ferritic', 'martensitic', 'precipitationHardening', 'aluminium'] as const;
/** Why a consumable is recommended, what to watch, and notes on the joint; the screens word them. */
export const WELDING_NOTES = [
  'familyMatch',
  'familyAlternative',
  'dissimilarJoint',
  'strengthMatch',
  'impactMatch',
  'lowCarbonFiller',
  'strengthBelowBase',
  'overmatching',
  'depositStrengthUnknown',
  'impactMissing',
  'impactTempHigher',
  'higherCarbonFiller',
  'preheat',
  'preheatAndPwht',
  'crMoConsumables',
  'hardenableStainless',
  'noFamilyRule',
  'baseStrengthUnknown',
  'noConsumableForProcess',
] as const;
export type WeldingNoteCode = (typeof WELDING_NOTES)[number];
/** Ranked results a query can page through. */
export const MATCH_RESULT_LIMIT = 100;
/**
 * A match scoring at least this is close (Q355B: S355JR 97.2, S355J2 89.1); below it the chosen targets hold
 * nothing close (Q355B → EN 10083-2: 28Mn6 62.9) and the results say so, with the best matches elsewhere.
 */
export const MATCH_CLOSE_SCORE = 80;
/** Best matches outside the targets shown when the targets hold nothing close. */
export const MATCH_ELSEWHERE_LIMIT = 5;
/** A standard system: the prefix of its standards' numbers (GB, EN, JIS, ASTM, API, SAE, AWS …), or `company`. */
export const standardSystemKey = z.string().trim().regex(/^[A-Za-z][A-Za-z0-9]{0,11}$/);
export const WELDING_BASES_MAX = 2;

const content = z.number().min(0).max(100);
const range = z.object({ min: z.number().nullable(), max: z.number().nullable() });
const conditionKey = z.string().regex(/^[A-Za-z0-9]{1,20}$/);
const thickness = z.number().min(0).max(1000);

const enteredElement = z
  .object({
    el: z.string({ message: MSG.elementRequired }).regex(/^[A-Z][a-z]?$/, MSG.elementRequired),
    min: content.optional(),
    max: content.optional(),
  })
  .refine((row) => row.min === undefined || row.max === undefined || row.max >= row.min, { message: MSG.maxBelowMin, path: ['max'] });

const enteredProperty = z
  .object({
    property: z.enum(MATCH_PROPERTIES),
    min: z.number().min(0).max(10000).optional(),
    max: z.number().min(0).max(10000).optional(),
    /** Impact test temperature (°C). */
    tempC: z.number().min(-273).max(1000).optional(),
    /** Hardness scale; HBW when left out. */
    scale: z.enum(['HBW', 'HB', 'HRC', 'HRB', 'HV']).optional(),
  })
  .refine((row) => row.min === undefined || row.max === undefined || row.max >= row.min, { message: MSG.maxBelowMin, path: ['max'] })
  .refine((row) => row.property !== 'impact' || row.tempC !== undefined, { message: MSG.requiredFields, path: ['tempC'] });

export const matchResultsInput = pageQuery
  .omit({ sort: true })
  .extend({
    /** Match a grade of the catalogue … */
    gradeId: idField.optional(),
    /** … or an entered composition and properties of this material type (default steel). */
    type: z.enum(MATERIAL_TYPES).optional(),
    elements: z.array(enteredElement).max(30).optional(),
    properties: z.array(enteredProperty).max(MATCH_PROPERTIES.length).optional(),
    /** Where to look; default the query's type, every standard and country. */
    targetTypes: z.array(z.enum(MATERIAL_TYPES)).max(MATERIAL_TYPES.length).optional(),
    targetStandards: z.array(z.string().trim().min(1).max(40)).max(20).optional(),
    /** Whole standard systems ("EN": every EN standard), looked in together with targetStandards. */
    targetSystems: z.array(standardSystemKey).max(20).optional(),
    /** Countries: a filter on the standards above (or on every standard when none is given). */
    targetCountries: z.array(z.enum(COUNTRIES)).max(COUNTRIES.length).optional(),
    /** Also grades of the query grade's own standard (default: equivalents in other standards only). */
    includeQueryStandard: z.boolean().default(false),
    /** Condition to compare properties in (`condition` lists them); default the query's first. */
    condition: conditionKey.optional(),
    /** Thickness (mm) whose band is compared; default each grade's thinnest band. */
    thickness: thickness.optional(),
  })
  .superRefine((input, context) => {
    if (input.gradeId === undefined && !input.elements?.length && !input.properties?.length) {
      context.addIssue({ code: 'custom', message: MSG.gradeRequired, path: ['gradeId'] });
    }
    const elements = input.elements?.map((row) => row.el) ?? [];
    elements.forEach((el, index) => {
      if (elements.indexOf(el) !== index) context.addIssue({ code: 'custom', message: MSG.elementTwice, path: ['elements', index, 'el'] });
    });
  });
export type MatchResultsInput = z.input<typeof matchResultsInput>;

export const matchElementContribution = z.object({
  el: z.string(),
  query: range.nullable(),
  candidate: range.nullable(),
  /** compared: both list it; implicitResidual: one does not, taken as a residual; unknown: one leaves it open. */
  basis: z.enum(['compared', 'implicitResidual', 'unknown']),
  /** How much the element governs the pair (0.15–1): the share of maxPoints it can lose. */
  governs: z.number(),
  /** Closeness of the two limits (0–1); points = maxPoints × (1 − governs × (1 − similarity)). */
  similarity: z.number(),
  points: z.number(),
  maxPoints: z.number(),
});

export const matchPropertyValue = z.object({
  min: z.number().nullable(),
  max: z.number().nullable(),
  tempC: z.number().nullable(),
  /** Hardness scale or elongation gauge. */
  scale: z.string().nullable(),
  condition: z.string(),
  thicknessFrom: z.number().nullable(),
  thicknessTo: z.number().nullable(),
});

export const matchPropertyContribution = z.object({
  property: z.enum(MATCH_PROPERTIES),
  query: matchPropertyValue.nullable(),
  candidate: matchPropertyValue.nullable(),
  /** oneSided: only one grade specifies it; shown, not scored. */
  basis: z.enum(['compared', 'oneSided']),
  similarity: z.number(),
  points: z.number(),
  maxPoints: z.number(),
});

export const matchExplanation = z.object({
  score: z.number(),
  /** Share (0–1) of the weight that could be judged (less when a grade has no properties). */
  coverage: z.number(),
  composition: z.object({ points: z.number(), maxPoints: z.number(), elements: z.array(matchElementContribution) }),
  properties: z.object({
    /** noData: a side has no properties (left out of the score); noCommonCondition: none comparable (0 points). */
    status: z.enum(['compared', 'noData', 'noCommonCondition']),
    points: z.number(),
    maxPoints: z.number(),
    condition: z.object({ query: z.string().nullable(), candidate: z.string().nullable(), affinity: z.number() }),
    items: z.array(matchPropertyContribution),
  }),
  category: z.object({
    query: z.string(),
    candidate: z.string(),
    similarity: z.number(),
    /** Aluminium temper and welding process factors of the similarity. */
    temper: z.number(),
    processes: z.number(),
    points: z.number(),
    maxPoints: z.number(),
  }),
});
export type MatchExplanationOutput = z.infer<typeof matchExplanation>;

export const matchResult = z.object({
  rank: z.number().int().min(1),
  score: z.number(),
  /** The matched grade; its id opens the grade detail. */
  grade: gradeSummary,
  explanation: matchExplanation,
  /**
   * Sources declaring this grade equivalent to the query grade (its standard's cross-reference, the other
   * grade's, a cross-reference table): a separate signal from the score, which stays as computed. A declared
   * equivalent ranks above undeclared results up to 10 points better (server/modules/matching/README.md).
   * Left out when none.
   */
  declared: z.array(z.object({ standard: z.string(), ref: z.string() })).optional(),
});

export const matchResultsOutput = pageOf(matchResult).extend({
  /**
   * Set when targets were chosen and hold nothing close (no match scoring MATCH_CLOSE_SCORE): the best score
   * there (null: no grade at all), and the best matches in every other standard of the same material types
   * (outside the targets, the query's own standard only when asked). Null otherwise.
   */
  nothingClose: z.object({ best: z.number().nullable(), elsewhere: z.array(matchResult) }).nullable(),
  query: z.object({
    /** The query grade, or null for an entered composition. */
    grade: gradeSummary.nullable(),
    type: z.enum(MATERIAL_TYPES),
    /** The condition key properties were compared in, and the thickness. */
    condition: z.string().nullable(),
    thickness: z.number().nullable(),
  }),
});

export const matchContrastInput = comparisonInput.extend({ condition: conditionKey.optional(), thickness: thickness.optional() });

export const matchContrastOutput = z.object({
  grades: z.array(gradeSummary),
  condition: z.string().nullable(),
  thickness: z.number().nullable(),
  /** One row per element, one value per grade (null: not listed). */
  elements: z.array(z.object({ el: z.string(), values: z.array(range.nullable()) })),
  properties: z.array(z.object({ property: z.enum(MATCH_PROPERTIES), values: z.array(matchPropertyValue.nullable()) })),
  /** Every pair, the first grade as the query. */
  pairs: z.array(z.object({ a: z.number().int(), b: z.number().int(), score: z.number(), explanation: matchExplanation })),
});

const weldingNote = z.object({ code: z.enum(WELDING_NOTES), params: z.record(z.string(), z.union([z.string(), z.number()])) });

export const weldingResultsInput = z.object({
  /** One base metal, or the two different base metals of a joint. */
  baseIds: z
    .array(idField, { message: MSG.gradeRequired })
    .min(1, MSG.gradeRequired)
    .max(WELDING_BASES_MAX, MSG.weldBasesAtMostTwo)
    .refine((ids) => new Set(ids).size === ids.length, MSG.weldBasesDistinct),
  process: z.enum(MATCH_PROCESSES).optional(),
  thickness: thickness.optional(),
  /** Consumables per process. */
  limit: z.number().int().min(1).max(50).default(10),
});

export const weldingResultsOutput = z.object({
  bases: z.array(
    z.object({
      grade: gradeSummary,
      kind: z.enum(WELDING_BASE_KINDS),
      /** IIW carbon equivalent (or the CEV the standard limits); null for stainless and aluminium. */
      carbonEquivalent: z.number().nullable(),
      tensileMin: z.number().nullable(),
      impact: z.object({ energyMin: z.number(), tempC: z.number() }).nullable(),
    }),
  ),
  families: z.object({ primary: z.array(z.enum(WELDING_FILLER_FAMILIES)), secondary: z.array(z.enum(WELDING_FILLER_FAMILIES)) }),
  notes: z.array(weldingNote),
  processes: z.array(
    z.object({
      process: z.enum(MATCH_PROCESSES),
      consumables: z.array(
        z.object({
          rank: z.number().int().min(1),
          score: z.number(),
          grade: gradeSummary,
          family: z.enum(WELDING_FILLER_FAMILIES),
          deposit: z
            .object({
              condition: z.string(),
              tensileMin: z.number().nullable(),
              yieldMin: z.number().nullable(),
              impactEnergyMin: z.number().nullable(),
              impactTempC: z.number().nullable(),
            })
            .nullable(),
          reasons: z.array(weldingNote),
          warnings: z.array(weldingNote),
        }),
      ),
      notes: z.array(weldingNote),
    }),
  ),
});

const facet = <T extends z.ZodTypeAny>(key: T) => z.array(z.object({ key, count: z.number().int() }));

export const intelligentMatching = {
  condition: defineEndpoint({
    method: 'GET',
    path: '/atsteel/intelligentMatching/condition',
    input: z.object({ type: z.enum(MATERIAL_TYPES).default('steel') }),
    output: z.object({
      types: facet(z.enum(MATERIAL_TYPES)),
      /** Every standard holding grades of the type, with its system (the picker groups by it) and title. */
      standards: z.array(
        z.object({
          number: z.string(),
          code: z.string(),
          country: z.string(),
          system: z.string(),
          title: z.object({ zh: z.string(), en: z.string() }),
          count: z.number().int(),
        }),
      ),
      countries: facet(z.string()),
      elements: z.array(z.string()),
      properties: z.array(z.enum(MATCH_PROPERTIES)),
      conditions: facet(z.string()),
      processes: z.array(z.enum(MATCH_PROCESSES)),
      limits: z.object({ results: z.number().int(), contrastMin: z.number().int(), contrastMax: z.number().int(), weldingBases: z.number().int() }),
    }),
    access: 'public',
    summary: 'What can be matched on for a material type: types, target standards and countries, elements, properties, conditions, processes',
  }),
  steelList: defineEndpoint({
    method: 'GET',
    path: '/atsteel/intelligentMatching/steelList',
    input: pageQuery.omit({ sort: true }).extend({
      keyword: z.string().trim().max(100, MSG.valueTooLong).optional(),
      type: z.enum(MATERIAL_TYPES).default('steel'),
      standard: z.string().trim().max(40).optional(),
      country: z.enum(COUNTRIES).optional(),
    }),
    output: pageOf(gradeSummary),
    access: 'public',
    summary: 'Grades to pick a query or base metal from, by grade, alias or material number, paged',
  }),
  results: defineEndpoint({
    method: 'POST',
    path: '/atsteel/intelligentMatching/results',
    input: matchResultsInput,
    output: matchResultsOutput,
    access: 'public',
    summary: `Grades ranked by match score (best ${MATCH_RESULT_LIMIT}, paged) for a grade or an entered composition, with each element's and property's contribution`,
  }),
  contrast: defineEndpoint({
    method: 'POST',
    path: '/atsteel/intelligentMatching/contrast',
    input: matchContrastInput,
    output: matchContrastOutput,
    access: 'public',
    summary: `2 to ${LIMITS.comparisonMax} grades of one type side by side with the match score of every pair`,
  }),
  weldingResults: defineEndpoint({
    method: 'POST',
    path: '/atsteel/intelligentMatching/weldingResults',
    input: weldingResultsInput,
    output: weldingResultsOutput,
    access: 'public',
    summary: 'Welding consumables per process for a base metal or a joint of two, with reasons and warnings',
  }),
};
