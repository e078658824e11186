/** The calls and lists of the customization pages (the portal never calls the platform's `customAdmin`). */
export {
  customization,
  customOrderInput,
  compositionTarget,
  propertyTarget,
  dimensionTarget,
  CUSTOM_LIMITS,
  CUSTOM_MILESTONES,
  CUSTOM_PATHS,
  CUSTOM_PROPERTIES,
  CUSTOM_STATES,
  type CustomDimension,
  type CustomMilestone,
  type CustomOrder,
  type CustomOrderDetail,
  type CustomOrderInput,
  type CustomProperty,
  type CustomQuantityUnit,
  type CustomShape,
  type CustomState,
  type CustomSteelName,
  type CustomType,
  type CustomTypeLists,
} from '@contract/endpoints/customization';
export type { Address } from '@contract/endpoints/address';
export { MSG } from '@contract/messages';
