import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { creditCodeCheckChar } from '../../contract/creditCode';
import type { Db } from '../../server/db/client';
import { materialGrades, materialStandards, qualityApplications, qualityCategories, qualityLines, qualitySubmissions, users } from '../../server/db/schema';
import type { QualitySampleRow } from '../../server/db/schema';
import { categoryOf, gradeInCategory, limitsOf } from '../../server/modules/quality/core/catalogue';
import { currentMethod } from '../../server/modules/quality/core/method';
import { scoreSamples } from '../../server/modules/quality/core/score';
import { upsertEnterprise } from '../../server/modules/quality/repository/enterprises';

/**
 * Fixtures for the quality ranking (issue 17): plausible production data of Q355B hot-rolled plate and a published
 * line written straight into the database (the approval has its own tests in routes/applications).
 */

export interface SampleOptions {
  /** Another sequence of the same distribution (default 1). */
  seed?: number;
  /** Added to every value (MPa, %, J). */
  yieldShift?: number;
  tensileShift?: number;
  elongationShift?: number;
  impactShift?: number;
  /** Multiplies every standard deviation (default 1). */
  spread?: number;
  /** Leave the impact test out (grades without an impact requirement). */
  withoutImpact?: boolean;
}

/** A seeded pseudo-random sequence (mulberry32), so fixtures are the same on every run. */
function sequence(seed: number) {
  let state = seed >>> 0;
  const uniform = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  /** Normal(mean, sd), Box–Muller. */
  const normal = (mean: number, sd: number) => mean + sd * Math.sqrt(-2 * Math.log(1 - uniform())) * Math.cos(2 * Math.PI * uniform());
  return { uniform, normal };
}

const round = (value: number, digits: number) => Number(value.toFixed(digits));

/** `n` heats of Q355B hot-rolled plate, 10–30 mm, as a template upload brings them. */
export function sampleRows(n: number, options: SampleOptions = {}): QualitySampleRow[] {
  const { normal, uniform } = sequence(options.seed ?? 1);
  const k = options.spread ?? 1;
  return Array.from({ length: n }, (_, index) => {
    const row: QualitySampleRow = {
      id: `H${String(index + 1).padStart(4, '0')}`,
      thicknessMm: 10 + Math.floor(uniform() * 21),
      thicknessDeviationMm: round(normal(0, 0.12 * k), 2),
      thicknessToleranceMm: 0.5,
      yieldMPa: Math.round(normal(380 + (options.yieldShift ?? 0), 15 * k)),
      tensileMPa: Math.round(normal(520 + (options.tensileShift ?? 0), 20 * k)),
      elongationPct: round(normal(26 + (options.elongationShift ?? 0), 2 * k), 1),
      composition: {
        C: round(normal(0.16, 0.01 * k), 3),
        Si: round(normal(0.3, 0.03 * k), 3),
        Mn: round(normal(1.4, 0.05 * k), 3),
        P: round(Math.max(0.003, normal(0.015, 0.003 * k)), 4),
        S: round(Math.max(0.001, normal(0.008, 0.002 * k)), 4),
        Cr: round(Math.max(0.005, normal(0.03, 0.005 * k)), 3),
        Ni: round(Math.max(0.005, normal(0.03, 0.005 * k)), 3),
        Cu: round(Math.max(0.005, normal(0.03, 0.005 * k)), 3),
        N: round(Math.max(0.001, normal(0.004, 0.0005 * k)), 4),
      },
    };
    if (!options.withoutImpact) row.impact = { energyJ: Math.round(normal(120 + (options.impactShift ?? 0), 20 * k)), tempC: 20 };
    return row;
  });
}

export async function gradeIdOf(db: Db, standardCode: string, name: string) {
  const [row] = await db
    .select({ id: materialGrades.id })
    .from(materialGrades)
    .innerJoin(materialStandards, eq(materialStandards.id, materialGrades.standardId))
    .where(and(eq(materialStandards.code, standardCode), eq(materialGrades.name, name)));
  if (!row) throw new Error(`no grade ${name} of ${standardCode}`);
  return row.id;
}

export async function categoryIdOf(db: Db, code: string) {
  const [row] = await db.select({ id: qualityCategories.id }).from(qualityCategories).where(eq(qualityCategories.code, code));
  if (!row) throw new Error(`no quality category ${code}`);
  return row.id;
}

