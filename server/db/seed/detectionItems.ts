import type { CapabilityKind, ItemCategory } from '@contract';
import type { Db } from '../client';
import { detectionItems } from '../schema';

/**
 * The cloud testing catalogue (issue 15): detection and preparation items named by their method standards.
 * Standards are cited by the numbers their issuing bodies give them: GB/T national standards of the Standardization
 * Administration of China (SAC), ISO standards of the International Organization for Standardization, and ASTM
 * standards of ASTM International. Where the edition in force is not pinned here, the number is given without a
 * year. Laboratories offer an item by linking one of their capabilities to it (their own price and cycle).
 * Upserted by `code` (stable: orders and capabilities refer to the item's id, screens and tests to the code).
 */
export interface DetectionItemSeed {
  code: string;
  kind: CapabilityKind;
  category: ItemCategory;
  nameZh: string;
  nameEn: string;
  standards: string[];
  sampleZh: string;
  sampleEn: string;
}

const detection = (category: ItemCategory, item: Omit<DetectionItemSeed, 'kind' | 'category'>): DetectionItemSeed => ({
  kind: 'detection',
  category,
  ...item,
});
const preparation = (category: ItemCategory, item: Omit<DetectionItemSeed, 'kind' | 'category'>): DetectionItemSeed => ({
  kind: 'preparation',
  category,
  ...item,
});

