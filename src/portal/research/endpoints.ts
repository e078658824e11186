/** The public calls of the research pages (the portal never calls the laboratories' console endpoints). */
export {
  equipments,
  detectionResources,
  bookingInput,
  WEEKDAYS,
  EQUIPMENT_LIMITS,
  type AppointmentDay,
  type DetectionResource,
  type Equipment,
  type EquipmentDetail,
  type Slot,
} from '@contract/endpoints/equipments';
export { EQUIPMENT_TYPES, CAPABILITY_KINDS, type EquipmentType, type CapabilityKind, bookingDetailPath, equipmentDetailPath, testerDetailPath } from '@contract/endpoints/laboratoryCommon';
export { fileViewUrl } from '@contract/endpoints/files';
