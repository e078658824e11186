import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { LIMITS } from '../limits';
import { MSG, type MessageKey } from '../messages';
import { PERMISSIONS, type Permission } from '../permissions';

/**
 * The one upload call of the spec (`SystemManager/file/upload/file`, multipart, field `file`) serves every
 * feature; `purpose` says which rules apply. The type is read from the file's content (magic bytes), never
 * from its name or the type the browser declares.
 */
export const UPLOAD_PURPOSES = [
  'productPicture',
  'attachment',
  'libraryFile',
  'libraryCover',
  'invoice',
  'labPicture',
  'labFile',
  'demandFile',
  'testReport',
  'paymentVoucher',
  'researchDataFile',
  'researchAttachment',
  'qualityDataFile',
  'qualityReport',
  'customFile',
  'contentPicture',
  'suggestionFile',
  'servicePicture',
  'docFilled',
  'aiDocument',
] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

export interface UploadRule {
  maxBytes: number;
  /** Content types accepted, as detected from the content. */
  types: readonly string[];
  /** File-name endings the browser's file picker offers (a hint only; the server reads the content). */
  accept: string;
  tooLarge: MessageKey;
  wrongType: MessageKey;
  /** Needed besides being signed in. */
  permission?: Permission;
  /** The file belongs to the uploader's company, which must have saved its basic information first. */
  forCompany?: boolean;
}

const OFFICE = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  /** Word, Excel and PowerPoint 97–2003 share one container format. */
  legacy: 'application/x-cfb',
};

