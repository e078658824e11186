import type { DiscountLine, VipPlan } from '@contract';

/**
 * The VIP data-privilege plans and spec §9's promotion: a limited-time 12 % off every plan, and further
 * discounts of 240 yuan (quarter) and 1,680 yuan (year). List prices in fen; the platform sets them here.
 */
const MONTHLY_LIST_PRICE = 500_00;
const PLAN_MONTHS: Record<VipPlan, number> = { month: 1, quarter: 3, year: 12 };
const PROMOTION_PERCENT = 12;
const FURTHER_DISCOUNT: Record<VipPlan, number> = { month: 0, quarter: 240_00, year: 1680_00 };

export interface PricedPlan {
  plan: VipPlan;
  months: number;
  listPrice: number;
  discounts: DiscountLine[];
  price: number;
}

export function pricePlan(plan: VipPlan): PricedPlan {
  const months = PLAN_MONTHS[plan];
  const listPrice = MONTHLY_LIST_PRICE * months;
  const discounts: DiscountLine[] = [{ code: 'vipPromotion', amount: Math.floor((listPrice * PROMOTION_PERCENT) / 100) }];
  if (FURTHER_DISCOUNT[plan] > 0) discounts.push({ code: plan === 'year' ? 'vipYearDiscount' : 'vipQuarterDiscount', amount: FURTHER_DISCOUNT[plan] });
  const price = listPrice - discounts.reduce((sum, line) => sum + line.amount, 0);
  return { plan, months, listPrice, discounts, price };
}

export const monthsOf = (plan: VipPlan) => PLAN_MONTHS[plan];
