/** What routes.ts uses (the module's use cases, one file each). */
export { getApplication, saveApplication, submitApplication } from './application';
export { copyCapability, deleteCapability, deleteInstrument, saveCapability, saveInstrument } from './items';
export { auditDetail, listForAudit, reviewApplication } from './audit';
export { listPublic, publicDetail } from './public';
export { laboratoryFileReader, uploadLaboratoryFile } from './files';
