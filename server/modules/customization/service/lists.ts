import type { z } from 'zod';
import type { CustomSteelName, Language, customAdminQuery, customOrderQuery } from '@contract';
import type { SessionUser } from '../../../plugins/auth';
import { beijingDate } from '../../../lib/workingDays';
import type { CustomContext } from '../context';
import { steelNamesLike } from '../repository/catalogue';
import { countByState, pageBuyerOrders, pagePlatformOrders } from '../repository/lists';

type BuyerQuery = z.output<typeof customOrderQuery>;
type PlatformQuery = z.output<typeof customAdminQuery>;

/** `material/custom/page`: the caller's own orders, newest first. */
export async function buyerOrders(context: CustomContext, user: SessionUser, query: BuyerQuery) {
  return pageBuyerOrders(context.db, user.userId, query, beijingDate(context.clock.now()));
}

/** `DataManagement/custom/page`: every order (overdue first), with how many orders each state holds. */
export async function platformOrders(context: CustomContext, query: PlatformQuery) {
  const today = beijingDate(context.clock.now());
  const [page, counts] = await Promise.all([
    pagePlatformOrders(context.db, { ...query, overdue: query.overdue === 'true' }, today),
    countByState(context.db),
  ]);
  return { ...page, counts };
}

/** `material/custom/steelNames`: catalogue steel grades to start from. */
export const steelNames = (context: CustomContext, keyword: string, language: Language): Promise<CustomSteelName[]> =>
  steelNamesLike(context.db, keyword, language);
