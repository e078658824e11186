import type { UploadPurpose } from '@contract/endpoints/files';

/** The upload purposes of payments and the library (rules in the contract's UPLOAD_RULES). */
export type PaymentUploadPurpose = Extract<UploadPurpose, 'invoice' | 'libraryCover' | 'libraryFile'>;