export const UPLOAD_RULES: Record<UploadPurpose, UploadRule> = {
  productPicture: {
    maxBytes: LIMITS.imageMaxBytes,
    types: ['image/jpeg', 'image/png'],
    accept: '.jpg,.jpeg,.png',
    tooLarge: MSG.pictureTooLarge,
    wrongType: MSG.pictureType,
    permission: PERMISSIONS.recommendedProductManage,
    forCompany: true,
  },
  attachment: {
    maxBytes: LIMITS.attachmentMaxBytes,
    types: ['application/pdf', 'image/jpeg', 'image/png', 'application/zip', ...Object.values(OFFICE)],
    accept: '.pdf,.jpg,.jpeg,.png,.zip,.doc,.docx,.xls,.xlsx,.ppt,.pptx',
    tooLarge: MSG.fileTooLarge50M,
    wrongType: MSG.attachmentType,
  },
  libraryFile: {
    maxBytes: LIMITS.attachmentMaxBytes,
    types: ['application/pdf'],
    accept: '.pdf',
    tooLarge: MSG.libraryFileType,
    wrongType: MSG.libraryFileType,
    permission: PERMISSIONS.libraryManage,
  },
  libraryCover: {
    maxBytes: LIMITS.imageMaxBytes,
    types: ['image/jpeg', 'image/png'],
    accept: '.jpg,.jpeg,.png',
    tooLarge: MSG.pictureTooLarge,
    wrongType: MSG.pictureType,
    permission: PERMISSIONS.libraryManage,
  },
  invoice: {
    maxBytes: LIMITS.pdfMaxBytes,
    types: ['application/pdf'],
    accept: '.pdf',
    tooLarge: MSG.invoiceFileType,
    wrongType: MSG.invoiceFileType,
    permission: PERMISSIONS.orderAdminister,
  },
  /**
   * A laboratory's logo, instrument photos, its people's photos, case covers. Kept as the lab company's files
   * (the uploader's company), without waiting for the company's basic information: the entry application holds it.
   */
  labPicture: {
    maxBytes: LIMITS.imageMaxBytes,
    types: ['image/jpeg', 'image/png'],
    accept: '.jpg,.jpeg,.png',
    tooLarge: MSG.pictureTooLarge,
    wrongType: MSG.pictureType,
    permission: PERMISSIONS.laboratoryOperate,
  },
  /** A laboratory's brochure, certificates, capability files, attachments, experiment data, drawings, documents. */
  labFile: {
    maxBytes: LIMITS.attachmentMaxBytes,
    types: ['application/pdf', 'image/jpeg', 'image/png', 'application/zip', ...Object.values(OFFICE)],
    accept: '.pdf,.jpg,.jpeg,.png,.zip,.doc,.docx,.xls,.xlsx,.ppt,.pptx',
    tooLarge: MSG.fileTooLarge50M,
    wrongType: MSG.attachmentType,
    permission: PERMISSIONS.laboratoryOperate,
  },
  /** A research demand's attachments (any signed-in user). */
  demandFile: {
    maxBytes: LIMITS.attachmentMaxBytes,
    types: ['application/pdf', 'image/jpeg', 'image/png', 'application/zip', ...Object.values(OFFICE)],
    accept: '.pdf,.jpg,.jpeg,.png,.zip,.doc,.docx,.xls,.xlsx,.ppt,.pptx',
    tooLarge: MSG.fileTooLarge50M,
    wrongType: MSG.attachmentType,
  },
  /** A test order's report, uploaded by its laboratory (spec §5: PDF at most 500 kb). */
  testReport: {
    maxBytes: LIMITS.pdfMaxBytes,
    types: ['application/pdf'],
    accept: '.pdf',
    tooLarge: MSG.reportFileInvalid,
    wrongType: MSG.reportFileInvalid,
    permission: PERMISSIONS.laboratoryOperate,
  },
  /** The voucher of an offline transfer paying a test order (a scan or a PDF). */
  paymentVoucher: {
    maxBytes: LIMITS.attachmentMaxBytes,
    types: ['application/pdf', 'image/jpeg', 'image/png'],
    accept: '.pdf,.jpg,.jpeg,.png',
    tooLarge: MSG.fileTooLarge50M,
    wrongType: MSG.attachmentType,
  },
  /** A data file to import into an R&D data set: CSV (UTF-8 or GBK) or XLSX, at most 50 MB. */
  researchDataFile: {
    maxBytes: LIMITS.attachmentMaxBytes,
    types: ['text/csv', OFFICE.xlsx],
    accept: '.csv,.xlsx',
    tooLarge: MSG.fileTooLarge50M,
    wrongType: MSG.researchFileType,
    permission: PERMISSIONS.researchDataManage,
  },
  /** A data set's raw machine files, pictures and reports. */
  researchAttachment: {
    maxBytes: LIMITS.attachmentMaxBytes,
    types: ['text/csv', 'application/pdf', 'image/jpeg', 'image/png', 'application/zip', ...Object.values(OFFICE)],
    accept: '.csv,.txt,.pdf,.jpg,.jpeg,.png,.zip,.doc,.docx,.xls,.xlsx,.ppt,.pptx',
    tooLarge: MSG.fileTooLarge50M,
    wrongType: MSG.attachmentType,
    permission: PERMISSIONS.researchDataManage,
  },
  /** A filled quality ranking template (XLSX, issue 17); any signed-in user may simulate. */
  qualityDataFile: {
    maxBytes: LIMITS.attachmentMaxBytes,
    types: [OFFICE.xlsx],
    accept: '.xlsx',
    tooLarge: MSG.fileTooLarge50M,
    wrongType: MSG.qualityTemplateInvalid,
  },
  /** The test report attached to quality ranking data (spec §5: PDF at most 500 kb). */
  qualityReport: {
    maxBytes: LIMITS.pdfMaxBytes,
    types: ['application/pdf'],
    accept: '.pdf',
    tooLarge: MSG.reportFileInvalid,
    wrongType: MSG.reportFileInvalid,
  },
  /** A customization order's files (issue 18): the request's attachments, signed contracts, milestone evidence, test reports. */
  customFile: {
    maxBytes: LIMITS.attachmentMaxBytes,
    types: ['application/pdf', 'image/jpeg', 'image/png', 'application/zip', ...Object.values(OFFICE)],
    accept: '.pdf,.jpg,.jpeg,.png,.zip,.doc,.docx,.xls,.xlsx,.ppt,.pptx',
    tooLarge: MSG.fileTooLarge50M,
    wrongType: MSG.attachmentType,
  },
  /** Covers and the pictures in the bodies of the platform's content and industry pages (issue 19). */
  contentPicture: {
    maxBytes: LIMITS.imageMaxBytes,
    types: ['image/jpeg', 'image/png'],
    accept: '.jpg,.jpeg,.png',
    tooLarge: MSG.pictureTooLarge,
    wrongType: MSG.pictureType,
    permission: PERMISSIONS.contentManage,
  },
  /** Screenshots or documents sent with a suggestion (issue 19). */
  suggestionFile: {
    maxBytes: LIMITS.attachmentMaxBytes,
    types: ['image/jpeg', 'image/png', 'application/pdf'],
    accept: '.jpg,.jpeg,.png,.pdf',
    tooLarge: MSG.fileTooLarge50M,
    wrongType: MSG.attachmentType,
  },
  /** A service offer's picture in the service hall (issue 19). */
  servicePicture: {
    maxBytes: LIMITS.imageMaxBytes,
    types: ['image/jpeg', 'image/png'],
    accept: '.jpg,.jpeg,.png',
    tooLarge: MSG.pictureTooLarge,
    wrongType: MSG.pictureType,
    permission: PERMISSIONS.serviceOfferManage,
    forCompany: true,
  },
  /** A filled document to check against its template (issue 19). */
  docFilled: {
    maxBytes: LIMITS.attachmentMaxBytes,
    types: ['application/pdf', OFFICE.docx],
    accept: '.pdf,.docx',
    tooLarge: MSG.fileTooLarge50M,
    wrongType: MSG.attachmentType,
  },
  /** A document to ask the AI assistant about (issue 20); only its uploader reads it. */
  aiDocument: {
    maxBytes: LIMITS.attachmentMaxBytes,
    types: ['application/pdf', OFFICE.docx],
    accept: '.pdf,.docx',
    tooLarge: MSG.fileTooLarge50M,
    wrongType: MSG.aiDocumentType,
  },
};

