/** The calls and shapes of the laboratory pages (entry application, public list and detail). */
export {
  laboratoryEntry,
  laboratoryPublic,
  laboratorySaveInput,
  capabilityInput,
  instrumentInput,
  labQualification,
  LABORATORY_LIMITS,
  type LaboratoryApplication,
  type LaboratoryFile,
  type LabCapability,
  type LabInstrument,
  type LabQualification,
  type PublicLaboratory,
  type PublicLaboratoryCard,
} from '@contract/endpoints/laboratory';
export {
  CAPABILITY_KINDS,
  EQUIPMENT_TYPES,
  QUALIFICATION_KINDS,
  equipmentDetailPath,
  testerDetailPath,
  type QualificationKind,
} from '@contract/endpoints/laboratoryCommon';
export { files, fileViewUrl, UPLOAD_RULES } from '@contract/endpoints/files';
export { PUBLICATION_PATHS } from '@contract/endpoints/labPublication';
