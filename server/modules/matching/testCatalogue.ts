import { loadCatalogue, type LoadedFile } from '../../db/seed/catalogue/load';
import { gradesFromCatalogue } from './catalogueAdapter';
import type { MatchableGrade } from './types';

/** The real catalogue as matchable grades (loaded once per test file), and lookups by standard and name. */
let files: LoadedFile[] | undefined;
let grades: MatchableGrade[] | undefined;

export function catalogueFiles(): LoadedFile[] {
  files ??= loadCatalogue();
  return files;
}

export function catalogueGrades(): MatchableGrade[] {
  grades ??= gradesFromCatalogue(catalogueFiles());
  return grades;
}

export function gradeOf(standard: string, name: string): MatchableGrade {
  const found = catalogueGrades().find((grade) => grade.standard.number === standard && grade.name === name);
  if (!found) throw new Error(`${standard} ${name} is not in the catalogue`);
  return found;
}
