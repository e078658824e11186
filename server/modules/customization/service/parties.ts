import { allows, PERMISSIONS, type CustomViewer } from '@contract';
import type { SessionUser } from '../../../plugins/auth';
import { forbidden, notFound } from '../../../http/errors';
import type { Actor } from '../../../workflow/machine';
import type { CustomOrderRow } from '../repository/orders';

/**
 * Who looks at an order: the platform (customization administrators: every order) or its buyer. Anyone else is
 * told the order does not exist (404), so order ids reveal nothing.
 */
export function viewerOf(user: SessionUser, row: CustomOrderRow | undefined): CustomViewer {
  if (!row) throw notFound();
  if (allows(user.ability, PERMISSIONS.customAdminister)) return 'platform';
  if (row.userId !== null && row.userId === user.userId) return 'buyer';
  throw notFound();
}

/** The workflow actor of a viewer: the buyer owns the order, the platform reviews and works it. */
export const actorOf = (viewer: CustomViewer): Extract<Actor, 'owner' | 'auditor'> => (viewer === 'buyer' ? 'owner' : 'auditor');

/** A step the other side takes answers 403 (the order is visible, the step is not the caller's). */
export function requireViewer(user: SessionUser, row: CustomOrderRow | undefined, wanted: CustomViewer) {
  const viewer = viewerOf(user, row);
  if (viewer !== wanted) throw forbidden();
  return row!;
}
