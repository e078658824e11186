import { ReportWriter } from '../../../lib/pdf/layout';
import { header, indicators, limitsTable, method, nonConforming, statistics, type ReportData } from './sections';

export type { ReportData } from './sections';

/** The full report of a line: an A4 PDF, sections in order, Noto Sans SC embedded whole. */
export async function drawReport(data: ReportData): Promise<Buffer> {
  const writer = await ReportWriter.create(`质量评价报告 Quality report ${data.lineId}`, `atsteel 质量评价报告 Quality report · line ${data.lineId}`);
  header(writer, data);
  indicators(writer, data.score);
  limitsTable(writer, data);
  statistics(writer, data);
  nonConforming(writer, data);
  method(writer, data);
  return Buffer.from(await writer.document.save());
}
