import type { TFunction } from 'i18next';
import type { TestKit } from '@contract/endpoints/testKits';
import { formatFen } from '../../../components/format/money';

/** A kit's reference price: the cheapest offers added up, or "no offer yet" while an item has none. */
export const referencePriceText = (t: TFunction, kit: Pick<TestKit, 'referencePrice'>) =>
  kit.referencePrice === null ? t('kit.noOffer') : formatFen(kit.referencePrice);

/** A kit's reference duration in working days, or "no offer yet". */
export const referenceDaysText = (t: TFunction, kit: Pick<TestKit, 'referenceDays'>) =>
  kit.referenceDays === null ? t('kit.noOffer') : t('kit.days', { count: kit.referenceDays });
