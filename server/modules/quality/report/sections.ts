import type { GradeLimitsOutput, LineScoreOutput, QualityMethodOutput } from '@contract';
import type { QualitySampleRow } from '../../../db/schema';
import type { GradeLimits } from '../../../lib/qualityMethod';
import { barChart, histogramChart } from './charts';
import { INDICATOR_NAMES, METHOD_PARAGRAPH, PROPERTY_NAMES, reasonName } from './labels';
import { COLOURS, PAGE, type ReportWriter } from '../../../lib/pdf/layout';
import { elementStatistics, histogram, propertyStatistics, yieldMargins, type StatisticsRow } from './statistics';

/** What a line's report shows (service/report.ts gathers it). */
export interface ReportData {
  lineId: number;
  enterprise: { name: string; creditCode: string; address: string };
  productName: string;
  category: { nameZh: string; nameEn: string };
  grade: { name: string; standardCode: string };
  steelmakingLine: string;
  rollingLine: string;
  year: number;
  total: number;
  rank: { position: number; of: number };
  smallSample: boolean;
  score: LineScoreOutput;
  method: QualityMethodOutput;
  limits: GradeLimits;
  limitsOutput: GradeLimitsOutput;
  samples: QualitySampleRow[];
  /** When the report was drawn. */
  date: Date;
}

/** Non-conforming heats listed before "and N more". */
export const NON_CONFORMING_SHOWN = 50;

const fixed = (value: number | null | undefined, digits = 2) => (value === null || value === undefined || !Number.isFinite(value) ? '—' : value.toFixed(digits));
const dateOf = (date: Date) => new Date(date.getTime() + 8 * 3600_000).toISOString().slice(0, 10);

export function header(writer: ReportWriter, data: ReportData) {
  writer.y -= 20;
  writer.text('质量评价报告 Quality report', PAGE.margin, writer.y, 18, COLOURS.accent);
  writer.y -= 18;
  writer.text(`${data.enterprise.name} · ${data.productName} (${data.grade.name})`, PAGE.margin, writer.y, 11);
  writer.y -= 8;
  writer.facts([
    ['企业 Enterprise', data.enterprise.name],
    ['信用代码 Credit code', data.enterprise.creditCode],
    ['产品 Product', data.productName],
    ['类别 Category', `${data.category.nameZh} ${data.category.nameEn}`],
    ['牌号 Grade', data.grade.name],
    ['标准 Standard', data.grade.standardCode],
    ['炼钢产线 Steelmaking', data.steelmakingLine],
    ['轧制产线 Rolling', data.rollingLine],
    ['年度 Year', String(data.year)],
    ['方法版本 Method', data.score.methodVersion],
    ['总分 Total', fixed(data.total)],
    ['排名 Rank', `${data.rank.position} / ${data.rank.of}`],
    ['样本量 Heats (n)', `${data.score.n}${data.smallSample ? '  小样本 small sample' : ''}`],
    ['报告日期 Date', dateOf(data.date)],
    ['产线编号 Line id', String(data.lineId)],
  ]);
}

export function indicators(writer: ReportWriter, score: LineScoreOutput) {
  writer.heading('评价指标 Indicators');
  writer.table(
    [
      { title: '指标 Indicator', width: 0.34 },
      { title: '测量值 Value', width: 0.13, align: 'right' },
      { title: '得分 Score', width: 0.13, align: 'right' },
      { title: '权重 Weight', width: 0.13, align: 'right' },
      { title: '有效权重 Eff. weight', width: 0.14, align: 'right' },
      { title: '贡献 Contribution', width: 0.13, align: 'right' },
    ],
    score.indicators.map((indicator) => [
      INDICATOR_NAMES[indicator.key] + (indicator.applicable ? '' : ' (n/a)'),
      fixed(indicator.value, 3),
      fixed(indicator.score, 1),
      fixed(indicator.weight, 2),
      fixed(indicator.effectiveWeight, 3),
      fixed(indicator.contribution, 2),
    ]),
  );
  writer.paragraph('各指标对总分的贡献 Contribution of each indicator to the total', 8, COLOURS.muted);
  barChart(
    writer,
    score.indicators.map((indicator) => ({ label: INDICATOR_NAMES[indicator.key], value: indicator.contribution })),
    Math.max(...score.indicators.map((indicator) => indicator.weight * 100), 1),
  );
}

