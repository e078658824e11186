import writeXlsxFile, { type Row, type Sheet } from 'write-excel-file/node';
import { QUALITY_LIMITS } from '@contract';
import type { LoadedLimits } from '../core/catalogue';
import { OPEN_THICKNESS_MM } from '../core/limitsFromCatalogue';
import { templateColumns } from './columns';

/**
 * A grade's template workbook: sheet 1 "数据 Data" is the header row only (no example rows: we never invent data),
 * sheet 2 "限值 Limits" the limits the data will be scored against (from our catalogue), sheet 3 "说明 Notes" the
 * rules the upload checks. Every label is bilingual, Chinese first.
 */
export const DATA_SHEET = '数据 Data';
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

interface CategoryNames {
  nameZh: string;
  nameEn: string;
}

const bold = (value: string) => ({ value, fontWeight: 'bold' as const });
const number = (value: number | null | undefined) => (value === null || value === undefined ? null : value);

function limitsSheet(category: CategoryNames, { grade, output }: LoadedLimits): Row[] {
  const rows: Row[] = [
    [bold('牌号 Grade'), grade.name],
    [bold('标准 Standard'), grade.standardCode],
    [bold('产品类别 Product category'), `${category.nameZh} ${category.nameEn}`],
    [],
    [bold('力学性能（按公称厚度）Mechanical requirements by nominal thickness')],
    [
      bold('厚度自 From (mm, ≥)'),
      bold('厚度至 To (mm, <)'),
      bold('屈服强度下限 Yield min (MPa)'),
      bold('抗拉强度下限 Tensile min (MPa)'),
      bold('抗拉强度上限 Tensile max (MPa)'),
      bold('断后伸长率下限 Elongation min (%)'),
    ],
    ...output.bands.map((band): Row => [
      band.minMm,
      band.maxMm >= OPEN_THICKNESS_MM ? '—' : band.maxMm,
      band.yieldMin,
      band.tensileMin,
      number(band.tensileMax),
      band.elongationMin,
    ]),
    [],
    [bold('化学成分（熔炼分析，质量分数）Composition (cast analysis, mass %)')],
    [bold('元素 Element'), bold('下限 Min (%)'), bold('上限 Max (%)')],
    ...output.composition.map((limit): Row => [limit.el, number(limit.min), number(limit.max)]),
    [],
    [bold('冲击要求 Impact requirement (KV2)')],
  ];
  if (output.impact) {
    rows.push([bold('试验温度 Temperature (°C)'), bold('冲击功下限 Minimum energy (J)')], [output.impact.tempC, output.impact.energyMin]);
  } else {
    rows.push(['无 None']);
  }
  return rows;
}

function notesSheet(impactRequired: boolean): Row[] {
  const notes: [string, string][] = [
    ['每行填写一个炉号或卷号的检验结果；不要合并单元格，不要修改第一行表头。', 'One row per heat or coil; do not merge cells or change the header row.'],
    ['只填数字（不带单位），不要使用公式：请粘贴为数值。', 'Numbers only (no units) and no formulas: paste values.'],
    [
      '必填：公称厚度、厚度偏差（实测减公称，可为负）、厚度允许偏差 ±（订货要求）、屈服强度、抗拉强度、断后伸长率，以及“限值”页列出的每个元素。',
      'Required: nominal thickness, thickness deviation (measured minus nominal, may be negative), the ordered thickness tolerance ±, yield, tensile, elongation, and every element listed on the Limits sheet.',
    ],
    impactRequired
      ? ['该牌号要求冲击试验：冲击功（三个试样的平均值）和冲击温度必填。', 'This grade requires an impact test: impact energy (the mean of three specimens) and its temperature are required.']
      : ['冲击功与冲击温度：两项都填或都不填。', 'Impact energy and temperature: fill both or neither.'],
    [
      '数值范围：厚度 0–400 mm，偏差 ±20 mm，允许偏差 0–20 mm，强度 0–3000 MPa，伸长率 0–100 %，冲击功 0–600 J，温度 −196–100 °C，成分 0–100 %。',
      'Plausible ranges: thickness 0–400 mm, deviation ±20 mm, tolerance 0–20 mm, strength 0–3000 MPa, elongation 0–100 %, impact energy 0–600 J, temperature −196–100 °C, composition 0–100 %.',
    ],
    [`每次最多上传 ${QUALITY_LIMITS.samplesMax} 行；空行会被忽略。`, `At most ${QUALITY_LIMITS.samplesMax} rows per upload; blank rows are ignored.`],
    [
      '厚度不在任何厚度分档内的炉次按不合格计。模拟评分不会公开发布。',
      'A heat whose thickness lies in no thickness band counts as non-conforming. A simulated score is never published.',
    ],
  ];
  return [[bold('说明'), bold('Notes')], ...notes.map(([zh, en]): Row => [zh, en])];
}

export function templateWorkbook(category: CategoryNames, loaded: LoadedLimits): Promise<Buffer> {
  const columns = templateColumns(loaded.limits);
  const sheets: Sheet<Buffer>[] = [
    {
      sheet: DATA_SHEET,
      data: [columns.map((column) => bold(column.label))],
      columns: columns.map((column) => ({ width: column.element ? 10 : 24 })),
      stickyRowsCount: 1,
    },
    { sheet: '限值 Limits', data: limitsSheet(category, loaded), columns: [{ width: 26 }, { width: 26 }, ...Array.from({ length: 4 }, () => ({ width: 24 }))] },
    { sheet: '说明 Notes', data: notesSheet(Boolean(loaded.limits.impact)), columns: [{ width: 70 }, { width: 90 }] },
  ];
  return writeXlsxFile(sheets).toBuffer();
}

/** `quality-template-Q355B.xlsx`: ASCII letters, digits, dot, dash and underscore only. */
export function templateFileName(gradeName: string): string {
  const safe = gradeName.normalize('NFKD').replace(/[^A-Za-z0-9._-]+/g, '_').replace(/^_+|_+$/g, '') || 'grade';
  return `quality-template-${safe}.xlsx`;
}
