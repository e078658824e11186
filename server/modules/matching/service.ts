import {
  LIMITS,
  MATCH_CLOSE_SCORE,
  MATCH_ELSEWHERE_LIMIT,
  MATCH_PROCESSES,
  MATCH_PROPERTIES,
  MATCH_RESULT_LIMIT,
  MATERIAL_TYPES,
  MSG,
  WELDING_BASES_MAX,
  type GradeSummary,
  type MaterialType,
  type intelligentMatching,
} from '@contract';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../http/errors';
import { summariesByIds } from '../materials/repository/summary';
import { contrastGrades } from './contrast';
import { databaseIndexSource } from './dbAdapter';
import { IndexCache } from './indexCache';
import type { MatchIndex } from './matchIndex';
import { matchPage, type MatchPageRequest } from './matchPage';
import { enteredGrade } from './query';
import { pickerPage, standardTitles, type PickerQuery } from './repository';
import type { MatchableGrade, WeldingProcess } from './types';
import { recommendConsumables } from './welding/recommend';

type Deps = Pick<AppDeps, 'db' | 'clock'>;
const bounded = (row: { min?: number; max?: number }) => row.min !== undefined || row.max !== undefined;

/** An entered composition and properties as the query; rows without a value say nothing and are left out. */
function enteredQuery(input: ResultsQuery): MatchableGrade {
  const elements = (input.elements ?? []).filter(bounded);
  const properties = (input.properties ?? []).filter(bounded);
  if (!elements.length && !properties.length) throw badRequest(MSG.gradeRequired);
  return enteredGrade({ type: input.type ?? 'steel', elements, properties, condition: input.condition });
}
type Output<K extends keyof typeof intelligentMatching> = z.input<(typeof intelligentMatching)[K]['output']>;
type ResultsQuery = z.output<(typeof intelligentMatching)['results']['input']>;

/** Who is asking: enterprise-standard grades take part only for members of their company. */
export interface Caller {
  companyId: number | null;
}

const isVisible = (grade: MatchableGrade, { companyId }: Caller) => grade.companyId === null || grade.companyId === companyId;

/**
 * Grade matching for the intelligentMatching calls, and for any module that needs similar grades (the R&D
 * data's similar-material matching): an in-memory index of every grade (IndexCache, rebuilt when the grades
 * change), the engine for scores and consumables, and the materials summaries for what the answers show.
 *
 * The checks the contract cannot make are here: grades must exist and be visible to the caller (else 'No
 * corresponding ID', as for a missing one), contrasted grades must be of one type, the base metals of a joint
 * must be two different grades and none of them a welding consumable.
 */
/** What matching keeps between calls: the grade index (rebuilt when the grades change) and facets per index version. */
export interface Matching {
  db: Db;
  cache: IndexCache;
  facets: { version?: string | number; byKey: Map<string, ReturnType<MatchIndex['facets']>>; titles: Map<string, { zh: string; en: string }> };
}

/** Created once per app (routes.ts); every function below takes it. */
export function createMatching({ db, clock }: Deps): Matching {
  return { db, cache: new IndexCache(databaseIndexSource(db), { now: () => clock.now().getTime() }), facets: { byKey: new Map(), titles: new Map() } };
}

const perDatabase = new WeakMap<Db, Matching>();
/** The one engine of a database's app: its index is large, so every module that matches (matching, R&D data) shares it. */
export function matchingFor(deps: Deps): Matching {
  let matching = perDatabase.get(deps.db);
  if (!matching) perDatabase.set(deps.db, (matching = createMatching(deps)));
  return matching;
}

const requireGrade = (index: MatchIndex, id: number, caller: Caller): MatchableGrade => {
  const grade = index.get(id);
  if (!grade || !isVisible(grade, caller)) throw notFound();
  return grade;
};

/** Summaries of the grades, by id (grades removed since the index was built are missing). */
async function summaries(db: Db, ids: number[]): Promise<Map<number, GradeSummary>> {
  const list = await summariesByIds(db, [...new Set(ids)]);
  return new Map(list.map((summary) => [summary.id, summary]));
}
const summaryOf = (byId: Map<number, GradeSummary>, id: number) => {
  const summary = byId.get(id);
  if (!summary) throw notFound();
  return summary;
};

