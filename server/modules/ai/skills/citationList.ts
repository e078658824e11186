import type { Citation } from '@contract';
import type { Language } from '../engine/types';
import { gradeHref } from './grades';

/** Citations collected while wording an answer; the same one cited twice keeps one number. */
export class CitationList {
  readonly items: Citation[] = [];

  /** The citation's `[n]` marker. */
  cite(citation: Omit<Citation, 'page' | 'quote'> & Partial<Pick<Citation, 'page' | 'quote'>>): string {
    const full: Citation = { page: null, quote: null, ...citation };
    let index = this.items.findIndex(
      (item) => item.kind === full.kind && item.href === full.href && item.source === full.source && item.label === full.label,
    );
    if (index < 0) index = this.items.push(full) - 1;
    return `[${index + 1}]`;
  }

  /** A value of a grade's page, with the standard and table it comes from. */
  grade(grade: { type: string; id: number; name: string; standard: { code: string } }, source: ValueSource | null): string {
    return this.cite({
      kind: 'grade',
      label: `${grade.name} (${grade.standard.code})`,
      source: source ? sourceText(source) : grade.standard.code,
      href: gradeHref(grade),
    });
  }
}

export interface ValueSource {
  code: string;
  ref: string;
}

export const sourceText = (source: ValueSource) => (source.ref ? `${source.code} · ${source.ref}` : source.code);

export const inLanguage = (language: Language, zh: string, en: string) => (language === 'zh' ? zh : en);

/** Items joined as a reader of the language expects: "A、B 和 C" / "A, B and C". */
export function listed(language: Language, items: string[]): string {
  if (items.length <= 1) return items.join('');
  const head = items.slice(0, -1).join(language === 'zh' ? '、' : ', ');
  return `${head}${language === 'zh' ? ' 和 ' : ' and '}${items.at(-1)}`;
}
