import { COLOURS, PAGE, ReportWriter } from '../../../lib/pdf/layout';
import { markerText, type DocumentLayout } from './layout';

/**
 * The PDF of a generated document (A4, Noto Sans SC, the quality report's writer): title, blocks, label–value rows,
 * the footer on each page; Subject and Keywords mark it as made from the template's version (what a check can read).
 */
export async function drawPdf(layout: DocumentLayout): Promise<Buffer> {
  const writer = await ReportWriter.create(layout.title, layout.footer);
  writer.document.setCreator('atsteel document templates');
  writer.document.setSubject(markerText(layout.marker));
  writer.document.setKeywords(['atsteel-template', `template:${layout.marker.templateId}`, `version:${layout.marker.version}`]);
  writer.y -= 20;
  for (const row of writer.wrap(layout.title, 16)) {
    writer.text(row, PAGE.margin, writer.y, 16, COLOURS.accent);
    writer.y -= 22;
  }
  for (const piece of layout.pieces) {
    if (piece.kind === 'heading') writer.heading(piece.text);
    else if (piece.kind === 'paragraph') writer.paragraph(piece.text, 10);
    else for (const row of piece.rows) writer.paragraph(`${row.label}${layout.marker.language === 'zh' ? '：' : ': '}${row.value || '—'}`, 10);
  }
  return Buffer.from(await writer.document.save());
}
