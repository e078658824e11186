import { eq } from 'drizzle-orm';
import { MSG, type LineScoreOutput } from '@contract';
import type { Db } from '../../../db/client';
import { materialGrades, materialStandards, qualityCategories, qualitySubmissions, type QualitySampleRow } from '../../../db/schema';
import { AppError, conflict } from '../../../http/errors';
import { methodOutput } from '../core/method';
import { rankAmong } from '../core/rank';
import { drawReport } from '../report';
import { isOfEnterprise, mayDownloadReport, type ReportReader } from './reportAccess';
import { lineLimits, lineRow } from './ranking';

/** The line's report as a PDF, for a reader who may download it (403 paidReportRequired otherwise). */
export async function reportPdf(db: Db, id: number, reader: ReportReader, now: Date) {
  const { line, enterprise, enterpriseCompanyId } = await lineRow(db, id);
  if (!(await mayDownloadReport(db, reader, { id, enterpriseCompanyId }))) throw new AppError(403, MSG.paidReportRequired);
  const [[names], [submission], limits, rank, method] = await Promise.all([
    db
      .select({ nameZh: qualityCategories.nameZh, nameEn: qualityCategories.nameEn, grade: materialGrades.name, standardCode: materialStandards.code })
      .from(qualityCategories)
      .innerJoin(materialGrades, eq(materialGrades.id, line.gradeId))
      .innerJoin(materialStandards, eq(materialStandards.id, materialGrades.standardId))
      .where(eq(qualityCategories.id, line.categoryId)),
    db.select({ samples: qualitySubmissions.samples }).from(qualitySubmissions).where(eq(qualitySubmissions.id, line.submissionId)),
    lineLimits(db, line),
    rankAmong(db, line.categoryId, line.year, line.total),
    methodOutput(db, line.methodVersion),
  ]);
  return drawReport({
    lineId: line.id,
    enterprise: { name: enterprise.name, creditCode: enterprise.creditCode, address: enterprise.address },
    productName: line.productName,
    category: { nameZh: names.nameZh, nameEn: names.nameEn },
    grade: { name: names.grade, standardCode: names.standardCode },
    steelmakingLine: line.steelmakingLine,
    rollingLine: line.rollingLine,
    year: line.year,
    total: line.total,
    rank,
    smallSample: line.smallSample,
    score: line.score as unknown as LineScoreOutput,
    method,
    limits: limits.limits,
    limitsOutput: limits.output,
    samples: submission.samples as QualitySampleRow[],
    date: now,
  });
}

/**
 * The ledger's seller of report orders (`sells('report', …)`): the item's name and price; 404 for an unknown line;
 * the enterprise's own people are refused (they read it free).
 */
export async function reportForSale(db: Db, buyer: { userId: number; companyId: number | null }, id: number) {
  const { line, enterprise, enterpriseCompanyId } = await lineRow(db, id);
  if (isOfEnterprise(buyer, { id, enterpriseCompanyId })) throw conflict(MSG.qualityReportOwn);
  const [grade] = await db.select({ name: materialGrades.name }).from(materialGrades).where(eq(materialGrades.id, line.gradeId));
  return { itemName: `${enterprise.name} ${line.productName} (${grade.name}) 质量评价报告 quality report ${line.year}`, unitPrice: line.reportPrice };
}
