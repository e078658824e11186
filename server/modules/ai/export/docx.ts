import { Document, HeadingLevel, Packer, Paragraph, Table, TableCell, TableRow, TextRun, WidthType } from 'docx';
import type { DraftBlock } from '@contract';

const FONT = { ascii: 'Arial', eastAsia: 'Microsoft YaHei', hAnsi: 'Arial' };

const lines = (text: string, bold = false) => (text === '' ? [new Paragraph('')] : text.split('\n').map((line) => new Paragraph({ children: [new TextRun({ text: line, bold })] })));

function drawn(block: DraftBlock) {
  if (block.type === 'heading') return [new Paragraph({ text: block.text, heading: HeadingLevel.HEADING_2 })];
  if (block.type === 'paragraph') return block.text.split('\n').map((line) => new Paragraph({ children: [new TextRun(line)], spacing: { after: 120 } }));
  const width = { size: Math.floor(100 / block.columns.length), type: WidthType.PERCENTAGE };
  const row = (cells: string[], header: boolean) =>
    new TableRow({ tableHeader: header, children: block.columns.map((_column, index) => new TableCell({ width, children: lines(cells[index] ?? '', header) })) });
  return [
    new Table({ width: { size: 100, type: WidthType.PERCENTAGE }, rows: [row(block.columns, true), ...block.rows.map((cells) => row(cells, false))] }),
    new Paragraph(''),
  ];
}

/** A draft as DOCX: its title, then headings, paragraphs and tables (a header row, then the rows) in order. */
export async function draftDocx(title: string, blocks: DraftBlock[]): Promise<Buffer> {
  const document = new Document({
    creator: 'atsteel',
    title,
    styles: { default: { document: { run: { font: FONT, size: 21 } } } },
    sections: [{ children: [new Paragraph({ text: title, heading: HeadingLevel.TITLE }), ...blocks.flatMap(drawn)] }],
  });
  return Packer.toBuffer(document);
}
