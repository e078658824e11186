import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';

/** Only what the standard PDF fonts can draw (WinAnsi: ASCII and Latin-1); anything else becomes '?'. */
const drawable = (text: string) => text.replace(/[^\x20-\x7e\xa0-\xff]/g, '?');

export interface TextLine {
  text: string;
  size?: number;
  bold?: boolean;
  /** Space before the line, in points. */
  gap?: number;
}

const WIDTH = 595;
const HEIGHT = 842;
const MARGIN = 40;

/** An A4 PDF of lines of text, wrapped to the page and continued on new pages. */
export async function textPdf(title: string, lines: TextLine[]) {
  const document = await PDFDocument.create();
  document.setTitle(drawable(title));
  document.setProducer('atsteel');
  const regular = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  let page: PDFPage = document.addPage([WIDTH, HEIGHT]);
  let y = HEIGHT - MARGIN;

  const wrap = (text: string, font: PDFFont, size: number) => {
    const rows: string[] = [];
    let row = '';
    for (const word of drawable(text).split(' ')) {
      const next = row ? `${row} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) > WIDTH - 2 * MARGIN && row) {
        rows.push(row);
        row = word;
      } else row = next;
    }
    return [...rows, row];
  };

  for (const line of lines) {
    const size = line.size ?? 9;
    const font = line.bold ? bold : regular;
    y -= line.gap ?? 0;
    for (const row of wrap(line.text, font, size)) {
      if (y < MARGIN + size) {
        page = document.addPage([WIDTH, HEIGHT]);
        y = HEIGHT - MARGIN;
      }
      page.drawText(row, { x: MARGIN, y: y - size, size, font, color: rgb(0.1, 0.1, 0.1) });
      y -= size + 5;
    }
  }
  return Buffer.from(await document.save());
}
