import type { UploadPurpose, UploadRule } from '@contract/endpoints/files';

/** The upload purposes of payments and the library (rules in the contract's UPLOAD_RULES). */
export type PaymentUploadPurpose = Extract<UploadPurpose, 'invoice' | 'libraryCover' | 'libraryFile'>;

/** Why a chosen file would be refused (a message key), or undefined when it may be uploaded. */
export function refusalOf(rule: UploadRule, file: { type: string; size: number }) {
  if (!rule.types.includes(file.type)) return rule.wrongType;
  if (file.size > rule.maxBytes) return rule.tooLarge;
  return undefined;
}

/** The file name of a `content-disposition` header (`filename*=UTF-8''…` or `filename="…"`). */
export function fileNameOf(disposition: string | undefined): string | undefined {
  if (!disposition) return undefined;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (encoded) {
    try {
      return decodeURIComponent(encoded[1].trim());
    } catch {
      return undefined;
    }
  }
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1];
}
