import { CONTENT_WIDTH, COLOURS, PAGE, type ReportWriter } from '../../../lib/pdf/layout';
import type { Bin } from './statistics';

/** Horizontal bars drawn with rectangles: one per item, its value on a common scale to `max`. */
export function barChart(writer: ReportWriter, bars: { label: string; value: number }[], max: number, unit = '') {
  const barHeight = 11;
  const labelWidth = 150;
  const chartWidth = CONTENT_WIDTH - labelWidth - 50;
  writer.ensure(bars.length * (barHeight + 5) + 10);
  writer.y -= 4;
  for (const bar of bars) {
    writer.y -= barHeight + 5;
    const width = max > 0 ? Math.max(0, Math.min(1, bar.value / max)) * chartWidth : 0;
    writer.text(bar.label, PAGE.margin, writer.y + 2, 8);
    const x = PAGE.margin + labelWidth;
    writer.page.drawRectangle({ x, y: writer.y, width: chartWidth, height: barHeight, color: COLOURS.header });
    if (width > 0) writer.page.drawRectangle({ x, y: writer.y, width, height: barHeight, color: COLOURS.accent });
    writer.text(`${bar.value.toFixed(1)}${unit}`, x + chartWidth + 6, writer.y + 2, 8);
  }
  writer.y -= 8;
}

/**
 * A histogram of bins drawn with rectangles, with a marked line at `marker` (e.g. 0 = the band minimum), the bins
 * left of it in the warning colour.
 */
export function histogramChart(writer: ReportWriter, bins: Bin[], marker: number, axisLabel: string) {
  if (!bins.length) return;
  const height = 110;
  writer.ensure(height + 40);
  const top = writer.y - 8;
  const bottom = top - height;
  const left = PAGE.margin + 24;
  const width = CONTENT_WIDTH - 30;
  const most = Math.max(...bins.map((bin) => bin.count));
  const from = bins[0].from;
  const to = bins.at(-1)!.to;
  const xOf = (value: number) => left + ((value - from) / (to - from)) * width;
  writer.page.drawLine({ start: { x: left, y: bottom }, end: { x: left + width, y: bottom }, thickness: 0.6, color: COLOURS.muted });
  writer.text(String(most), PAGE.margin, top - 8, 7, COLOURS.muted);
  writer.text('0', PAGE.margin + 12, bottom, 7, COLOURS.muted);
  for (const bin of bins) {
    const barHeight = most ? (bin.count / most) * (height - 12) : 0;
    const x = xOf(bin.from);
    const barWidth = xOf(bin.to) - x - 1;
    if (barHeight > 0) writer.page.drawRectangle({ x, y: bottom, width: barWidth, height: barHeight, color: bin.to <= marker ? COLOURS.bad : COLOURS.good });
  }
  const labels = bins.length > 8 ? bins.filter((_, index) => index % 2 === 0) : bins;
  for (const bin of labels) writer.text(String(Number(bin.from.toFixed(2))), xOf(bin.from), bottom - 10, 6.5, COLOURS.muted);
  writer.text(String(Number(to.toFixed(2))), xOf(to) - 8, bottom - 10, 6.5, COLOURS.muted);
  if (marker >= from && marker <= to) {
    writer.page.drawLine({ start: { x: xOf(marker), y: bottom }, end: { x: xOf(marker), y: top }, thickness: 1, color: COLOURS.bad, dashArray: [3, 2] });
  }
  writer.y = bottom - 22;
  writer.text(axisLabel, left, writer.y + 2, 7.5, COLOURS.muted);
  writer.y -= 6;
}
