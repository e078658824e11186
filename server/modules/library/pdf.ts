import { degrees, PDFDocument, rgb, StandardFonts } from 'pdf-lib';

/** Pages everyone may preview. */
export const PREVIEW_PAGES = 3;

/** Only what the standard PDF fonts can draw (WinAnsi); anything else becomes '?'. */
const drawable = (text: string) => text.replace(/[^\x20-\x7e]/g, '?');

/** The number of pages, or null when the bytes are not a readable PDF. */
export async function pageCountOf(bytes: Buffer) {
  try {
    return (await PDFDocument.load(bytes, { ignoreEncryption: true })).getPageCount();
  } catch {
    return null;
  }
}

/** The first pages of a PDF, stamped as a preview. */
export async function previewOf(bytes: Buffer) {
  const source = await PDFDocument.load(bytes, { ignoreEncryption: true });
  const preview = await PDFDocument.create();
  const total = source.getPageCount();
  const pages = await preview.copyPages(source, Array.from({ length: Math.min(PREVIEW_PAGES, total) }, (_, index) => index));
  const font = await preview.embedFont(StandardFonts.Helvetica);
  for (const page of pages) {
    preview.addPage(page);
    page.drawText(`atsteel preview: ${pages.length} of ${total} pages`, { x: 24, y: 14, size: 8, font, color: rgb(0.45, 0.45, 0.45) });
  }
  return Buffer.from(await preview.save());
}

/** The buyer's copy: every page carries who bought it and the order, across the page and in the footer. */
export async function watermarked(bytes: Buffer, text: string) {
  const document = await PDFDocument.load(bytes, { ignoreEncryption: true });
  const font = await document.embedFont(StandardFonts.Helvetica);
  const mark = drawable(text);
  for (const page of document.getPages()) {
    const { width, height } = page.getSize();
    page.drawText(mark, { x: width * 0.12, y: height * 0.3, size: 16, font, color: rgb(0.75, 0.75, 0.75), opacity: 0.35, rotate: degrees(35) });
    page.drawText(mark, { x: 24, y: 14, size: 7, font, color: rgb(0.45, 0.45, 0.45) });
  }
  return Buffer.from(await document.save());
}
