import dayjs, { type Dayjs } from 'dayjs';
import { CUSTOM_MILESTONES, offerInput, type CustomOrderDetail, type OfferInput } from '@contract/endpoints/customization';
import { MSG } from '@contract/messages';
import { beijingToday } from '../../../../components/format/beijingTime';
import { fenToYuan, yuanToFen } from '../../../../components/format/money';

/** The offer as the form holds it: amounts in yuan, one picked day per milestone, acceptance rows. */
export interface OfferFormValues {
  totalYuan?: number | null;
  depositYuan?: number | null;
  plan?: string;
  dueDates?: (Dayjs | null | undefined)[];
  acceptance?: { itemId?: number | null; requirement?: string }[];
}

const dateOf = (day: Dayjs | null | undefined) => (day ? day.format('YYYY-MM-DD') : '');

/** The form's values → the contract's offer (fen, `YYYY-MM-DD`), not yet checked. */
export function offerOf(values: OfferFormValues): OfferInput {
  return {
    totalAmount: yuanToFen(values.totalYuan) ?? Number.NaN,
    depositAmount: yuanToFen(values.depositYuan) ?? Number.NaN,
    plan: values.plan ?? '',
    dueDates: CUSTOM_MILESTONES.map((_, index) => dateOf(values.dueDates?.[index])),
    acceptance: (values.acceptance ?? []).map((row) => ({ itemId: row.itemId ?? 0, requirement: row.requirement ?? '' })),
  };
}

/**
 * Why the due date of milestone `index` is refused (MSG key), or undefined: every milestone needs one, none before
 * today (Beijing), none before the previous milestone's.
 */
export function dueDateProblem(dates: (Dayjs | null | undefined)[] | undefined, index: number, today = beijingToday()): string | undefined {
  const date = dateOf(dates?.[index]);
  if (!date || date < today) return MSG.customDueDatesInvalid;
  const previous = dateOf(dates?.[index - 1]);
  if (index > 0 && previous && date < previous) return MSG.customDueDatesInvalid;
  return undefined;
}

/** Why the total is refused (MSG key), or undefined: above 0, at most the maximum, two decimals at most. */
export function totalProblem(values: OfferFormValues): string | undefined {
  return offerInput.shape.totalAmount.safeParse(yuanToFen(values.totalYuan)).success ? undefined : MSG.customAmountInvalid;
}

/** Why the deposit is refused (MSG key), or undefined: above 0 and at most the total. */
export function depositProblem(values: OfferFormValues): string | undefined {
  const deposit = yuanToFen(values.depositYuan);
  if (!offerInput.shape.depositAmount.safeParse(deposit).success) return MSG.customDepositInvalid;
  const total = yuanToFen(values.totalYuan);
  return total !== undefined && deposit !== undefined && deposit > total ? MSG.customDepositInvalid : undefined;
}

/** The form's first values: the previous offer when there is one (changing it), else empty amounts and dates. */
export function offerFormValues(order: Pick<CustomOrderDetail, 'totalAmount' | 'depositAmount' | 'plan' | 'milestones' | 'acceptance'>): OfferFormValues {
  const dueOf = (code: string) => order.milestones.find((milestone) => milestone.code === code)?.dueDate;
  return {
    totalYuan: order.totalAmount === null ? null : fenToYuan(order.totalAmount),
    depositYuan: order.depositAmount === null ? null : fenToYuan(order.depositAmount),
    plan: order.plan ?? '',
    dueDates: CUSTOM_MILESTONES.map((code) => {
      const due = dueOf(code);
      return due ? dayjs(due) : null;
    }),
    acceptance: order.acceptance.map((row) => ({ itemId: row.itemId, requirement: row.requirement })),
  };
}
