import { files } from '@contract/endpoints/files';
import { callFile } from '../../providers/http';

/** Hands an address (a blob's or a data URL) to the browser's download, through a temporary link. */
export function saveUrl(url: string, fileName: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
}

/** Hands a file to the browser's download. */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  saveUrl(url, fileName);
  // Some browsers read the blob after the click returns: keep it a little while.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
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

/** Saves a stored file the viewer may read, fetched with the session (a plain link carries no token). */
export async function downloadStoredFile(id: string, fallbackName: string) {
  const { blob, headers } = await callFile(files.view, { id });
  saveBlob(blob, fileNameOf(headers['content-disposition']) ?? fallbackName);
}