export const DETECTION_ITEMS: DetectionItemSeed[] = [
  detection('mechanical', {
    code: 'tensile-rt',
    nameZh: '室温拉伸试验',
    nameEn: 'Tensile test at room temperature',
    standards: ['GB/T 228.1-2021', 'ISO 6892-1:2019', 'ASTM E8/E8M'],
    sampleZh: '比例试样（圆形或矩形截面），每组 3 根；或提供坯料由实验室加工',
    sampleEn: 'Proportional specimens (round or rectangular section), 3 per set; or stock for the laboratory to machine',
  }),
  detection('mechanical', {
    code: 'tensile-ht',
    nameZh: '高温拉伸试验',
    nameEn: 'Tensile test at elevated temperature',
    standards: ['GB/T 228.2-2015', 'ISO 6892-2', 'ASTM E21'],
    sampleZh: '圆形截面比例试样，每个试验温度 2–3 根；注明试验温度',
    sampleEn: 'Round proportional specimens, 2–3 per test temperature; state the test temperature',
  }),
  detection('mechanical', {
    code: 'impact-charpy',
    nameZh: '夏比摆锤冲击试验',
    nameEn: 'Charpy pendulum impact test',
    standards: ['GB/T 229-2020', 'ISO 148-1:2016', 'ASTM E23'],
    sampleZh: '标准夏比试样 10 × 10 × 55 mm，V 型或 U 型缺口，每个试验温度 3 个；或提供坯料由实验室加工',
    sampleEn: 'Standard Charpy specimens 10 × 10 × 55 mm, V or U notch, 3 per test temperature; or stock for the laboratory to machine',
  }),
  detection('mechanical', {
    code: 'bend',
    nameZh: '弯曲试验',
    nameEn: 'Bend test',
    standards: ['GB/T 232', 'ISO 7438', 'ASTM E290'],
    sampleZh: '矩形或圆形截面试样，长度按弯曲直径和试样厚度确定；注明弯曲角度和弯曲压头直径',
    sampleEn: 'Rectangular or round specimens, length from the former diameter and thickness; state the bend angle and former diameter',
  }),
  detection('hardness', {
    code: 'hardness-brinell',
    nameZh: '布氏硬度',
    nameEn: 'Brinell hardness',
    standards: ['GB/T 231.1', 'ISO 6506-1', 'ASTM E10'],
    sampleZh: '试验面平整光洁，厚度不小于压痕深度的 8 倍；注明硬度标尺',
    sampleEn: 'Flat, smooth test surface, thickness at least 8 times the indentation depth; state the scale',
  }),
  detection('hardness', {
    code: 'hardness-rockwell',
    nameZh: '洛氏硬度',
    nameEn: 'Rockwell hardness',
    standards: ['GB/T 230.1', 'ISO 6508-1', 'ASTM E18'],
    sampleZh: '试验面与支承面平行、平整光洁；注明硬度标尺（如 HRC、HRB）',
    sampleEn: 'Test and support surfaces flat, smooth and parallel; state the scale (e.g. HRC, HRB)',
  }),
  detection('hardness', {
    code: 'hardness-vickers',
    nameZh: '维氏硬度',
    nameEn: 'Vickers hardness',
    standards: ['GB/T 4340.1', 'ISO 6507-1', 'ASTM E384'],
    sampleZh: '试验面经抛光；注明试验力和测点位置（如焊缝、热影响区、母材）',
    sampleEn: 'Polished test surface; state the test force and the positions (e.g. weld, heat-affected zone, base metal)',
  }),
  detection('chemical', {
    code: 'chem-oes',
    nameZh: '火花放电原子发射光谱成分分析',
    nameEn: 'Chemical composition by spark optical emission spectrometry',
    standards: ['GB/T 4336', 'ASTM E415'],
    sampleZh: '块状试样，激发面不小于 Φ20 mm、厚度不小于 5 mm，表面无氧化皮和油污',
    sampleEn: 'Solid sample, excitation face at least Φ20 mm and 5 mm thick, free of scale and oil',
  }),
  detection('chemical', {
    code: 'chem-icp',
    nameZh: 'ICP-AES 多元素分析',
    nameEn: 'Multi-element analysis by ICP-AES',
    standards: ['GB/T 20125'],
    sampleZh: '屑状试样不少于 5 g，清洁无油；注明待测元素',
    sampleEn: 'At least 5 g of clean, oil-free chips; state the elements to determine',
  }),
  detection('chemical', {
    code: 'chem-cs',
    nameZh: '碳硫分析（高频燃烧红外吸收法）',
    nameEn: 'Carbon and sulfur by combustion infrared absorption',
    standards: ['GB/T 20123', 'ISO 15350', 'ASTM E1019'],
    sampleZh: '屑状或粒状试样不少于 2 g，清洁无油',
    sampleEn: 'At least 2 g of clean, oil-free chips or granules',
  }),
  detection('metallography', {
    code: 'metallo-micro',
    nameZh: '显微组织检验',
    nameEn: 'Microstructure examination',
    standards: ['GB/T 13298'],
    sampleZh: '截取试样约 15 × 15 × 10 mm，注明取样部位和观察面；或提供坯料由实验室制样',
    sampleEn: 'Cut sample about 15 × 15 × 10 mm, state the location and the face to examine; or stock for the laboratory to prepare',
  }),
  detection('metallography', {
    code: 'metallo-grain',
    nameZh: '晶粒度测定',
    nameEn: 'Grain size determination',
    standards: ['GB/T 6394', 'ISO 643', 'ASTM E112'],
    sampleZh: '截取试样约 15 × 15 × 10 mm，注明取样部位和检验面',
    sampleEn: 'Cut sample about 15 × 15 × 10 mm, state the location and the face to examine',
  }),
  detection('metallography', {
    code: 'metallo-inclusion',
    nameZh: '非金属夹杂物评定',
    nameEn: 'Non-metallic inclusion rating',
    standards: ['GB/T 10561', 'ISO 4967', 'ASTM E45'],
    sampleZh: '纵向截面试样，抛光面积约 200 mm²，注明轧制方向',
    sampleEn: 'Longitudinal section, polished area about 200 mm², rolling direction marked',
  }),
  detection('microscopy', {
    code: 'sem-eds',
    nameZh: '扫描电镜及能谱分析',
    nameEn: 'Scanning electron microscopy with EDS',
    standards: ['GB/T 17359', 'ISO 22309'],
    sampleZh: '尺寸不大于 20 × 20 × 10 mm，干燥、无磁性或已退磁，观察面清洁；断口试样请保护断口',
    sampleEn: 'At most 20 × 20 × 10 mm, dry, non-magnetic or demagnetised, clean surface; protect fracture surfaces',
  }),
  detection('corrosion', {
    code: 'corrosion-salt-spray',
    nameZh: '中性盐雾试验',
    nameEn: 'Neutral salt spray test',
    standards: ['GB/T 10125', 'ISO 9227', 'ASTM B117'],
    sampleZh: '平板试样约 150 × 75 mm，每组 3 件；注明试验时长和评定方法',
    sampleEn: 'Flat panels about 150 × 75 mm, 3 per set; state the duration and the rating method',
  }),
  detection('corrosion', {
    code: 'corrosion-igc',
    nameZh: '晶间腐蚀试验',
    nameEn: 'Intergranular corrosion test',
    standards: ['GB/T 4334', 'ISO 3651-2', 'ASTM A262'],
    sampleZh: '试样每组 2 件，注明钢种、状态和试验方法（如 E 法、ASTM A262 Practice E）',
    sampleEn: '2 specimens per set; state the grade, condition and practice (e.g. method E, ASTM A262 Practice E)',
  }),
  preparation('machining', {
    code: 'prep-machining',
    nameZh: '试样加工',
    nameEn: 'Specimen machining',
    standards: ['GB/T 2975', 'ISO 377'],
    sampleZh: '提供坯料并注明取样位置、方向和要加工的试样类型及数量',
    sampleEn: 'Stock with the sampling location and direction marked; state the specimen types and numbers to machine',
  }),
  preparation('machining', {
    code: 'prep-metallo',
    nameZh: '金相试样制备',
    nameEn: 'Metallographic specimen preparation',
    standards: ['GB/T 13298', 'ASTM E3'],
    sampleZh: '提供试样或坯料，注明观察面和是否需要镶嵌、浸蚀',
    sampleEn: 'Sample or stock; state the face to prepare and whether to mount and etch',
  }),
  preparation('heatTreatment', {
    code: 'prep-heat-treatment',
    nameZh: '试样热处理（淬火、回火、正火、退火）',
    nameEn: 'Specimen heat treatment (quenching, tempering, normalising, annealing)',
    standards: ['GB/T 16923', 'GB/T 16924'],
    sampleZh: '提供试样或坯料，注明钢种和热处理制度（温度、保温时间、冷却方式）',
    sampleEn: 'Samples or stock; state the grade and the schedule (temperature, holding time, cooling)',
  }),
  preparation('melting', {
    code: 'prep-trial-melting',
    nameZh: '试验熔炼（真空感应熔炼小锭）',
    nameEn: 'Trial melting (small vacuum induction melted ingots)',
    standards: [],
    sampleZh: '提供目标成分和锭重；原料可自备或由实验室采购',
    sampleEn: 'State the target composition and ingot weight; raw materials supplied or bought by the laboratory',
  }),
];

/** Inserts the items, or brings existing ones (same code) up to date; ids stay, so capabilities and orders keep their links. */
export async function seedDetectionItems(db: Pick<Db, 'insert'>) {
  for (const [index, item] of DETECTION_ITEMS.entries()) {
    const values = { ...item, sort: (index + 1) * 10 };
    await db.insert(detectionItems).values(values).onConflictDoUpdate({ target: detectionItems.code, set: values });
  }
}
