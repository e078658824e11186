import { fillPlaceholders, type DocLanguage } from '@contract';
import type { TemplateRow } from '../repository/templates';

/**
 * What a generated document holds, in reading order, before it is drawn as DOCX or PDF: the title, the blocks with
 * their placeholders filled, each 'fields' block as label–value rows, and the footer naming the template and its
 * version. The check (service/check.ts) expects the same headings and rows.
 */
export type Piece = { kind: 'heading'; text: string } | { kind: 'paragraph'; text: string } | { kind: 'rows'; rows: { key: string; label: string; value: string }[] };

export interface DocumentLayout {
  title: string;
  pieces: Piece[];
  footer: string;
  /** What marks the file as ours: DOCX custom properties, PDF Subject/Keywords. */
  marker: { templateId: number; version: number; language: DocLanguage };
}

export const inLanguage = (language: DocLanguage, zh: string, en: string) => (language === 'zh' ? zh || en : en || zh);

export const labelOf = (field: TemplateRow['fields'][number], language: DocLanguage) => inLanguage(language, field.labelZh, field.labelEn) || field.key;

export function layoutOf(template: TemplateRow, inputs: Record<string, string>, language: DocLanguage): DocumentLayout {
  const title = inLanguage(language, template.nameZh, template.nameEn);
  const fields = new Map(template.fields.map((field) => [field.key, field]));
  const pieces = template.blocks.map((block): Piece => {
    if (block.kind === 'fields') {
      return {
        kind: 'rows',
        rows: block.fieldKeys.map((key) => ({ key, label: fields.has(key) ? labelOf(fields.get(key)!, language) : key, value: (inputs[key] ?? '').trim() })),
      };
    }
    const text = fillPlaceholders(inLanguage(language, block.textZh, block.textEn), inputs);
    return { kind: block.kind === 'heading' ? 'heading' : 'paragraph', text };
  });
  const footer = language === 'zh' ? `atsteel 文档模板：${title}（第 ${template.version} 版）` : `atsteel document template: ${title} (version ${template.version})`;
  return { title, pieces, footer, marker: { templateId: template.id, version: template.version, language } };
}

/** The PDF Subject that marks a generated PDF: 'atsteel-template:<id>:<version>:<language>'. */
export const markerText = ({ templateId, version, language }: DocumentLayout['marker']) => `atsteel-template:${templateId}:${version}:${language}`;

export function markerOf(text: string | undefined): DocumentLayout['marker'] | undefined {
  const match = /atsteel-template:(\d+):(\d+):(zh|en)/.exec(text ?? '');
  return match ? { templateId: Number(match[1]), version: Number(match[2]), language: match[3] as DocLanguage } : undefined;
}