/** A valid unified social credit code (check character computed) from a number: '91310000TEST' + 5 digits. */
export function creditCodeFor(seed: number) {
  const first17 = `91310000MA${String(seed % 10_000_000).padStart(7, '0')}`;
  return first17 + creditCodeCheckChar(first17)!;
}

let fixtureCount = 0;

export interface PublishLineOptions {
  /** The applicant (default demo-admin); the enterprise is linked to their platform company. */
  userName?: string;
  companyName?: string;
  /** Default: a fresh valid code per call (another enterprise), unless companyName names one used before. */
  creditCode?: string;
  /** Default hotRolledPlate. */
  categoryCode?: string;
  /** { standardCode, name } — default Q355B of GB/T 1591-2018. */
  grade?: { standardCode: string; name: string };
  year?: number;
  samples?: QualitySampleRow[];
  /** Report price, fen (default 19,900). */
  price?: number;
  productName?: string;
}

/**
 * A published line, with exactly the rows an approval makes: a submission scored under the current method, an
 * approved application of it, the enterprise (upsertEnterprise, by credit code) and the line.
 * Helper C: approve (routes/applications) must make these same rows — keep the two in step.
 */
export async function publishLine(db: Db, options: PublishLineOptions = {}) {
  fixtureCount += 1;
  const [user] = await db.select({ id: users.id, companyId: users.companyId }).from(users).where(eq(users.userName, options.userName ?? 'demo-admin'));
  if (!user) throw new Error(`no user ${options.userName}`);
  const category = await categoryOf(db, await categoryIdOf(db, options.categoryCode ?? 'hotRolledPlate'));
  const gradeName = options.grade ?? { standardCode: 'GB/T 1591-2018', name: 'Q355B' };
  const grade = await gradeInCategory(db, category, await gradeIdOf(db, gradeName.standardCode, gradeName.name));
  const { limits } = await limitsOf(db, grade);
  const { method } = await currentMethod(db);
  const samples = options.samples ?? sampleRows(60);
  const score = scoreSamples(method, limits, samples);
  const companyName = options.companyName ?? `测试钢铁${fixtureCount}有限公司`;
  const creditCode = options.creditCode ?? creditCodeFor(process.pid * 1000 + fixtureCount);
  const year = options.year ?? 2025;
  const productName = options.productName ?? '热轧钢板';
  const now = new Date();

  return db.transaction(async (tx) => {
    const [submission] = await tx
      .insert(qualitySubmissions)
      .values({
        userId: user.id,
        companyId: user.companyId,
        categoryId: category.id,
        gradeId: grade.id,
        dataFileId: randomUUID(),
        dataFileName: 'production-data.xlsx',
        samples,
        n: samples.length,
        methodVersion: score.methodVersion,
        score,
        total: score.total,
        smallSample: score.smallSample,
        scoredAt: now,
      })
      .returning({ id: qualitySubmissions.id });
    const [application] = await tx
      .insert(qualityApplications)
      .values({
        userId: user.id,
        companyId: user.companyId,
        submissionId: submission.id,
        userType: 'manufacturer',
        companyName,
        creditCode,
        address: '上海市浦东新区测试路 1 号',
        productName,
        steelmakingLine: '2# 转炉',
        rollingLine: '3500 mm 中厚板轧线',
        contactName: '张伟',
        contactInfo: '13800000003',
        year,
        state: 'approved',
        decidedAt: now,
      })
      .returning({ id: qualityApplications.id });
    const enterpriseId = await upsertEnterprise(tx, { creditCode, name: companyName, address: '上海市浦东新区测试路 1 号', companyId: user.companyId });
    const [line] = await tx
      .insert(qualityLines)
      .values({
        applicationId: application.id,
        enterpriseId,
        submissionId: submission.id,
        categoryId: category.id,
        gradeId: grade.id,
        productName,
        steelmakingLine: '2# 转炉',
        rollingLine: '3500 mm 中厚板轧线',
        year,
        methodVersion: score.methodVersion,
        total: score.total,
        smallSample: score.smallSample,
        n: score.n,
        score,
        reportPrice: options.price ?? 19_900,
        publishedAt: now,
      })
      .returning({ id: qualityLines.id });
    return { lineId: line.id, enterpriseId, applicationId: application.id, submissionId: submission.id, total: score.total };
  });
}
