import type { QualityIndicator } from '@contract';

/** One report for both languages: Chinese first, English after. */
export const INDICATOR_NAMES: Record<QualityIndicator, string> = {
  conformity: '符合率 Conformity',
  capability: '过程能力 Capability (Cpk)',
  compositionStability: '成分稳定性 Composition stability',
  toughnessMargin: '韧性裕度 Toughness margin',
  dataVolume: '数据量 Data volume',
};

export const PROPERTY_NAMES: Record<string, string> = {
  yield: '屈服强度 Yield, MPa',
  tensile: '抗拉强度 Tensile, MPa',
  elongation: '断后伸长率 Elongation, %',
};

const REASONS: Record<string, string> = {
  noBand: '厚度无对应要求 no band for thickness',
  yield: '屈服强度低 yield low',
  tensileMin: '抗拉强度低 tensile low',
  tensileMax: '抗拉强度高 tensile high',
  elongation: '伸长率低 elongation low',
  noTolerance: '无厚度公差 no tolerance',
  thicknessDeviation: '厚度超差 thickness deviation',
  impactMissing: '缺冲击 impact missing',
  impactTemperature: '冲击温度高 impact temperature',
  impactEnergy: '冲击功低 impact energy low',
};

export const reasonName = (reason: string) =>
  reason.startsWith('composition:') ? `成分 ${reason.slice('composition:'.length)} composition` : (REASONS[reason] ?? reason);

export const METHOD_PARAGRAPH =
  '评价方法：以产品所属牌号在标准中的限值为准，逐炉（卷）判定力学性能、厚度偏差、冲击与化学成分的符合性（符合率）；' +
  '按各炉厚度所在区间的下限（上限）计算余量，合并求过程能力指数 Cpk（力学性能与成分分别计）；冲击功均值相对要求值的裕度；' +
  '数据量不足时为小样本，其余指标按 n / nSmall 降权。各指标 0–100 分，按权重合计为总分；同类别同年度按总分排名，同分并列。\n' +
  'Method: every heat or coil is checked against the limits of its grade in the standard (conformity rate); capability (Cpk) ' +
  'pools the margins to the limits of each heat’s thickness band, for the mechanical properties and for the composition; ' +
  'toughness margin is the mean impact energy over the requirement; a line with fewer heats than nSmall is a small sample and ' +
  'its other indicators are weighted down by n / nSmall. Each indicator scores 0–100; the total is their weighted sum. Lines ' +
  'rank by total within their category and year; equal totals share a position.';
