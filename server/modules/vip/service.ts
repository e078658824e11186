import { VIP_PLANS, type Language, type VipPlan } from '@contract';
import type { Db } from '../../db/client';
import type { SessionUser } from '../../plugins/auth';
import { openOrder, whenPaid } from '../payment/service/ledger';
import { orderOf } from '../payment/service/orders';
import { monthsOf, pricePlan } from './plans';
import * as repo from './repository';

/** Paying a VIP order extends its buyer's privilege, in the transaction that marks it paid. */
whenPaid('vip', async (tx, order, now) => {
  if (order.userId !== null) await repo.extendPrivilege(tx, order.userId, monthsOf(order.itemRef as VipPlan) * order.quantity, now);
});

/** Whether the user's VIP (or free) data privilege runs at `now`: what paid downloads and other privileges check. */
export async function hasPrivilege(db: Pick<Db, 'select'>, userId: number, now: Date) {
  const row = await repo.privilegeOf(db, userId);
  return Boolean(row?.privilegeUntil && row.privilegeUntil > now);
}

export async function overview(db: Db, user: SessionUser | null, now: Date) {
  const plans = VIP_PLANS.map(pricePlan);
  if (!user) return { plans, current: null };
  const row = await repo.privilegeOf(db, user.userId);
  const until = row?.privilegeUntil ?? null;
  // Every account gets its free month at registration (gateway); the screen says so.
  return { plans, current: { privilegeUntil: until?.toISOString() ?? null, active: Boolean(until && until > now), freeMonthGiven: true } };
}

/** The order keeps the plan's name in the language the buyer ordered in, as a receipt would. */
const PLAN_NAMES: Record<Language, Record<VipPlan, string>> = {
  zh: { month: 'VIP 数据特权（1 个月）', quarter: 'VIP 数据特权（3 个月）', year: 'VIP 数据特权（12 个月）' },
  en: { month: 'VIP data privilege (1 month)', quarter: 'VIP data privilege (3 months)', year: 'VIP data privilege (12 months)' },
};

export async function orderPlan(db: Db, user: SessionUser, plan: VipPlan, language: Language, now: Date) {
  const priced = pricePlan(plan);
  const row = await db.transaction((tx) =>
    openOrder(tx, {
      userId: user.userId,
      companyId: user.companyId,
      kind: 'vip',
      itemRef: plan,
      itemName: PLAN_NAMES[language][plan],
      unitPrice: priced.listPrice,
      quantity: 1,
      discounts: priced.discounts,
      now,
    }),
  );
  return orderOf(row, 'owner');
}
