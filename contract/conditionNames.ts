import type { Language } from './locales';
import { translationsNeeded } from './catalogueText';

/**
 * Delivery and test conditions of the catalogue (mechanical rows' `condition`, written in English) in
 * Chinese. The stored text stays the key the API filters by; pages show it in their language. Designations
 * stay as printed (+AR, +N, +QT, PSL2, T6/T651, PWHT). `npm run catalogue:check` fails on a condition with
 * words and no entry here.
 */
export const CONDITION_NAMES_ZH: Readonly<Record<string, string>> = {
  'as delivered (+AR or +N)': '交货状态（+AR 或 +N）',
  'as delivered': '交货状态',
  thermomechanical: '热机械轧制',
  'normalized/normalized-rolled': '正火/正火轧制',
  'as-welded': '焊态',
  'as-rolled': '热轧状态',
  annealed: '退火',
  'solution treated': '固溶处理',
  'hot-rolled': '热轧',
  'hot finished': '热加工状态',
  '+N (normalized)': '+N（正火）',
  'annealed or high-temperature tempered': '退火或高温回火',
  'as rolled': '热轧状态',
  'as delivered (heat treated)': '交货状态（热处理）',
  'as manufactured or heat treated': '制造状态或热处理',
  'as delivered, plates': '交货状态，钢板',
  '+M (thermomechanically rolled)': '+M（热机械轧制）',
  'as manufactured': '制造状态',
  'as delivered (delivery condition)': '交货状态',
  'cold formed': '冷成型',
  'as supplied': '供货状态',
  'heat treated (delivery)': '热处理（交货状态）',
  'as-rolled (not heat-treated)': '热轧状态（未热处理）',
  normalized: '正火',
  'annealed (delivery)': '退火（交货状态）',
  'heat treated': '热处理',
  'PSL2, thermomechanical rolled (M)': 'PSL2，热机械轧制（M）',
  'as hot rolled': '热轧状态',
  'PSL2, quenched and tempered (Q)': 'PSL2，淬火+回火（Q）',
  'PSL1, as delivered': 'PSL1，交货状态',
  '+AT, P hot-rolled plate': '+AT，P 热轧钢板',
  'quenched (test piece)': '淬火（试样）',
  'annealed (+A)': '退火（+A）',
  'hardened (test piece)': '淬硬（试样）',
  'as rolled, plates, strip, flats': '热轧状态，钢板、钢带、扁钢',
  'heat treated (Section 6)': '热处理（第 6 章）',
  'as rolled or normalized': '热轧或正火',
  'PSL2, normalized/normalizing rolled (N)': 'PSL2，正火/正火轧制（N）',
  '+N (normalized or normalized rolled)': '+N（正火或正火轧制）',
  'hot-dip coated': '热浸镀',
  'as rolled, plates': '热轧状态，钢板',
  'hot-dip galvanized': '热浸镀锌',
  'as rolled, bars, angles': '热轧状态，棒材、角钢',
  '+AT, H hot-rolled strip': '+AT，H 热轧钢带',
  '+AT, C cold-rolled strip': '+AT，C 冷轧钢带',
  'as rolled, shapes': '热轧状态，型钢',
  '+Z coated': '+Z 镀层',
  'as made': '制造状态',
  'annealed, temper rolled': '退火，平整',
  'Q+T (air-cooled)': 'Q+T（空冷）',
  '+A (soft annealed)': '+A（软化退火）',
  'shaped tubing': '异型管',
  'round tubing': '圆管',
  'round and shaped tubing': '圆管和异型管',
  'hot rolled or normalized': '热轧或正火',
  'PSL2, as-rolled-normalized (R)': 'PSL2，正火轧制（R）',
  'as rolled, bars': '热轧状态，棒材',
  'Q+T (test piece)': 'Q+T（试样）',
  '+S (treated for cold shearing)': '+S（改善剪切性能处理）',
  '+A, P hot-rolled plate': '+A，P 热轧钢板',
  '+A, H hot-rolled strip': '+A，H 热轧钢带',
  '+A, C cold-rolled strip': '+A，C 冷轧钢带',
  'quenched and tempered': '淬火+回火',
  '+NT (normalized and tempered)': '+NT（正火+回火）',
  'solution + aged 620 °C': '固溶+时效 620 °C',
  'solution + aged 580 °C': '固溶+时效 580 °C',
  'solution + aged 565 °C': '固溶+时效 565 °C',
  'solution + aged 550 °C': '固溶+时效 550 °C',
  'solution + aged 510 °C': '固溶+时效 510 °C',
  'solution + aged 480 °C': '固溶+时效 480 °C',
  'as-rolled, bar No. 9–18 [29–57]': '热轧状态，钢筋 No. 9–18 [29–57]',
  'as-rolled, bar No. 7–8 [22–25]': '热轧状态，钢筋 No. 7–8 [22–25]',
  'as-rolled, bar No. 4–6 [13–19]': '热轧状态，钢筋 No. 4–6 [13–19]',
  'as-rolled, bar No. 3–6 [10–19]': '热轧状态，钢筋 No. 3–6 [10–19]',
  'as-rolled, bar No. 3 [10]': '热轧状态，钢筋 No. 3 [10]',
  'annealed, sheet and strip': '退火，薄板和钢带',
  'annealed, plate': '退火，厚板',
  'Q 1020 °C oil + T 550 °C': '淬火 1020 °C 油冷 + 回火 550 °C',
  '+AS coated': '+AS 镀层',
};

/** A condition as the page's language writes it: the stored (English) text, or its Chinese name. */
export function conditionName(label: string, language: Language | string): string {
  if (language !== 'zh') return label;
  return CONDITION_NAMES_ZH[label] ?? label;
}

/** Whether a condition is written in words a Chinese page cannot show as they are and has no Chinese name. */
export const conditionUntranslated = (label: string) =>
  translationsNeeded(label).includes('zh') && CONDITION_NAMES_ZH[label] === undefined;
