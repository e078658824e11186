import JSZip from 'jszip';
import { PDFDocument } from 'pdf-lib';
import { MSG, placeholdersOf, type CheckItem, type CheckReport, type DocLanguage } from '@contract';
import type { Db } from '../../../db/client';
import { notFound } from '../../../http/errors';
import type { SessionUser } from '../../../plugins/auth';
import { findFile } from '../../files/repository';
import type { FileStorage } from '../../../adapters/storage';
import type { TemplateRow } from '../repository/templates';
import { DOCX_PROPERTIES } from '../render/docx';
import { inLanguage, labelOf, markerOf, type DocumentLayout } from '../render/layout';
import { published } from './templates';

/**
 * Checks a filled document (the caller's own `docFilled` upload) against a published template.
 * DOCX: read with jszip — its custom properties name the template and version; word/document.xml gives the text:
 * each required field's row in a 'fields' table must have a value, each heading must be there, no `{{placeholder}}`
 * may be left, and empty optional cells are flagged. PDF: pdf-lib reads no page text, so only the metadata our PDFs
 * carry (Subject) is checked — template and version — and the content checks are reported as not checkable.
 */
export async function check(db: Db, storage: FileStorage, user: SessionUser, templateId: number, fileId: string): Promise<CheckReport> {
  const template = await published(db, templateId);
  const file = await findFile(db, fileId);
  if (!file || file.purpose !== 'docFilled' || file.uploadedBy !== user.userId) throw notFound(MSG.docFileNotFound);
  const bytes = await storage.get(file.id);
  if (!bytes) throw notFound(MSG.docFileNotFound);
  const format = file.contentType === 'application/pdf' ? 'pdf' : 'docx';
  const { marker, items } = format === 'pdf' ? await checkPdf(bytes) : await checkDocx(bytes, template);
  const lines: CheckItem[] = [...recognition(template, marker, format), ...items];
  return {
    templateId: template.id,
    format,
    documentVersion: marker && marker.templateId === template.id ? marker.version : null,
    currentVersion: template.version,
    passed: !lines.some((line) => line.status === 'fail'),
    items: lines,
  };
}

type Marker = DocumentLayout['marker'] | undefined;

/** Which template and version the document names: ours and current passes; an older version warns. */
function recognition(template: TemplateRow, marker: Marker, format: 'docx' | 'pdf'): CheckItem[] {
  if (!marker) return [{ kind: 'template', status: format === 'pdf' ? 'fail' : 'warn', subject: '', detail: '' }];
  if (marker.templateId !== template.id) return [{ kind: 'template', status: 'fail', subject: '', detail: String(marker.templateId) }];
  return [
    { kind: 'template', status: 'pass', subject: '', detail: '' },
    { kind: 'version', status: marker.version < template.version ? 'warn' : 'pass', subject: String(marker.version), detail: String(template.version) },
  ];
}

async function checkPdf(bytes: Buffer): Promise<{ marker: Marker; items: CheckItem[] }> {
  try {
    const document = await PDFDocument.load(bytes, { updateMetadata: false, ignoreEncryption: true });
    return { marker: markerOf(document.getSubject()), items: [{ kind: 'field', status: 'notCheckable', subject: '', detail: '' }] };
  } catch {
    return { marker: undefined, items: [{ kind: 'format', status: 'fail', subject: '', detail: '' }] };
  }
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decode = (text: string) => text.replace(/&(amp|lt|gt|quot|apos);/g, (_all, name: string) => ENTITIES[name]);
/** The text of an XML fragment: its <w:t> runs joined; paragraphs (inside a cell) separated by line breaks. */
const textOf = (xml: string) =>
  (xml.match(/<w:p[ >][\s\S]*?<\/w:p>/g) ?? [xml])
    .map((paragraph) => decode([...paragraph.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>/g)].map((run) => run[1]).join('')))
    .join('\n')
    .trim();

/** Paragraph texts and table rows (cell texts) of word/document.xml. */
export function docxContent(xml: string) {
  const paragraphs = (xml.match(/<w:p[ >][\s\S]*?<\/w:p>/g) ?? []).map(textOf);
  const rows = (xml.match(/<w:tr[ >][\s\S]*?<\/w:tr>/g) ?? []).map((row) => (row.match(/<w:tc>[\s\S]*?<\/w:tc>|<w:tc [\s\S]*?<\/w:tc>/g) ?? []).map(textOf));
  return { paragraphs, rows };
}

function markerOfCustomProperties(xml: string | undefined): Marker {
  if (!xml) return undefined;
  const property = (name: string) => new RegExp(`name="${name}"[^>]*>\\s*<vt:lpwstr>([^<]*)</vt:lpwstr>`).exec(xml)?.[1];
  const [id, version, language] = [property(DOCX_PROPERTIES.templateId), property(DOCX_PROPERTIES.version), property(DOCX_PROPERTIES.language)];
  if (!id || !version || !/^\d+$/.test(id) || !/^\d+$/.test(version)) return undefined;
  return { templateId: Number(id), version: Number(version), language: language === 'en' ? 'en' : 'zh' };
}

async function checkDocx(bytes: Buffer, template: TemplateRow): Promise<{ marker: Marker; items: CheckItem[] }> {
  let zip: JSZip;
  let xml: string | undefined;
  try {
    zip = await JSZip.loadAsync(bytes);
    xml = await zip.file('word/document.xml')?.async('string');
  } catch {
    xml = undefined;
  }
  if (xml === undefined) return { marker: undefined, items: [{ kind: 'format', status: 'fail', subject: '', detail: '' }] };
  const marker = markerOfCustomProperties(await zip!.file('docProps/custom.xml')?.async('string'));
  const { paragraphs, rows } = docxContent(xml);
  // Labels are matched in the document's language when it names one, else in either.
  const languages: DocLanguage[] = marker ? [marker.language] : ['zh', 'en'];
  const rowOf = (field: TemplateRow['fields'][number]) => rows.find((cells) => cells.length >= 2 && languages.some((language) => cells[0] === labelOf(field, language)));
  const tabled = new Set(template.blocks.flatMap((block) => (block.kind === 'fields' ? block.fieldKeys : [])));
  const items: CheckItem[] = [];
  for (const field of template.fields) {
    const label = labelOf(field, languages[0]);
    const row = rowOf(field);
    if (field.required) {
      if (!tabled.has(field.key)) items.push({ kind: 'field', status: 'notCheckable', subject: field.key, detail: label });
      else items.push({ kind: 'field', status: row && row[1] !== '' ? 'pass' : 'fail', subject: field.key, detail: label });
    } else if (row && row[1] === '') {
      items.push({ kind: 'emptyCell', status: 'warn', subject: field.key, detail: label });
    }
  }
  const texts = new Set(paragraphs);
  for (const block of template.blocks.filter((candidate) => candidate.kind === 'heading')) {
    const shown = languages.map((language) => inLanguage(language, block.textZh, block.textEn));
    // A heading with a placeholder is filled in the document: only headings without one are compared whole.
    if (shown.some((text) => placeholdersOf(text).length > 0)) continue;
    items.push({ kind: 'heading', status: shown.some((text) => texts.has(text)) ? 'pass' : 'fail', subject: shown[0], detail: '' });
  }
  for (const key of new Set(paragraphs.flatMap(placeholdersOf))) items.push({ kind: 'placeholder', status: 'fail', subject: `{{${key}}}`, detail: '' });
  return { marker, items };
}
