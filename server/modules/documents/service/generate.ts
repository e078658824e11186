import type { z } from 'zod';
import { inputProblem, MSG, type generateInput } from '@contract';
import type { Db } from '../../../db/client';
import { AppError, badRequest } from '../../../http/errors';
import type { FileAnswer } from '../../../http/fileRoute';
import type { SessionUser } from '../../../plugins/auth';
import { recordGeneration } from '../repository/templates';
import { drawDocx } from '../render/docx';
import { layoutOf } from '../render/layout';
import { drawPdf } from '../render/pdf';
import { published } from './templates';

type GenerateInput = z.output<typeof generateInput>;

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * The filled document of a published template: every input checked against its field (the contract's
 * `inputProblem`, as the browser checks it; 400 naming the first field that fails), drawn as DOCX or PDF, recorded
 * in doc_generations with the template's version, and the template's use counted.
 */
export async function generate(db: Db, user: SessionUser, input: GenerateInput, now: Date): Promise<FileAnswer> {
  const template = await published(db, input.id);
  const keys = new Set(template.fields.map((field) => field.key));
  const unknown = Object.keys(input.inputs).find((key) => !keys.has(key));
  if (unknown !== undefined) throw badRequest(MSG.docInputUnknown, { key: unknown });
  const inputs: Record<string, string> = {};
  for (const field of template.fields) {
    const problem = inputProblem({ ...field, kind: field.kind as never }, input.inputs[field.key], input.language);
    if (problem) throw new AppError(400, problem.message, undefined, problem.params, { field: field.key });
    inputs[field.key] = (input.inputs[field.key] ?? '').trim();
  }
  const layout = layoutOf(template, inputs, input.language);
  const body = input.format === 'docx' ? await drawDocx(layout) : await drawPdf(layout);
  await db.transaction((tx) =>
    recordGeneration(tx, { templateId: template.id, userId: user.userId, templateVersion: template.version, inputs, format: input.format, language: input.language, createdAt: now }),
  );
  const name = `${layout.title}.${input.format}`;
  return {
    contentType: input.format === 'docx' ? DOCX_TYPE : 'application/pdf',
    body,
    headers: { 'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(name)}` },
  };
}
