import type { z } from 'zod';
import { searchInput } from '@contract/endpoints/materials';

/**
 * The contract's range rules, for the browser to check a filter row exactly as the server will:
 * 'Maximum cannot be less than minimum'.
 */
export const elementRangeSchema = searchInput.shape.elements.unwrap().element;
export const propertyRangeSchema = searchInput.shape.properties.unwrap().element;

export interface RangeRow {
  min?: number | null;
  max?: number | null;
}

/** The message key of the range's own check (not of the row's other fields), or null when it passes. */
export function rangeProblem(schema: z.ZodTypeAny, row: RangeRow, rest: Record<string, unknown>): string | null {
  const min = row.min ?? undefined;
  const max = row.max ?? undefined;
  if (min === undefined && max === undefined) return null;
  const result = schema.safeParse({ ...rest, min, max });
  if (result.success) return null;
  const own = result.error.issues.find((issue) => issue.path.length === 0 || issue.path[0] === 'min' || issue.path[0] === 'max');
  return own ? own.message : null;
}

/** The message key of the first problem of a whole search input (e.g. a reversed range in a link), or null. */
export function searchProblem(input: unknown): string | null {
  const result = searchInput.safeParse(input);
  return result.success ? null : result.error.issues[0].message;
}