function facetsOf({ facets }: Matching, index: MatchIndex, type: MaterialType, caller: Caller) {
  if (facets.version !== index.version) {
    facets.byKey.clear();
    facets.titles.clear();
    facets.version = index.version;
  }
  const key = `${type}:${caller.companyId ?? ''}`;
  let found = facets.byKey.get(key);
  if (!found) facets.byKey.set(key, (found = index.facets(type, caller.companyId)));
  return found;
}

/** The index (built or refreshed first when needed): for warming it up and for other modules. */
export const matchIndex = (matching: Matching) => matching.cache.get();

export async function condition(matching: Matching, type: MaterialType, caller: Caller): Promise<Output<'condition'>> {
  const index = await matching.cache.get();
  const facets = facetsOf(matching, index, type, caller);
  const titles = matching.facets.titles;
  const missing = facets.standards.filter((standard) => !titles.has(standard.code)).map((standard) => standard.code);
  for (const [code, title] of await standardTitles(matching.db, missing)) titles.set(code, title);
  return {
    types: MATERIAL_TYPES.map((key) => ({ key, count: facetsOf(matching, index, key, caller).count })),
    standards: facets.standards.map((standard) => ({ ...standard, title: titles.get(standard.code) ?? { zh: '', en: '' } })),
    countries: facets.countries,
    elements: facets.elements,
    properties: [...MATCH_PROPERTIES],
    conditions: facets.conditions,
    processes: MATCH_PROCESSES.filter((process) => facets.processes.some((item) => item.key === process)),
    limits: { results: MATCH_RESULT_LIMIT, contrastMin: 2, contrastMax: LIMITS.comparisonMax, weldingBases: WELDING_BASES_MAX },
  };
}

export const steelList = (matching: Matching, query: PickerQuery, caller: Caller) => pickerPage(matching.db, query, caller.companyId);

type Targets = Pick<MatchPageRequest, 'targetStandards' | 'targetSystems' | 'targetCountries'>;
const given = <T>(list: readonly T[] | undefined) => (list?.length ? list : undefined);

/**
 * The standards a request looks in, checked first: every named standard and system must be one the caller
 * sees (else 'X is not a standard or standard system of the catalogue', nothing computed). Null when the
 * request names no target (it looks everywhere).
 */
function targetStandardsOf(index: MatchIndex, targets: Targets, caller: Caller): string[] | null {
  const visible = index.standardsVisibleTo(caller.companyId);
  const numbers = new Set(visible.map((standard) => standard.number));
  const systems = new Set(visible.map((standard) => standard.system));
  const unknown = targets.targetStandards?.find((number) => !numbers.has(number)) ?? targets.targetSystems?.find((system) => !systems.has(system));
  if (unknown !== undefined) throw badRequest(MSG.matchTargetUnknown, { target: unknown });
  if (!targets.targetStandards && !targets.targetSystems && !targets.targetCountries) return null;
  const named = (standard: (typeof visible)[number]) =>
    (!targets.targetStandards && !targets.targetSystems) || !!targets.targetStandards?.includes(standard.number) || !!targets.targetSystems?.includes(standard.system);
  return visible.filter((standard) => named(standard) && (!targets.targetCountries || targets.targetCountries.includes(standard.country))).map((standard) => standard.number);
}

