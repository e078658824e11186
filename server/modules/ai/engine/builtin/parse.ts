import type { COUNTRIES, PropertyKey } from '@contract';

type Country = (typeof COUNTRIES)[number];
import type { ConditionKind } from '../../skills/mechanical';
import type { Unit } from '../../skills/convertUnit';
import { standardMentions, type StandardMention } from '../../skills/standards';

/** What a question asks, read from its words (Chinese and English); the grades it names are found separately. */
export interface ParsedQuestion {
  text: string;
  properties: PropertyKey[];
  /** Composition asked: true for every element, or the elements named. */
  composition: boolean;
  elements: string[];
  compare: boolean;
  equivalents: boolean;
  welding: boolean;
  standardWords: boolean;
  help: boolean;
  chart: boolean;
  draft: 'datasheet' | 'comparison' | 'testRequest' | null;
  pronoun: boolean;
  thickness: number | null;
  condition: ConditionKind | null;
  country: Country | null;
  standards: StandardMention[];
  conversion: { value: number; from: Unit; to: Unit | null } | null;
  /** What the catalogue does not hold (prices, suppliers, fatigue, creep …), named as asked. */
  notHeld: string | null;
}

const PROPERTY_WORDS: [PropertyKey, RegExp][] = [
  ['yield', /屈服|规定塑性延伸强度|非比例延伸强度|yield|proof (strength|stress)|\bRe[HL]\b|\bRp\s?0\.?2\b/i],
  ['tensile', /抗拉|拉伸强度|tensile|\bRm\b|\bUTS\b/i],
  ['elongation', /伸长率|延伸率|断后伸长|elongation|ductility/i],
  ['impact', /冲击|夏比|韧性|impact|charpy|toughness|\bKV2?\b/i],
  ['hardness', /硬度|hardness/i],
];
const STRENGTH = /强度|strength/i;
const MECHANICAL = /力学性能|机械性能|mechanical propert/i;

const ELEMENT_WORDS: [string, RegExp][] = [
  ['CEV', /碳当量|carbon equivalent|\bCEV\b/i],
  ['C', /(?<!当)碳(?!当量|钢|素)|含碳|carbon(?! equivalent| steel)/i],
  ['Si', /硅|silicon/i],
  ['Mn', /锰|manganese/i],
  ['P', /磷|phosphorus/i],
  ['S', /硫|sulph?ur|sulfur/i],
  ['Cr', /铬|chromium/i],
  ['Ni', /镍|nickel/i],
  ['Mo', /钼|molybdenum/i],
  ['Cu', /铜|copper/i],
  ['N', /氮|nitrogen/i],
  ['V', /钒|vanadium/i],
  ['Ti', /钛|titanium/i],
  ['Nb', /铌|niobium/i],
  ['Al', /铝含量|aluminium content|aluminum content/i],
  ['B', /硼|boron/i],
  ['Mg', /镁|magnesium/i],
  ['Zn', /锌|zinc/i],
];
const ELEMENT_SYMBOL = /\b(C|Si|Mn|P|S|Cr|Ni|Mo|Cu|N|V|Ti|Nb|Al|B|Mg|Zn|Fe)\s*(?:含量|的含量|content|%|max|min)/g;
const COMPOSITION = /成分|含量|化学|元素|composition|content|chemistry|chemical|elements?\b/i;

const COMPARE = /对比|比较|区别|差异|差别|不同|compare|comparison|\bvs\.?(?=\s|$)|versus|difference|differ/i;
const EQUIVALENT = /对应|等同|相当于|相当的|替代|代替|代用|国外牌号|对照|等效|equivalent|substitute|counterpart|replace|alternative|similar grade/i;
const WELDING = /焊材|焊丝|焊条|焊接材料|焊剂|焊接|用什么焊|filler|electrode|welding wire|consumable|\bweld/i;
const STANDARD = /标准|涵盖|范围|包括哪些|包含哪些|规定了什么|是什么标准|\bcovers?\b|scope|\bstandard\b/i;
const HELP = /如何|怎么|怎样|在哪|哪里|哪儿|能否在|how (do|can|to|should)|where (can|do|is)|\bhelp\b/i;
const PLATFORM = /平台|网站|账号|账户|注册|登录|密码|会员|VIP|上传|下载|收藏|订单|发票|支付|付款|搜索|检索|查询|匹配|下单|预约|检测|文库|定制|企业|员工|个人中心|account|register|sign (in|up)|log ?in|password|upload|download|favou?rite|order|invoice|pay|search|platform|book|membership|employee|compan/i;
const CHART = /图表|曲线|画出|绘制|作图|chart|plot|graph/i;
const DATASHEET = /数据表|数据单|规格书|datasheet|data sheet/i;
const MEMO = /备忘录|对比报告|memo/i;
const TEST_REQUEST = /委托单|检测申请|试验申请|检验委托|test request|testing request/i;
const PRONOUN = /它|这个牌号|该牌号|此牌号|这种钢|这种材料|这个材料|\bit\b|\bits\b|this grade|that grade|the same grade|this steel|this material/i;

