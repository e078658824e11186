import type { LineScoreOutput } from '@contract';
import type { Db } from '../../../db/client';
import type { QualitySampleRow } from '../../../db/schema';
import { notFound } from '../../../http/errors';
import { categoryOf, gradeInCategory, limitsOf } from '../core/catalogue';
import { currentMethod } from '../core/method';
import { scoreSamples } from '../core/score';
import * as repo from '../repository/applications';
import { upsertEnterprise } from '../repository/enterprises';

/**
 * What an approval publishes: the submission scored again under the method current at approval (the line keeps
 * that version, whatever version simulated it), the enterprise by its credit code, and the line with its price.
 * tests/support/quality.ts publishLine writes the same rows for tests of the public ranking: keep them in step.
 */

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface LineScoring {
  submission: repo.SubmissionRow;
  gradeId: number;
  score: LineScoreOutput;
}

/** Scores an application's submission under the current method (read before the approving transaction). */
export async function scoreForPublication(db: Db, submissionId: number): Promise<LineScoring> {
  const submission = await repo.submissionById(db, submissionId);
  if (!submission) throw notFound();
  const category = await categoryOf(db, submission.categoryId);
  const grade = await gradeInCategory(db, category, submission.gradeId);
  const [{ limits }, { method }] = await Promise.all([limitsOf(db, grade), currentMethod(db)]);
  return { submission, gradeId: grade.id, score: scoreSamples(method, limits, submission.samples as QualitySampleRow[]) };
}

/** Inside the approving transaction: the enterprise (created or updated) and the line. Answers the line's id. */
export async function publishLine(tx: Tx, application: repo.ApplicationRow, { submission, gradeId, score }: LineScoring, reportPrice: number, now: Date) {
  const enterpriseId = await upsertEnterprise(tx, {
    creditCode: application.creditCode,
    name: application.companyName,
    address: application.address,
    companyId: application.companyId,
  });
  return repo.insertLine(tx, {
    applicationId: application.id,
    enterpriseId,
    submissionId: submission.id,
    categoryId: submission.categoryId,
    gradeId,
    productName: application.productName,
    steelmakingLine: application.steelmakingLine,
    rollingLine: application.rollingLine,
    year: application.year,
    methodVersion: score.methodVersion,
    total: score.total,
    smallSample: score.smallSample,
    n: score.n,
    score: score as unknown as Record<string, unknown>,
    reportPrice,
    publishedAt: now,
  });
}
