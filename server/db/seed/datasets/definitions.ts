/**
 * The public experiment data sets (the files in this folder; README.md here) with what the product shows
 * about them. Values are loaded exactly as the files give them; `header` names the file's column.
 */
interface DataSetColumn {
  header: string;
  key: string;
  label: { zh: string; en: string };
  unit: string | null;
  /** Text column (kept as a string); every other column is numeric. */
  text?: true;
}

export interface DataSetDefinition {
  key: string;
  file: string;
  title: { zh: string; en: string };
  description: { zh: string; en: string };
  citation: string;
  licence: string;
  sourceUrl: string;
  /** A leading column that only numbers the rows (it becomes the row number, not a value). */
  indexHeader?: string;
  columns: DataSetColumn[];
}

const element = (symbol: string, unit: string): DataSetColumn => ({
  header: symbol,
  key: symbol,
  label: { zh: symbol, en: symbol },
  unit,
});
const temperature = (header: string, key: string, zh: string, en: string): DataSetColumn => ({
  header,
  key,
  label: { zh, en },
  unit: '°C',
});
const strength = (header: string, key: string, zh: string, en: string): DataSetColumn => ({
  header,
  key,
  label: { zh, en },
  unit: 'MPa',
});

export const DATA_SETS: DataSetDefinition[] = [
  {
    key: 'nims-steel-fatigue',
    file: 'nims-steel-fatigue.csv',
    title: { zh: 'NIMS 碳钢与低合金钢疲劳数据', en: 'NIMS fatigue data of carbon and low-alloy steels' },
    description: {
      zh: '360 组碳钢和低合金钢试验数据:正火、淬火和回火温度,化学成分(质量分数 %),锻造比,夹杂物,10⁷ 周次疲劳强度,抗拉强度、断裂强度和硬度。为试验数据,不含牌号。',
      en: '360 experiments on carbon and low-alloy steels: normalising, quenching and tempering temperatures, composition (wt%), reduction ratio, inclusions, fatigue strength at 10⁷ cycles, tensile and fracture strength and hardness. Experiment data without grade names.',
    },
    citation:
      'NIMS MatNavi fatigue data sheets as compiled by A. Agrawal et al., "Exploration of data science techniques to predict fatigue strength of steel from composition and processing parameters", Integrating Materials and Manufacturing Innovation 3 (2014) 8; this copy from J. Xiong, T. Y. Zhang, S. Q. Shi, "Machine learning of mechanical properties of steels", Sci. China Tech. Sci. 63 (2020) 1247–1255 (GitHub George-JieXIONG/Materials-Dataset, Chapter4/NIMS-Fatigue.csv)',
    licence: 'GPL-3.0 (licence of the repository it was copied from); cite the papers',
    sourceUrl: 'https://github.com/George-JieXIONG/Materials-Dataset',
    columns: [
      temperature('Normalized Temperature', 'normalizingTemperature', '正火温度', 'Normalising temperature'),
      temperature('Quenching Temperature', 'quenchingTemperature', '淬火温度', 'Quenching temperature'),
      temperature('Temperaing Temperature', 'temperingTemperature', '回火温度', 'Tempering temperature'),
      ...['C', 'Si', 'Mn', 'P', 'S', 'Ni', 'Cr', 'Cu', 'Mo'].map((symbol) => element(symbol, 'wt%')),
      { header: 'RR', key: 'reductionRatio', label: { zh: '锻造比', en: 'Reduction ratio' }, unit: null },
      { header: 'dA', key: 'inclusionsA', label: { zh: '塑性变形夹杂物面积分数 dA', en: 'Inclusions deformed by plastic work, area fraction dA' }, unit: '%' },
      { header: 'dB', key: 'inclusionsB', label: { zh: '断续分布夹杂物面积分数 dB', en: 'Inclusions in discontinuous array, area fraction dB' }, unit: '%' },
      { header: 'dC', key: 'inclusionsC', label: { zh: '孤立夹杂物面积分数 dC', en: 'Isolated inclusions, area fraction dC' }, unit: '%' },
      strength('Fatigue Strength (10E7 Cycles)', 'fatigueStrength', '疲劳强度(10⁷ 周次)', 'Fatigue strength (10⁷ cycles)'),
      strength('Tensile Strength', 'tensileStrength', '抗拉强度', 'Tensile strength'),
      strength('Fracture Strength', 'fractureStrength', '断裂强度', 'Fracture strength'),
      { header: 'Hardness', key: 'hardness', label: { zh: '硬度(按来源报告)', en: 'Hardness (as reported by the source)' }, unit: null },
    ],
  },
  {
    key: 'aluminium-alloys-composition-properties',
    file: 'aluminium-alloys-composition-properties.csv',
    title: { zh: '铝合金成分、加工状态与力学性能数据', en: 'Aluminium alloys: composition, processing and mechanical properties' },
    description: {
      zh: '1154 条铝合金记录:加工路线,25 种元素的质量分数(0–1,非百分数),伸长率、抗拉强度和屈服强度,以及原作者的分类标号。按成分与加工记录,不含合金牌号。',
      en: '1,154 aluminium alloys: processing route, mass fractions of 25 elements (0–1, not %), elongation, tensile and yield strength, and the authors’ class label. Alloys by composition and processing, without designations.',
    },
    citation:
      'N. Bhat et al., "Improving the prediction of mechanical properties of aluminium alloy using data-driven class-based regression", Computational Materials Science (2023); data set on Mendeley Data, doi:10.17632/b6br4yk6r3.1 (this copy from GitHub NinadBhat/supervised-learning-code, data/al_data.csv)',
    licence: 'CC BY 4.0 (Mendeley Data default); cite the paper',
    sourceUrl: 'https://doi.org/10.17632/b6br4yk6r3.1',
    indexHeader: '',
    columns: [
      { header: 'Processing', key: 'processing', label: { zh: '加工路线', en: 'Processing' }, unit: null, text: true },
      ...['Ag', 'Al', 'B', 'Be', 'Bi', 'Cd', 'Co', 'Cr', 'Cu', 'Er', 'Eu', 'Fe', 'Ga', 'Li', 'Mg', 'Mn', 'Ni', 'Pb', 'Sc', 'Si', 'Sn', 'Ti', 'V', 'Zn', 'Zr'].map(
        (symbol) => element(symbol, 'mass fraction'),
      ),
      { header: 'Elongation (%)', key: 'elongation', label: { zh: '伸长率', en: 'Elongation' }, unit: '%' },
      strength('Tensile Strength (MPa)', 'tensileStrength', '抗拉强度', 'Tensile strength'),
      strength('Yield Strength (MPa)', 'yieldStrength', '屈服强度', 'Yield strength'),
      // 1–8, or "outlier" for the three rows the authors set apart.
      { header: 'class', key: 'class', label: { zh: '分类标号(原作者)', en: 'Class (authors’ label)' }, unit: null, text: true },
    ],
  },
];
