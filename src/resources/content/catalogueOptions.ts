import type { CatalogueNode } from '@contract/endpoints/content';

interface CatalogueOption {
  value: number;
  title: string;
  children: CatalogueOption[];
}

/** The help centre's catalogue as TreeSelect options (Chinese name, else English). */
export const catalogueOptions = (nodes: CatalogueNode[]): CatalogueOption[] =>
  nodes.map((node) => ({ value: node.id, title: node.nameZh || node.nameEn, children: catalogueOptions(node.children) }));
