import { asc } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { dataSets } from '../../../db/schema';
import type { OwnDocument } from './publish';
import { textPdf, type TextLine } from './textPdf';

interface Column {
  key: string;
  label: { zh: string; en: string };
  unit?: string | null;
}

/** A free guide to each public data set the platform carries: what it holds, its columns, citation and licence. */
export async function dataSetGuides(db: Db): Promise<OwnDocument[]> {
  const sets = await db.select().from(dataSets).orderBy(asc(dataSets.id));
  return sets.map((set) => ({
    seedKey: `dataset:${set.key}`,
    typeCode: 'dataset',
    title: `${set.titleZh} 数据集说明 / ${set.titleEn}: data set guide`.slice(0, 200),
    summary: `${set.descriptionZh} / ${set.descriptionEn}`.slice(0, 2000),
    price: 0,
    source: set.sourceUrl ? `${set.citation} (${set.sourceUrl})`.slice(0, 300) : set.citation.slice(0, 300),
    fileName: `${set.key} guide.pdf`,
    render: () => {
      const lines: TextLine[] = [
        { text: set.titleEn, size: 16, bold: true },
        { text: `Data set guide by atsteel: ${set.rowCount} rows, ${(set.columns as Column[]).length} columns.`, gap: 4 },
        { text: 'What it holds', size: 11, bold: true, gap: 10 },
        { text: set.descriptionEn },
        { text: 'Columns', size: 11, bold: true, gap: 10 },
        ...(set.columns as Column[]).map((column) => ({ text: `${column.key}: ${column.label.en}${column.unit ? ` (${column.unit})` : ''}` })),
        { text: 'Cite as', size: 11, bold: true, gap: 10 },
        { text: set.citation },
        { text: 'Licence', size: 11, bold: true, gap: 10 },
        { text: set.licence },
        ...(set.sourceUrl ? [{ text: 'Source', size: 11, bold: true, gap: 10 }, { text: set.sourceUrl }] : []),
      ];
      return textPdf(`${set.titleEn} guide`, lines);
    },
  }));
}
