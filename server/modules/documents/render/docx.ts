import { AlignmentType, Document, Footer, HeadingLevel, Packer, Paragraph, Table, TableCell, TableRow, TextRun, WidthType } from 'docx';
import { markerText, type DocumentLayout, type Piece } from './layout';

/** Custom properties of a generated DOCX (docProps/custom.xml): which template and version it was made from. */
export const DOCX_PROPERTIES = { templateId: 'atsteelTemplateId', version: 'atsteelTemplateVersion', language: 'atsteelLanguage' } as const;

const FONT = { ascii: 'Arial', eastAsia: 'Microsoft YaHei', hAnsi: 'Arial' };

/** Lines of a value as paragraphs (a textarea's line breaks kept). */
const valueParagraphs = (value: string) => (value === '' ? [new Paragraph('')] : value.split('\n').map((line) => new Paragraph(line)));

function drawn(piece: Piece) {
  if (piece.kind === 'heading') return new Paragraph({ text: piece.text, heading: HeadingLevel.HEADING_2 });
  if (piece.kind === 'paragraph') return new Paragraph({ children: [new TextRun(piece.text)], spacing: { after: 120 } });
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: piece.rows.map(
      (row) =>
        new TableRow({
          children: [
            new TableCell({ width: { size: 30, type: WidthType.PERCENTAGE }, children: [new Paragraph({ children: [new TextRun({ text: row.label, bold: true })] })] }),
            new TableCell({ width: { size: 70, type: WidthType.PERCENTAGE }, children: valueParagraphs(row.value) }),
          ],
        }),
    ),
  });
}

export async function drawDocx(layout: DocumentLayout): Promise<Buffer> {
  const document = new Document({
    creator: 'atsteel',
    title: layout.title,
    subject: markerText(layout.marker),
    keywords: 'atsteel-template',
    customProperties: [
      { name: DOCX_PROPERTIES.templateId, value: String(layout.marker.templateId) },
      { name: DOCX_PROPERTIES.version, value: String(layout.marker.version) },
      { name: DOCX_PROPERTIES.language, value: layout.marker.language },
    ],
    styles: { default: { document: { run: { font: FONT, size: 21 } } } },
    sections: [
      {
        footers: { default: new Footer({ children: [new Paragraph({ alignment: AlignmentType.CENTER, children: [new TextRun({ text: layout.footer, size: 16 })] })] }) },
        children: [new Paragraph({ text: layout.title, heading: HeadingLevel.TITLE }), ...layout.pieces.map(drawn)],
      },
    ],
  });
  return Packer.toBuffer(document);
}
