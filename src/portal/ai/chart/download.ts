import { saveBlob, saveUrl } from '../../../components/download/saveBlob';
import { tableCsv } from './chartModel';
import type { AnswerTable } from '@contract/endpoints/ai';

/** Saves an answer's table as a CSV file. */
export function downloadCsv(table: AnswerTable, fileName: string) {
  saveBlob(new Blob([tableCsv(table)], { type: 'text/csv;charset=utf-8' }), fileName);
}

type ChartLike = { toDataURL?: (type?: string) => string | Promise<string> } | undefined;

/** Saves the chart as a PNG: the chart library's own export, else the canvas it drew on. */
export async function downloadPng(chart: ChartLike, container: HTMLElement | null, fileName: string) {
  let url: string | undefined;
  try {
    url = await chart?.toDataURL?.('image/png');
  } catch {
    url = undefined;
  }
  url ??= container?.querySelector('canvas')?.toDataURL('image/png');
  if (!url) return false;
  saveUrl(url, fileName);
  return true;
}
