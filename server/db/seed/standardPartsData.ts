/**
 * Standard parts (issue 19): fasteners of five GB/T standards and the ISO standards each states it is identical to,
 * for the preferred sizes M3–M36. Values are those printed in the standards' dimension tables (the same values
 * ISO 4014, ISO 4017, ISO 4032, ISO 7089 and ISO 4762 print), in mm, named for what the table gives: a nominal
 * value by its symbol ('s', 'k', 'h'), a limit with its side ('m_max', 'e_min', 'd2_max', 'dk_max', 't_min').
 * 'P' is the coarse thread pitch the tables list. Dimensions whose value we could not confirm are left out rather
 * than guessed (e.g. bolts' b for M30 and M36, the thread run-out of full-thread bolts). Each standard names its
 * source table; seeded at every start (upserted by standard and size, so a correction here reaches every database).
 */
export interface PartStandardSeed {
  family: 'bolt' | 'nut' | 'washer' | 'screw';
  standardNo: string;
  equivalents: string[];
  nameZh: string;
  nameEn: string;
  source: string;
  /** The dimension symbols in column order. */
  symbols: string[];
  /** size → { symbol: value }. */
  sizes: Record<string, Record<string, number>>;
}

const SIZES = ['M3', 'M4', 'M5', 'M6', 'M8', 'M10', 'M12', 'M16', 'M20', 'M24', 'M30', 'M36'] as const;
const PITCH = [0.5, 0.7, 0.8, 1, 1.25, 1.5, 1.75, 2, 2.5, 3, 3.5, 4];
/** Hexagon heads (bolts ISO 4014/4017, nuts ISO 4032) share s and e min per size. */
const HEX_S = [5.5, 7, 8, 10, 13, 16, 18, 24, 30, 36, 46, 55];
const HEX_E_MIN_A = [6.01, 7.66, 8.79, 11.05, 14.38, 17.77, 20.03, 26.75, 33.53, 39.98];
const HEX_E_MIN_B = [5.88, 7.5, 8.63, 10.89, 14.2, 17.59, 19.85, 26.17, 32.95, 39.55, 50.85, 60.79];
const BOLT_K = [2, 2.8, 3.5, 4, 5.3, 6.4, 7.5, 10, 12.5, 15, 18.7, 22.5];
const BOLT_B_REF = [12, 14, 16, 18, 22, 26, 30, 38, 46, 54];
const NUT_M_MAX = [2.4, 3.2, 4.7, 5.2, 6.8, 8.4, 10.8, 14.8, 18, 21.5, 25.6, 31];
const NUT_E_MIN = [6.01, 7.66, 8.79, 11.05, 14.38, 17.77, 20.03, 26.75, 32.95, 39.55, 50.85, 60.79];
const WASHER_D1_MIN = [3.2, 4.3, 5.3, 6.4, 8.4, 10.5, 13, 17, 21, 25, 31, 37];
const WASHER_D2_MAX = [7, 9, 10, 12, 16, 20, 24, 30, 37, 44, 56, 66];
const WASHER_H = [0.5, 0.8, 1, 1.6, 1.6, 2, 2.5, 3, 3, 4, 4, 5];
const SCREW_DK_MAX = [5.5, 7, 8.5, 10, 13, 16, 18, 24, 30, 36, 45, 54];
const SCREW_K_MAX = [3, 4, 5, 6, 8, 10, 12, 16, 20, 24, 30, 36];
const SCREW_S = [2.5, 3, 4, 5, 6, 8, 10, 14, 17, 19, 22, 27];
const SCREW_T_MIN = [1.3, 2, 2.5, 3, 4, 5, 6, 8, 10, 12, 15.5, 19];

/** size → dimensions from parallel columns; an undefined entry (a value not given) is left out. */
function table(columns: Record<string, readonly (number | undefined)[]>): Record<string, Record<string, number>> {
  return Object.fromEntries(
    SIZES.map((size, index) => [
      size,
      Object.fromEntries(Object.entries(columns).flatMap(([symbol, values]) => (values[index] === undefined ? [] : [[symbol, values[index] as number]]))),
    ]),
  );
}

export const PART_STANDARDS: PartStandardSeed[] = [
  {
    family: 'bolt',
    standardNo: 'GB/T 5782-2016',
    equivalents: ['ISO 4014:2011'],
    nameZh: '六角头螺栓',
    nameEn: 'Hexagon head bolts',
    source: 'GB/T 5782-2016 表 1（优选的螺纹规格）',
    symbols: ['P', 's', 'k', 'e_min_A', 'e_min_B', 'b_ref'],
    sizes: table({ P: PITCH, s: HEX_S, k: BOLT_K, e_min_A: HEX_E_MIN_A, e_min_B: HEX_E_MIN_B, b_ref: BOLT_B_REF }),
  },
  {
    family: 'bolt',
    standardNo: 'GB/T 5783-2016',
    equivalents: ['ISO 4017:2011'],
    nameZh: '六角头螺栓 全螺纹',
    nameEn: 'Hexagon head screws (fully threaded)',
    source: 'GB/T 5783-2016 表 1（优选的螺纹规格）',
    symbols: ['P', 's', 'k', 'e_min_A', 'e_min_B'],
    sizes: table({ P: PITCH, s: HEX_S, k: BOLT_K, e_min_A: HEX_E_MIN_A, e_min_B: HEX_E_MIN_B }),
  },
  {
    family: 'nut',
    standardNo: 'GB/T 6170-2015',
    equivalents: ['ISO 4032:2012'],
    nameZh: '1 型六角螺母',
    nameEn: 'Hexagon regular nuts (style 1)',
    source: 'GB/T 6170-2015 表 1（优选的螺纹规格）',
    symbols: ['P', 's', 'm_max', 'e_min'],
    sizes: table({ P: PITCH, s: HEX_S, m_max: NUT_M_MAX, e_min: NUT_E_MIN }),
  },
  {
    family: 'washer',
    standardNo: 'GB/T 97.1-2002',
    equivalents: ['ISO 7089:2000'],
    nameZh: '平垫圈 A 级',
    nameEn: 'Plain washers, normal series, product grade A',
    source: 'GB/T 97.1-2002 表 1（优选尺寸）',
    symbols: ['d1_min', 'd2_max', 'h'],
    sizes: table({ d1_min: WASHER_D1_MIN, d2_max: WASHER_D2_MAX, h: WASHER_H }),
  },
  {
    family: 'screw',
    standardNo: 'GB/T 70.1-2008',
    equivalents: ['ISO 4762:2004'],
    nameZh: '内六角圆柱头螺钉',
    nameEn: 'Hexagon socket head cap screws',
    source: 'GB/T 70.1-2008 表 1（优选的螺纹规格）',
    symbols: ['P', 'dk_max', 'k_max', 's', 't_min'],
    sizes: table({ P: PITCH, dk_max: SCREW_DK_MAX, k_max: SCREW_K_MAX, s: SCREW_S, t_min: SCREW_T_MIN }),
  },
];

/** The nominal diameter of a size designation: 'M10' → 10. */
export const diameterOf = (size: string) => Number(size.replace(/^M/, ''));
