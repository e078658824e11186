import { useTranslation } from 'react-i18next';
import type { DocDirectoryNode, DocLanguage, PartRow } from '@contract/endpoints/documents';
import { PART_SYMBOLS } from '@contract/endpoints/documents';

/** The page's language as the documents' texts know it. */
export function usePageLanguage(): DocLanguage {
  const { i18n } = useTranslation();
  return i18n.language?.startsWith('en') ? 'en' : 'zh';
}

/** A text in the page's language, or the other when only that one was written. */
export const shown = (language: DocLanguage, zh: string, en: string) => (language === 'zh' ? zh || en : en || zh);

export { idFrom } from '../../components/pagedList/addressId';

/** A symbol's meaning in the page's language. */
export const symbolMeaning = (language: DocLanguage, symbol: string) => PART_SYMBOLS[symbol]?.[language] ?? symbol;

const csvCell = (value: string | number) => {
  const text = String(value);
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** CSV of part rows: standard, name, size, the given symbols' values, source (UTF-8 with BOM so spreadsheets read Chinese). */
export function partsCsv(rows: PartRow[], symbols: string[], language: DocLanguage, headings: { standard: string; name: string; size: string; source: string }) {
  const head = [headings.standard, headings.name, headings.size, ...symbols, headings.source];
  const body = rows.map((row) => [row.standardNo, shown(language, row.nameZh, row.nameEn), row.size, ...symbols.map((symbol) => row.dimensions[symbol] ?? ''), row.source]);
  return `\uFEFF${[head, ...body].map((line) => line.map(csvCell).join(',')).join('\n')}\n`;
}

/** The symbols the rows give, in PART_SYMBOLS order. */
export function symbolsOf(rows: PartRow[]) {
  const order = Object.keys(PART_SYMBOLS);
  return [...new Set(rows.flatMap((row) => Object.keys(row.dimensions)))].sort((a, b) => order.indexOf(a) - order.indexOf(b));
}

export interface DirectoryTreeNode {
  key: number;
  title: string;
  children: DirectoryTreeNode[];
}
/** The directory tree as antd's Tree shows it: names in the page's language with their template counts. */
export const directoryTreeData = (nodes: DocDirectoryNode[], language: DocLanguage): DirectoryTreeNode[] =>
  nodes.map((node) => ({ key: node.id, title: `${shown(language, node.nameZh, node.nameEn)} (${node.templateCount})`, children: directoryTreeData(node.children, language) }));

export interface DirectoryOption {
  value: number;
  title: string;
  children: DirectoryOption[];
}
/** The directory tree as a TreeSelect's options. */
export const directoryOptions = (nodes: DocDirectoryNode[], language: DocLanguage): DirectoryOption[] =>
  nodes.map((node) => ({ value: node.id, title: shown(language, node.nameZh, node.nameEn), children: directoryOptions(node.children, language) }));
