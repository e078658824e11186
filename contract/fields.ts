import { z } from 'zod';
import { MSG } from './messages';

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
