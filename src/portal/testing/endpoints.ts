/** The calls and shapes of the cloud testing pages (catalogue, kits, estimates, orders), from the contract. */
export {
  examineContent,
  myTestKits,
  estimateInput,
  orderLines,
  ITEM_CATEGORIES,
  TEST_LIMITS,
  type CloudFigures,
  type DetectionItem,
  type DetectionItemDetail,
  type Estimate,
  type ItemCategory,
  type ItemOffer,
  type KitItem,
  type LaboratoryChoice,
  type OrderLine,
  type TestKit,
} from '@contract/endpoints/testKits';
export {
  examineOrder,
  orderPublic,
  kitOrderInput,
  sampleInput,
  testOrderInput,
  type Sample,
  type TestOrderDetail,
} from '@contract/endpoints/testOrders';
export { CAPABILITY_KINDS, testerDetailPath, type CapabilityKind } from '@contract/endpoints/laboratoryCommon';
export { laboratoryPublic } from '@contract/endpoints/laboratory';
export { userAddress, type Address } from '@contract/endpoints/address';
