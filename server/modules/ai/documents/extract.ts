import JSZip from 'jszip';
import mammoth from 'mammoth';

/** The text of one page of a document (1-based page number). */
export interface PageText {
  page: number;
  text: string;
}

export const PDF_TYPE = 'application/pdf';
export const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** The pages of a PDF or DOCX with their text; a file that cannot be read answers no pages. */
export async function extractPages(bytes: Buffer, contentType: string): Promise<PageText[]> {
  try {
    if (contentType === PDF_TYPE) return await pdfPages(bytes);
    if (contentType === DOCX_TYPE) return await docxPages(bytes);
  } catch {
    // A damaged or encrypted file has no text we can read: the caller says so.
  }
  return [];
}

async function pdfPages(bytes: Buffer): Promise<PageText[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  }).promise;
  try {
    const pages: PageText[] = [];
    for (let page = 1; page <= document.numPages; page += 1) {
      const content = await (await document.getPage(page)).getTextContent();
      const text = content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join('');
      pages.push({ page, text });
    }
    return pages;
  } finally {
    await document.destroy();
  }
}

/** A character no document text holds (Unicode private use), put where a page break was so the text can be split. */
const PAGE_MARK = '\uE000';
const MARK_RUN = `<w:r><w:t>${PAGE_MARK}</w:t></w:r>`;

/**
 * DOCX: mammoth reads the text; a DOCX has no pages of its own, so explicit page breaks (`<w:br w:type="page"/>`,
 * paragraphs with `pageBreakBefore`) are marked in word/document.xml first and the text split at the marks.
 */
async function docxPages(bytes: Buffer): Promise<PageText[]> {
  const zip = await JSZip.loadAsync(bytes);
  const xml = await zip.file('word/document.xml')?.async('string');
  if (xml === undefined) return [];
  const marked = xml
    .replace(/<w:br\b[^>]*w:type="page"[^>]*\/>/g, `<w:t>${PAGE_MARK}</w:t>`)
    .replace(/(<w:p\b[^>]*>\s*<w:pPr>(?:(?!<\/w:pPr>)[\s\S])*<w:pageBreakBefore(?:\s+w:val="(?:1|true|on)")?\s*\/>(?:(?!<\/w:pPr>)[\s\S])*<\/w:pPr>)/g, `$1${MARK_RUN}`);
  zip.file('word/document.xml', marked);
  const buffer = await zip.generateAsync({ type: 'nodebuffer' });
  const { value } = await mammoth.extractRawText({ buffer });
  return value.split(PAGE_MARK).map((text, index) => ({ page: index + 1, text }));
}