/** Stored files are named by a random UUID: ids cannot be guessed, and a name is never a path. */
export const fileId = z.uuid({ message: MSG.invalidId });

export const storedFile = z.object({
  id: z.string(),
  name: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  purpose: z.enum(UPLOAD_PURPOSES),
});
export type StoredFile = z.infer<typeof storedFile>;

export const files = {
  upload: defineEndpoint({
    method: 'POST',
    path: '/atsteel/SystemManager/file/upload/file',
    input: z.object({ purpose: z.enum(UPLOAD_PURPOSES, { message: MSG.validationFailed }) }),
    output: storedFile,
    access: 'user',
    upload: true,
    summary:
      'Upload one file (multipart/form-data, field `file`; `purpose` in the query string). Product pictures: JPG or PNG, at most 500 kb; attachments: PDF, Office, ZIP, JPG or PNG, at most 50 MB. The type is read from the content',
  }),
  view: defineEndpoint({
    method: 'GET',
    path: '/atsteel/SystemManager/file/view',
    input: z.object({ id: fileId }),
    output: z.unknown(),
    access: 'public',
    blob: true,
    summary:
      'A stored file, to those who may read it: its company (or uploader), auditors for what awaits them, everyone once published (e.g. the picture of an approved product)',
  }),
  remove: defineEndpoint({
    method: 'POST',
    path: '/atsteel/SystemManager/file/delete',
    input: z.object({ id: fileId }),
    output: z.null(),
    access: 'user',
    summary:
      'Delete one of your own uploads that nothing uses (409 while e.g. a product shows it; another user\'s file answers 404). Frees its space in your quota',
  }),
};

/**
 * Storage each uploader and each company may fill (bytes of all their stored files), unless the server's
 * ATSTEEL_QUOTA_USER_MB / ATSTEEL_QUOTA_COMPANY_MB say otherwise.
 */
export const DEFAULT_FILE_QUOTAS = { userBytes: 1024 * 1024 * 1024, companyBytes: 10 * 1024 * 1024 * 1024 };

/** Address of a stored file for an <img> or a link (works for anyone once the file is public). */
export const fileViewUrl = (id: string) => `${files.view.path}?id=${encodeURIComponent(id)}`;
