import type { ServiceOffer } from '@contract';
import type { Db } from '../../../db/client';
import { notFound } from '../../../http/errors';
import { nextActions, type Actor } from '../../../workflow/machine';
import { historyOf } from '../../../workflow/repository';
import { SERVICE_SUBJECT } from '../repository/offers';
import { serviceWorkflow } from '../workflow';

/** The value, or 404 like a missing id. */
export async function found<T>(value: Promise<T | undefined>): Promise<T> {
  const result = await value;
  if (result === undefined) throw notFound();
  return result;
}

/** An offer with the steps `by` may take now (the screens offer exactly these). */
export const withActions = <T extends ServiceOffer>(offer: T, by: Actor) => ({ ...offer, nextActions: nextActions(serviceWorkflow, offer.state, by) });

/** An offer with its next steps and its review history. */
export const detailOf = async (db: Db, offer: ServiceOffer, by: Actor) => ({
  ...withActions(offer, by),
  history: await historyOf(db, SERVICE_SUBJECT, offer.id),
});
