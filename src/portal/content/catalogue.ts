import type { CatalogueNode } from './endpoints';

/** A catalogue's name in the page's language, or the other when only that was written. */
export const catalogueName = (node: Pick<CatalogueNode, 'nameZh' | 'nameEn'>, language: string) =>
  (language === 'en' ? node.nameEn || node.nameZh : node.nameZh || node.nameEn);

/** The catalogues from the top of the tree down to `id` (empty when it is not in the tree). */
export function catalogueTrail(tree: CatalogueNode[], id: number | null): CatalogueNode[] {
  if (id === null) return [];
  for (const node of tree) {
    if (node.id === id) return [node];
    const below = catalogueTrail(node.children, id);
    if (below.length) return [node, ...below];
  }
  return [];
}