export function limitsTable(writer: ReportWriter, data: ReportData) {
  const { limitsOutput } = data;
  writer.heading(`标准限值 Limits of ${data.grade.name} (${data.grade.standardCode})`);
  writer.table(
    [
      { title: '厚度 Thickness, mm', width: 0.24 },
      { title: '屈服 Yield min', width: 0.19, align: 'right' },
      { title: '抗拉 Tensile', width: 0.3, align: 'right' },
      { title: '伸长率 Elong. min, %', width: 0.27, align: 'right' },
    ],
    limitsOutput.bands.map((band) => [
      `${band.minMm} – ${band.maxMm}`,
      String(band.yieldMin),
      band.tensileMax === null ? `>= ${band.tensileMin}` : `${band.tensileMin} – ${band.tensileMax}`,
      String(band.elongationMin),
    ]),
  );
  writer.table(
    [
      { title: '元素 Element', width: 0.34 },
      { title: '下限 Min, %', width: 0.33, align: 'right' },
      { title: '上限 Max, %', width: 0.33, align: 'right' },
    ],
    limitsOutput.composition.map((row) => [row.el, row.min === null ? '—' : String(row.min), row.max === null ? '—' : String(row.max)]),
  );
  writer.paragraph(
    limitsOutput.impact
      ? `冲击 Impact: KV2 >= ${limitsOutput.impact.energyMin} J at ${limitsOutput.impact.tempC} °C`
      : '冲击 Impact: 无要求 not required',
  );
}

const statisticsRows = (rows: StatisticsRow[], name: (key: string) => string, digits: number) =>
  rows.map((row) => [name(row.key), String(row.n), fixed(row.mean, digits), fixed(row.sd, digits + 1), fixed(row.min, digits), fixed(row.max, digits), fixed(row.cpk, 2)]);

const STATISTICS_COLUMNS = (first: string) => [
  { title: first, width: 0.28 },
  { title: 'n', width: 0.08, align: 'right' as const },
  { title: '均值 Mean', width: 0.13, align: 'right' as const },
  { title: '标准差 s', width: 0.13, align: 'right' as const },
  { title: '最小 Min', width: 0.13, align: 'right' as const },
  { title: '最大 Max', width: 0.13, align: 'right' as const },
  { title: 'Cpk', width: 0.12, align: 'right' as const },
];

export function statistics(writer: ReportWriter, data: ReportData) {
  writer.heading('统计 Statistics');
  writer.table(STATISTICS_COLUMNS('性能 Property'), statisticsRows(propertyStatistics(data.limits, data.samples), (key) => PROPERTY_NAMES[key] ?? key, 1));
  writer.table(STATISTICS_COLUMNS('元素 Element, %'), statisticsRows(elementStatistics(data.limits, data.samples), (key) => key, 3));
  writer.heading('屈服强度余量分布 Yield margin to the band minimum');
  histogramChart(writer, histogram(yieldMargins(data.limits, data.samples)), 0, '屈服强度 − 区间下限 Yield − band minimum, MPa (左侧红色为不合格 red: below the minimum)');
}

export function nonConforming(writer: ReportWriter, data: ReportData) {
  const conformity = data.score.indicators.find((indicator) => indicator.key === 'conformity');
  const list = ((conformity?.detail as { nonConforming?: { index: number; id?: string; reasons: string[] }[] } | undefined)?.nonConforming ?? []);
  writer.heading(`不合格炉（卷）Non-conforming heats: ${list.length}`);
  if (!list.length) {
    writer.paragraph('全部炉（卷）符合标准限值。 Every heat or coil meets the limits.');
    return;
  }
  writer.table(
    [
      { title: '行 Row', width: 0.1, align: 'right' },
      { title: '炉号 Heat', width: 0.16 },
      { title: '厚度 mm', width: 0.1, align: 'right' },
      { title: '原因 Reasons', width: 0.64 },
    ],
    list.slice(0, NON_CONFORMING_SHOWN).map((item) => [
      String(item.index + 1),
      item.id ?? '—',
      fixed(data.samples[item.index]?.thicknessMm, 1),
      item.reasons.map(reasonName).join('; '),
    ]),
  );
  if (list.length > NON_CONFORMING_SHOWN) writer.paragraph(`另有 ${list.length - NON_CONFORMING_SHOWN} 炉（卷） and ${list.length - NON_CONFORMING_SHOWN} more`);
}

export function method(writer: ReportWriter, data: ReportData) {
  writer.heading(`评价方法 Method ${data.method.version}`);
  writer.paragraph(METHOD_PARAGRAPH);
  writer.paragraph(
    data.method.indicators.map((indicator) => `${INDICATOR_NAMES[indicator.key]} ${indicator.weight} (${Object.entries(indicator.params).map(([name, value]) => `${name} ${value}`).join(', ')})`).join('; '),
    7.5,
    COLOURS.muted,
  );
  writer.heading('改进建议 Improvements');
  if (!data.score.improvements.length) writer.paragraph('各指标均已满分。 Every indicator scores full marks.');
  for (const improvement of data.score.improvements) {
    writer.paragraph(`• ${INDICATOR_NAMES[improvement.key]}: 满分可提高总分 ${fixed(improvement.gain, 2)} 分 — full marks would add ${fixed(improvement.gain, 2)} points`);
  }
}
