import { COLOURS, CONTENT_WIDTH, PAGE, type ReportWriter } from '../../../lib/pdf/layout';

/**
 * A table whose cells wrap onto several lines (ReportWriter.table cuts a cell to one line, and the datasheet's
 * mechanical cells hold several values). Widths are shares of the content width; the header repeats on each page.
 */
export function cellTable(writer: ReportWriter, widths: number[], header: string[], rows: string[][], options: { size?: number; continues?: boolean[] } = {}) {
  const size = options.size ?? 7.5;
  const line = size + 3;
  const xs = widths.reduce<number[]>((starts, width, index) => [...starts, starts[index] + width * CONTENT_WIDTH], [PAGE.margin]);
  // wrap() would draw a line break as a missing glyph: each value's line is wrapped on its own.
  const linesOf = (cells: string[]) => cells.map((cell, index) => cell.split('\n').flatMap((part) => writer.wrap(part, size, widths[index] * CONTENT_WIDTH - 6)));
  // A row that `continues` (the next holds the same band's other direction) has no rule under it.
  const draw = (cells: string[][], shaded: boolean, rule = true) => {
    const height = Math.max(1, ...cells.map((lines) => lines.length)) * line + 4;
    if (shaded) writer.page.drawRectangle({ x: PAGE.margin, y: writer.y - height, width: CONTENT_WIDTH, height, color: COLOURS.header });
    cells.forEach((lines, column) =>
      lines.forEach((text, index) => writer.text(text, xs[column] + 3, writer.y - (index + 1) * line + 1, size, shaded ? COLOURS.muted : COLOURS.text)),
    );
    writer.y -= height;
    if (rule) writer.page.drawLine({ start: { x: PAGE.margin, y: writer.y }, end: { x: PAGE.width - PAGE.margin, y: writer.y }, thickness: 0.3, color: COLOURS.rule });
  };
  const head = linesOf(header);
  const headHeight = Math.max(...head.map((lines) => lines.length)) * line + 4;
  writer.ensure(headHeight + 3 * line);
  draw(head, true);
  for (const [index, row] of rows.entries()) {
    const cells = linesOf(row);
    const height = Math.max(1, ...cells.map((lines) => lines.length)) * line + 4;
    if (writer.y - height < PAGE.margin) {
      writer.newPage();
      draw(head, true);
    }
    draw(cells, false, !options.continues?.[index]);
  }
  writer.y -= 6;
}
