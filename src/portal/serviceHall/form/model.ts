import { fenToYuan, yuanToFen } from '../../../components/format/money';
import type { ServiceCategory, ServiceOfferDetail, ServiceOfferInput } from '../endpoints';

/** The form's values: the price in yuan as typed (empty: by negotiation). */
export interface OfferFormValues {
  category?: ServiceCategory;
  name?: string;
  summary?: string;
  introduction?: string;
  price?: number | null;
  priceUnit?: string;
  region?: string;
  contactName?: string;
  contactPhone?: string;
  pictureId?: string | null;
}

export const fromDetail = (offer: ServiceOfferDetail): OfferFormValues => ({
  category: offer.category,
  name: offer.name,
  summary: offer.summary,
  introduction: offer.introduction,
  price: offer.price === null ? null : fenToYuan(offer.price),
  priceUnit: offer.priceUnit,
  region: offer.region,
  contactName: offer.contactName,
  contactPhone: offer.contactPhone,
  pictureId: offer.pictureId,
});

/** What `allServer/save` takes: the price in fen, or null for 'by negotiation'. */
export const toSaveInput = (values: OfferFormValues, id?: number): ServiceOfferInput => ({
  ...(id === undefined ? {} : { id }),
  category: values.category as ServiceCategory,
  name: values.name ?? '',
  summary: values.summary ?? '',
  introduction: values.introduction ?? '',
  price: values.price === null || values.price === undefined ? null : (yuanToFen(values.price) ?? -1),
  priceUnit: values.priceUnit ?? '',
  region: values.region ?? '',
  contactName: values.contactName ?? '',
  contactPhone: values.contactPhone ?? '',
  pictureId: values.pictureId ?? null,
});
