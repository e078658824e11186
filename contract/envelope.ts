import { z } from 'zod';
import { idQuery } from './fields';

export * from './result';

export const envelopeOf = <T extends z.ZodTypeAny>(data: T) =>
  z.object({ code: z.number().int(), data, msg: z.string() });

/** Paging request: 1-based page number, bounded page size, optional `field,asc|desc` sort. */
export const MAX_PAGE_SIZE = 100;
export const pageQuery = z.object({
  pageNum: z.coerce.number().int().min(1).max(100000).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(10),
  sort: z
    .string()
    .regex(/^[A-Za-z][A-Za-z0-9]*,(asc|desc)$/, { message: 'invalidSort' })
    .optional(),
});
export type PageQuery = z.infer<typeof pageQuery>;

export const pageOf = <T extends z.ZodTypeAny>(item: T) =>
  z.object({
    list: z.array(item),
    total: z.number().int().min(0),
    pageNum: z.number().int().min(1),
    pageSize: z.number().int().min(1),
  });

/** Parses `field,desc` into a whitelisted column name and direction. */
export function parseSort<F extends string>(
  sort: string | undefined,
  allowed: readonly F[],
  fallback: { field: F; order: 'asc' | 'desc' },
): { field: F; order: 'asc' | 'desc' } {
  const match = sort ? /^([A-Za-z][A-Za-z0-9]*),(asc|desc)$/.exec(sort) : null;
  if (!match) return fallback;
  const [, field, order] = match as unknown as [string, F, 'asc' | 'desc'];
  return allowed.includes(field) ? { field, order } : fallback;
}

export const idInput = z.object({ id: idQuery });
/** No parameters; unknown ones are ignored and a missing body counts as empty. */
export const emptyInput = z.object({}).default({});
export const okOutput = z.null();