export async function results(matching: Matching, input: ResultsQuery, caller: Caller): Promise<Output<'results'>> {
  const index = await matching.cache.get();
  const targets: Targets = {
    targetStandards: given(input.targetStandards),
    targetSystems: given(input.targetSystems),
    targetCountries: given(input.targetCountries),
  };
  const inTargets = targetStandardsOf(index, targets, caller);
  const query = input.gradeId !== undefined ? requireGrade(index, input.gradeId, caller) : enteredQuery(input);
  const request: MatchPageRequest = {
    query,
    pageNum: input.pageNum,
    pageSize: input.pageSize,
    targetTypes: given(input.targetTypes),
    ...targets,
    includeQueryStandard: input.includeQueryStandard,
    condition: input.condition ?? null,
    thickness: input.thickness ?? null,
    companyId: caller.companyId,
  };
  const page = matchPage(index, request);
  // Targets with nothing close: the best matches in every other standard, so the user is not left with poor ones.
  const elsewhere =
    inTargets !== null && (page.best === null || page.best < MATCH_CLOSE_SCORE)
      ? matchPage(index, {
          ...request,
          targetStandards: undefined,
          targetSystems: undefined,
          targetCountries: undefined,
          excludeStandards: inTargets,
          pageNum: 1,
          pageSize: MATCH_ELSEWHERE_LIMIT,
        }).list
      : null;
  const queryId = input.gradeId === undefined ? [] : [query.id];
  const shown = [...page.list, ...(elsewhere ?? [])].map((result) => result.grade.id);
  const byId = await summaries(matching.db, [...queryId, ...shown]);
  const toResults = (list: typeof page.list) =>
    list
      .filter((result) => byId.has(result.grade.id))
      .map(({ rank, score, grade, explanation, declared }) => ({
        rank,
        score,
        grade: byId.get(grade.id)!,
        explanation,
        ...(declared.length ? { declared } : {}),
      }));
  return {
    list: toResults(page.list),
    nothingClose: elsewhere === null ? null : { best: page.best, elsewhere: toResults(elsewhere) },
    total: page.total,
    pageNum: page.pageNum,
    pageSize: page.pageSize,
    query: {
      grade: input.gradeId === undefined ? null : summaryOf(byId, query.id),
      type: query.type,
      condition: page.condition,
      thickness: page.thickness,
    },
  };
}

export async function contrast(matching: Matching, input: { ids: number[]; condition?: string; thickness?: number }, caller: Caller): Promise<Output<'contrast'>> {
  const ids = [...new Set(input.ids)];
  if (ids.length < 2) throw badRequest(MSG.compareAtLeastTwo);
  if (ids.length > LIMITS.comparisonMax) throw badRequest(MSG.compareAtMostSix);
  const index = await matching.cache.get();
  const grades = ids.map((id) => requireGrade(index, id, caller));
  if (grades.some((grade) => grade.type !== grades[0].type)) throw badRequest(MSG.compareSameType);
  const contrast = contrastGrades(grades, { condition: input.condition ?? null, thickness: input.thickness ?? null });
  const byId = await summaries(matching.db, ids);
  return { grades: ids.map((id) => summaryOf(byId, id)), ...contrast };
}

export async function weldingResults(
  matching: Matching,
  input: { baseIds: number[]; process?: WeldingProcess; thickness?: number; limit?: number },
  caller: Caller,
): Promise<Output<'weldingResults'>> {
  if (!input.baseIds.length) throw badRequest(MSG.gradeRequired);
  if (input.baseIds.length > WELDING_BASES_MAX) throw badRequest(MSG.weldBasesAtMostTwo);
  if (new Set(input.baseIds).size !== input.baseIds.length) throw badRequest(MSG.weldBasesDistinct);
  const index = await matching.cache.get();
  const bases = input.baseIds.map((id) => requireGrade(index, id, caller));
  if (bases.some((grade) => grade.type === 'welding')) throw badRequest(MSG.weldBaseNotConsumable);
  const consumables = index.gradesOf('welding').filter((grade) => isVisible(grade, caller));
  const recommendation = recommendConsumables(bases, consumables, {
    process: input.process ?? null,
    thickness: input.thickness ?? null,
    limit: input.limit ?? 10,
  });
  const shown = recommendation.processes.flatMap((process) => process.consumables.map((item) => item.grade.id));
  const byId = await summaries(matching.db, [...input.baseIds, ...shown]);
  return {
    bases: recommendation.bases.map(({ grade, ...base }) => ({ ...base, grade: summaryOf(byId, grade.id) })),
    families: recommendation.families,
    notes: recommendation.notes,
    processes: recommendation.processes.map((process) => ({
      process: process.process,
      notes: process.notes,
      consumables: process.consumables
        .filter((item) => byId.has(item.grade.id))
        .map(({ grade, ...item }, position) => ({ ...item, rank: position + 1, grade: byId.get(grade.id)! })),
    })),
  };
}
