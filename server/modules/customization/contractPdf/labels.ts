import type { CustomDimension, CustomMilestone, CustomProperty, CustomQuantityUnit, CustomShape, CustomType } from '@contract';

/** The contract's names, Chinese then English (the PDF is one document for both sides). */
export const TYPE_NAMES: Record<CustomType, string> = {
  alloyDevelopment: '新合金开发 New alloy development',
  specialShape: '特殊规格/形状 Special size or shape',
  performanceTailoring: '性能定制 Performance tailoring',
  surfaceCondition: '表面/热处理状态 Surface or heat-treatment condition',
};

export const SHAPE_NAMES: Record<CustomShape, string> = {
  plate: '板材 Plate',
  strip: '带材 Strip',
  bar: '棒材 Bar',
  wire: '线材 Wire',
  tube: '管材 Tube',
  section: '型材 Section',
  forging: '锻件 Forging',
  casting: '铸件 Casting',
  powder: '粉末 Powder',
  other: '其他 Other',
};

export const UNIT_NAMES: Record<CustomQuantityUnit, string> = { t: '吨 t', kg: '千克 kg', piece: '件 pieces', m: '米 m' };

export const PROPERTY_NAMES: Record<CustomProperty, string> = {
  yieldStrength: '屈服强度 Yield strength',
  tensileStrength: '抗拉强度 Tensile strength',
  elongation: '断后伸长率 Elongation',
  reductionOfArea: '断面收缩率 Reduction of area',
  impactEnergy: '冲击吸收能量 Impact energy',
  hardnessHBW: '布氏硬度 Brinell hardness',
  hardnessHRC: '洛氏硬度 Rockwell hardness',
  hardnessHV: '维氏硬度 Vickers hardness',
};

export const DIMENSION_NAMES: Record<CustomDimension, string> = {
  thickness: '厚度 Thickness',
  width: '宽度 Width',
  length: '长度 Length',
  diameter: '直径 Diameter',
  wallThickness: '壁厚 Wall thickness',
};

export const MILESTONE_NAMES: Record<CustomMilestone, string> = {
  plan: '开发方案完成 Development plan completed',
  labRnd: '实验室研发完成 Lab R&D completed',
  production: '工业化生产完成 Industrial production completed',
  testing: '产品检测完成 Product testing completed',
  delivery: '定制产品交付 Custom product delivered',
};

export const PLATFORM_NAME = 'atsteel 平台';

/** One paragraph per language. */
export const PAYMENT_TERMS = [
  '付款方式：双方签署合同后，需方支付定金；产品检测完成后、交付前，需方支付尾款。均通过平台支付。',
  'Payment terms: the buyer pays the deposit once both sides have signed this contract, and the balance after product testing and before delivery, through the platform.',
];
