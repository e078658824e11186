import type { LoadedFile } from '../../db/seed/catalogue/load';
import { categoryKey } from './categories';
import { elementRanges, mechanicalRow } from './normalize';
import type { MatchableGrade } from './types';

/**
 * Catalogue files (server/db/seed/catalogue) → matchable grades, numbered from `firstId` in file order.
 * The database adapter of phase 2 does the same from rows, with their ids.
 */
export function gradesFromCatalogue(files: LoadedFile[], firstId = 1): MatchableGrade[] {
  let id = firstId;
  return files.flatMap(({ data }) =>
    data.grades.map((grade) => {
      const composition = elementRanges(grade.composition);
      return {
        id: id++,
        type: data.type,
        name: grade.name,
        aliases: grade.aliases,
        standard: { number: data.standard.number, code: data.standard.code, country: data.standard.country },
        category: categoryKey(data.type, (grade.category ?? data.category).en, composition),
        temper: data.type === 'aluminium' ? (grade.temper ?? null) : null,
        companyId: null,
        composition,
        mechanical: grade.mechanical.map(({ thickness, ...row }) =>
          mechanicalRow({ ...row, thicknessFrom: thickness?.[0] ?? null, thicknessTo: thickness?.[1] ?? null }),
        ),
        processes: grade.processes ?? [],
      };
    }),
  );
}
