import type { z } from 'zod';
import type { draftExportInput } from '@contract';
import type { FileAnswer } from '../../../http/fileRoute';
import { DOCX_TYPE, PDF_TYPE } from '../documents/extract';
import { draftDocx } from './docx';
import { draftPdf } from './pdf';

const FOOTER = { zh: 'atsteel 智能助手草稿', en: 'Draft by the atsteel AI assistant' } as const;

/** A file name from a title: characters a file system refuses replaced, at most 100 characters. */
export const fileNameOf = (title: string) => title.replace(/[\\/:*?"<>|\p{Cc}]+/gu, '_').trim().slice(0, 100) || 'draft';

/** The draft (as the user edited it) as a DOCX or PDF download named after its title. */
export async function draftFile(input: z.output<typeof draftExportInput>): Promise<FileAnswer> {
  const body = input.format === 'docx' ? await draftDocx(input.title, input.blocks) : await draftPdf(input.title, input.blocks, FOOTER[input.language]);
  const name = `${fileNameOf(input.title)}.${input.format}`;
  return {
    contentType: input.format === 'docx' ? DOCX_TYPE : PDF_TYPE,
    body,
    headers: { 'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(name)}` },
  };
}
