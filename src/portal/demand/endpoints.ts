/** The calls of the demand pages (the portal never calls the administrators' `demandAdmin`). */
export {
  researchDemand,
  myResearchDemand,
  demandQuotes,
  demandInput,
  quoteInput,
  demandCloseInput,
  DEMAND_LIMITS,
  type DemandDetail,
  type DemandQuote,
  type PublicDemand,
  type DemandInput,
} from '@contract/endpoints/researchDemand';
export { EQUIPMENT_TYPES, type EquipmentType } from '@contract/endpoints/laboratoryCommon';
export { files, fileViewUrl, UPLOAD_RULES, type StoredFile } from '@contract/endpoints/files';
export { PERMISSIONS } from '@contract/permissions';
