import { z } from 'zod';
import { MSG, type MessageKey } from './messages';

/** The largest value of a PostgreSQL `integer` (serial) column: every id in the schema is one. */
export const MAX_ID = 2_147_483_647;

/** A row id in a JSON body: a positive integer that fits the column, else 400 'invalid id'. */
export const idField = z
  .number({ message: MSG.invalidId })
  .int(MSG.invalidId)
  .positive(MSG.invalidId)
  .max(MAX_ID, MSG.invalidId);

/** A row id in a query string (arrives as text). */
export const idQuery = z.coerce
  .number({ message: MSG.invalidId })
  .int(MSG.invalidId)
  .positive(MSG.invalidId)
  .max(MAX_ID, MSG.invalidId);

/** A required row id whose absence, like a wrong value, answers `message` (e.g. 'Shipping address must be selected'). */
export const requiredId = (message: string) => z.number({ message }).int(message).positive(message).max(MAX_ID, message);

/**
 * A node of a tree administrators name in both languages (help catalogues, template directories): at least one name,
 * an optional parent, a sort key.
 */
export const bilingualTreeNodeInput = (nameMax: number, nameRequired: MessageKey) => {
  const name = z.string().trim().max(nameMax, MSG.valueTooLong).default('');
  return z
    .object({
      id: idField.optional(),
      parentId: idField.nullable().optional().default(null),
      nameZh: name,
      nameEn: name,
      sort: z.number().int().min(0).max(9999).default(0),
    })
    .refine((node) => node.nameZh !== '' || node.nameEn !== '', { message: nameRequired, path: ['nameZh'] });
};