const THICKNESS = [
  /(?:厚度|厚|thickness|thick|t)\s*(?:为|是|of|=|:|：)?\s*(\d+(?:\.\d+)?)\s*(?:mm|毫米)?/gi,
  /(\d+(?:\.\d+)?)\s*(?:mm|毫米)(?:\s*(?:厚|thick))?/gi,
];

const CONDITIONS: [ConditionKind, RegExp][] = [
  ['TM', /热机械|TMCP|thermo-?mechanical|\+M\b/i],
  ['QT', /调质|淬火\s*\+?\s*回火|quenched and tempered|\bQ\s?\+\s?T\b|\+QT\b|\bQT\b/i],
  ['N', /正火|normali[sz]ed|\+N\b/i],
  ['A', /退火|annealed|\+A\b/i],
  ['S', /固溶|solution (treated|annealed)/i],
  ['AW', /焊态|as-welded/i],
  ['AR', /热轧|轧制状态|as[- ]rolled|hot[- ]rolled|\+AR\b|\bAR\b/i],
];

const COUNTRY_WORDS: [Country, RegExp][] = [
  ['US', /美标|美国|\bASTM\b|\bAISI\b|\bSAE\b|\bUNS\b|\bAWS\b|american/i],
  ['EU', /欧标|欧洲|\bEN\b(?! AW)|european|europe/i],
  ['JP', /日标|日本|\bJIS\b|japan/i],
  ['DE', /德标|德国|\bDIN\b|german/i],
  ['CN', /国标|中国|\bGB\b|chinese|china/i],
];

const UNIT_PATTERN =
  /(MPa|N\/mm2|N\/mm²|ksi|psi|mm|毫米|inch(?:es)?|in\b|英寸|°C|℃|摄氏度|°F|℉|华氏度|开尔文|K\b|J\b|焦耳|焦|ft[·.\- ]?lbf?|英尺磅|kg|公斤|千克|lbs?\b|磅|HV|HBW?|HRC)/i;
const UNIT_OF: [RegExp, Unit][] = [
  [/^mpa$/i, 'MPa'],
  [/^n\/mm/i, 'N/mm2'],
  [/^ksi$/i, 'ksi'],
  [/^psi$/i, 'psi'],
  [/^(mm|毫米)$/i, 'mm'],
  [/^(inch(es)?|in|英寸)$/i, 'in'],
  [/^(°C|℃|摄氏度)$/i, 'C'],
  [/^(°F|℉|华氏度)$/i, 'F'],
  [/^(K|开尔文)$/, 'K'],
  [/^(J|焦耳|焦)$/i, 'J'],
  [/^(ft.?lbf?|英尺磅)$/i, 'ftlbf'],
  [/^(kg|公斤|千克)$/i, 'kg'],
  [/^(lbs?|磅)$/i, 'lb'],
  [/^HV$/i, 'HV'],
  [/^HBW?$/i, 'HB'],
  [/^HRC$/i, 'HRC'],
];
const CONVERT = /换算|转换|转化|等于多少|是多少|合多少|相当于多少|多少(英寸|毫米|磅|公斤|千克|ksi|psi|MPa|焦|摄氏度|华氏度)|convert|conversion|how many|how much is|\bin\s+(ksi|psi|MPa|mm|inch|inches|°F|°C|K|J|ft|lb|kg)|\bto\s+(ksi|psi|MPa|N\/mm|mm|in|inch|°F|°C|K|J|ft|lb|kg|HRC|HV|HB)/i;

/** Asked about, but not in the catalogue the built-in engine reads: refused rather than answered with something else. */
const NOT_HELD =
  /价格|多少钱|报价|库存|供应商|厂家|生产商|疲劳|蠕变|断裂韧性|导热|热导率|热膨胀|弹性模量|密度|焊接性评价|price|cost|stock|supplier|manufacturer|vendor|fatigue|creep|fracture toughness|thermal conductivity|thermal expansion|young'?s modulus|elastic modulus|density/i;

