import type { UploadPurpose } from '@contract/endpoints/files';

/** The upload purposes of payments and the library (rules in the contract's UPLOAD_RULES). */
export type PaymentUploadPurpose = Extract<UploadPurpose, 'invoice' | 'libraryCover' | 'libraryFile'>;

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
