import type { DraftBlock } from '@contract';
import { COLOURS, PAGE, ReportWriter } from '../../../lib/pdf/layout';

/** A draft as PDF (A4, the CJK report font): title, headings, paragraphs, tables with equal columns. */
export async function draftPdf(title: string, blocks: DraftBlock[], footer: string): Promise<Buffer> {
  const writer = await ReportWriter.create(title, footer);
  writer.document.setCreator('atsteel AI assistant');
  writer.y -= 20;
  for (const row of writer.wrap(title, 16)) {
    writer.text(row, PAGE.margin, writer.y, 16, COLOURS.accent);
    writer.y -= 22;
  }
  for (const block of blocks) {
    if (block.type === 'heading') writer.heading(block.text);
    else if (block.type === 'paragraph') writer.paragraph(block.text, 10);
    else {
      const columns = block.columns.map((column) => ({ title: column, width: 1 / block.columns.length }));
      writer.table(columns, block.rows.map((cells) => block.columns.map((_column, index) => cells[index] ?? '')), 8.5);
    }
  }
  return Buffer.from(await writer.document.save());
}