const unitOf = (word: string): Unit | null => UNIT_OF.find(([pattern]) => pattern.test(word.trim()))?.[1] ?? null;

function conversionOf(text: string): ParsedQuestion['conversion'] {
  if (!CONVERT.test(text)) return null;
  const withNumber = new RegExp(`(-?\\d+(?:\\.\\d+)?)\\s*${UNIT_PATTERN.source}`, 'i').exec(text);
  if (!withNumber) return null;
  const from = unitOf(withNumber[2]);
  if (!from) return null;
  // The unit to convert to: the next unit named after the value, else one named before it ("how many ft·lbf is 27 J").
  const rest = text.slice(withNumber.index + withNumber[0].length) + ' ' + text.slice(0, withNumber.index);
  let to: Unit | null = null;
  for (const match of rest.matchAll(new RegExp(UNIT_PATTERN.source, 'gi'))) {
    const unit = unitOf(match[1]);
    if (unit && unit !== from) {
      to = unit;
      break;
    }
  }
  // Without a unit to convert to, only an explicit "convert" makes it a conversion ("20 mm 的屈服强度是多少" is not).
  if (to === null && !/换算|转换|convert|conversion/i.test(text)) return null;
  return { value: Number(withNumber[1]), from, to };
}

function thicknessOf(text: string): number | null {
  let found: { at: number; value: number } | null = null;
  for (const pattern of THICKNESS) {
    for (const match of text.matchAll(pattern)) {
      const value = Number(match[1]);
      // "t" alone is a thickness only as "t=20" / "t 20 mm": a bare letter before a number is part of a grade (T6).
      if (/^t\s*\d/i.test(match[0]) && !/mm|毫米/i.test(match[0])) continue;
      if (!Number.isFinite(value)) continue;
      if (!found || match.index > found.at) found = { at: match.index, value };
    }
  }
  return found?.value ?? null;
}

export function parseQuestion(question: string): ParsedQuestion {
  const text = question.normalize('NFKC');
  const conversion = conversionOf(text);
  const properties = PROPERTY_WORDS.filter(([, pattern]) => pattern.test(text)).map(([property]) => property);
  const notHeld = NOT_HELD.test(text);
  if (notHeld) properties.length = 0;
  else if (properties.length === 0 && MECHANICAL.test(text)) properties.push('yield', 'tensile', 'elongation', 'impact');
  else if (properties.length === 0 && STRENGTH.test(text)) properties.push('yield', 'tensile');
  const elements = [...new Set([...ELEMENT_WORDS.filter(([, pattern]) => pattern.test(text)).map(([el]) => el), ...[...text.matchAll(ELEMENT_SYMBOL)].map((match) => match[1])])];
  const standards = standardMentions(text);
  const outsideStandards = standards.reduceRight((rest, mention) => rest.slice(0, mention.start) + ' '.repeat(mention.end - mention.start) + rest.slice(mention.end), text);
  const draft = TEST_REQUEST.test(text) ? 'testRequest' : MEMO.test(text) ? 'comparison' : DATASHEET.test(text) ? 'datasheet' : null;
  return {
    text,
    properties,
    composition: COMPOSITION.test(text) || elements.length > 0,
    elements,
    compare: COMPARE.test(text),
    equivalents: EQUIVALENT.test(text),
    welding: WELDING.test(text),
    standardWords: STANDARD.test(text),
    help: HELP.test(text) && PLATFORM.test(text),
    chart: CHART.test(text),
    draft,
    pronoun: PRONOUN.test(text),
    thickness: conversion ? null : thicknessOf(text),
    condition: CONDITIONS.find(([, pattern]) => pattern.test(text))?.[0] ?? null,
    country: COUNTRY_WORDS.find(([, pattern]) => pattern.test(outsideStandards))?.[0] ?? null,
    standards,
    conversion,
    notHeld: NOT_HELD.exec(text)?.[0] ?? null,
  };
}

/** Whether the question asks anything of a grade (else a follow-up takes the previous question's intent). */
export const asksSomething = (parsed: ParsedQuestion) =>
  parsed.properties.length > 0 || parsed.composition || parsed.compare || parsed.equivalents || parsed.welding || parsed.chart || parsed.draft !== null;
