import type { MatchableGrade } from './types';

/**
 * Standard systems, the groups a user picks whole ("all EN", "all ASTM"): the prefix of a standard's number
 * (GB/T 1591 and GB 713 → GB, EN ISO 4957 → EN, JIS G 3101 → JIS, API 5L → API). Enterprise standards
 * (issue 6) form one system of their own, whatever their numbers.
 */
export const COMPANY_SYSTEM = 'company';

export function standardSystem(number: string): string {
  const prefix = number.trim().split(/\s+/)[0] ?? '';
  return prefix.replace(/\/.*$/, '').toUpperCase();
}

export const systemOf = (grade: Pick<MatchableGrade, 'companyId' | 'standard'>) =>
  grade.companyId !== null ? COMPANY_SYSTEM : standardSystem(grade.standard.number);
