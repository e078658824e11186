import type { Language, MaterialType } from '@contract';

/** The datasheet's words: section headings in both languages (one document for either reader), the rest in the page's. */
export const HEADINGS = {
  title: '牌号数据表 Grade datasheet',
  composition: '化学成分 Chemical composition (mass %)',
  mechanical: '力学性能 Mechanical properties',
  physical: '物理性能 Physical properties',
  equivalents: '对应牌号 Declared equivalents',
  sources: '来源 Sources',
} as const;

export interface Labels {
  type: Record<MaterialType, string>;
  standard: string;
  category: string;
  materialNumbers: string;
  aliases: string;
  temper: string;
  date: string;
  element: string;
  min: string;
  max: string;
  typical: string;
  note: string;
  source: string;
  condition: string;
  thickness: string;
  allThicknesses: string;
  direction: string;
  yield: string;
  tensile: string;
  elongation: string;
  reduction: string;
  hardness: string;
  impact: string;
  impactAt: (energy: string, temperature: string) => string;
  typicalShort: string;
  noMechanical: string;
  property: string;
  value: string;
  unit: string;
  physicalNote: string;
  physical: Record<string, string>;
  footer: string;
  disclaimer: string;
}

const PHYSICAL_EN = {
  density: 'Density',
  elasticModulus: 'Modulus of elasticity',
  thermalConductivity: 'Thermal conductivity',
  thermalExpansion: 'Thermal expansion (20–100 °C)',
  specificHeat: 'Specific heat capacity',
  electricalResistivity: 'Electrical resistivity',
  meltingRangeLow: 'Melting range, from',
  meltingRangeHigh: 'Melting range, to',
};

export const LABELS: Record<Language, Labels> = {
  en: {
    type: { steel: 'Steel', welding: 'Welding consumable', aluminium: 'Aluminium alloy' },
    standard: 'Standard',
    category: 'Category',
    materialNumbers: 'Material numbers',
    aliases: 'Aliases',
    temper: 'Temper',
    date: 'Date',
    element: 'Element',
    min: 'Min',
    max: 'Max',
    typical: 'Typical',
    note: 'Note',
    source: 'Source',
    condition: 'Condition',
    thickness: 'Thickness (mm)',
    allThicknesses: 'All thicknesses',
    direction: 'Dir.',
    yield: 'Yield (MPa)',
    tensile: 'Tensile (MPa)',
    elongation: 'Elongation (%)',
    reduction: 'Red. of area (%)',
    hardness: 'Hardness',
    impact: 'Impact (J)',
    impactAt: (energy, temperature) => `${energy} at ${temperature} °C`,
    typicalShort: '(typical)',
    noMechanical: 'The source gives no mechanical properties for this grade.',
    property: 'Property',
    value: 'Value',
    unit: 'Unit',
    physicalNote: 'Typical values at 20 °C (thermal expansion: mean from 20 to 100 °C), for design guidance; not guaranteed minima.',
    physical: PHYSICAL_EN,
    footer: 'atsteel grade datasheet',
    disclaimer: 'Values as the cited standards give them; the governing standard and the purchase order decide. The number in brackets after a value is its source below.',
  },
  zh: {
    type: { steel: '钢材', welding: '焊接材料', aluminium: '铝合金' },
    standard: '标准',
    category: '类别',
    materialNumbers: '数字代号',
    aliases: '别名',
    temper: '状态',
    date: '日期',
    element: '元素',
    min: '最小值',
    max: '最大值',
    typical: '典型值',
    note: '备注',
    source: '来源',
    condition: '状态',
    thickness: '厚度 (mm)',
    allThicknesses: '全部厚度',
    direction: '方向',
    yield: '屈服强度 (MPa)',
    tensile: '抗拉强度 (MPa)',
    elongation: '断后伸长率 (%)',
    reduction: '断面收缩率 (%)',
    hardness: '硬度',
    impact: '冲击吸收能量 (J)',
    impactAt: (energy, temperature) => `${energy}，${temperature} °C`,
    typicalShort: '(典型值)',
    noMechanical: '来源未给出该牌号的力学性能。',
    property: '性能',
    value: '数值',
    unit: '单位',
    physicalNote: '20 °C 时的典型值(线膨胀系数为 20–100 °C 的平均值)，供设计参考，并非保证的最小值。',
    physical: {
      density: '密度',
      elasticModulus: '弹性模量',
      thermalConductivity: '热导率',
      thermalExpansion: '线膨胀系数(20–100 °C)',
      specificHeat: '比热容',
      electricalResistivity: '电阻率',
      meltingRangeLow: '熔化温度范围(下限)',
      meltingRangeHigh: '熔化温度范围(上限)',
    },
    footer: 'atsteel 牌号数据表',
    disclaimer: '数值按所引标准给出；以适用标准和订货合同为准。数值后方括号内的数字为其来源编号。',
  },
};

/** The grade page's units, spelled with glyphs the report font has (it lacks superscript minus and Ω). */
export const PHYSICAL_UNITS: Record<string, string> = {
  density: 'g/cm³',
  elasticModulus: 'GPa',
  thermalConductivity: 'W/(m·K)',
  thermalExpansion: '10^-6/K',
  specificHeat: 'J/(kg·K)',
  electricalResistivity: 'Ohm·mm²/m',
  meltingRangeLow: '°C',
  meltingRangeHigh: '°C',
};
