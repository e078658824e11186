/** The calls and lists of the service hall's pages (the portal never calls the platform's `serviceAudit`). */
export {
  serviceHall,
  myServiceOffers,
  serviceOfferInput,
  PLATFORM_SERVICES,
  SERVICE_CATEGORIES,
  SERVICE_CATEGORY_KEYS,
  SERVICE_LIMITS,
  SERVICE_STATES,
  type PublicServiceOffer,
  type ServiceBrand,
  type ServiceCategory,
  type ServiceOfferDetail,
  type ServiceOfferInput,
  type ServiceOfferRow,
  type ServiceState,
} from '@contract/endpoints/serviceHall';
export { fileViewUrl } from '@contract/endpoints/files';
export { testerDetailPath } from '@contract/endpoints/laboratoryCommon';
export { PERMISSIONS } from '@contract/permissions';
