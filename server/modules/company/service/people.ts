import { notFound } from '../../../http/errors';
import type { DbOrTx } from '../../accounts/db';
import * as repo from '../repository/people';

/** The company's people, administrator first, then by joining. */
export const listPeople = repo.listPeople;

/** One person of the company; someone of another company (or nobody) answers 'No corresponding ID'. */
export async function findPerson(db: DbOrTx, companyId: number, userId: number) {
  const person = await repo.findPerson(db, companyId, userId);
  if (!person) throw notFound();
  return person;
}
