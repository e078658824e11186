import { useTranslation } from 'react-i18next';
import { catalogueName } from './catalogue';
import type { CatalogueNode } from './endpoints';

/** The help centre's catalogues as a nested list; the chosen one is marked, choosing another calls `onChoose`. */
export function CatalogueTree({ tree, chosen, onChoose }: { tree: CatalogueNode[]; chosen?: number; onChoose: (id?: number) => void }) {
  const { t, i18n } = useTranslation('content');
  const branch = (nodes: CatalogueNode[]) => (
    <ul>
      {nodes.map((node) => (
        <li key={node.id}>
          <button type="button" aria-current={chosen === node.id} onClick={() => onChoose(node.id)}>
            {catalogueName(node, i18n.language)}
          </button>
          {node.children.length > 0 && branch(node.children)}
        </li>
      ))}
    </ul>
  );
  return (
    <nav className="at-content__tree" aria-label={t('help.catalogues')} data-testid="help-catalogues">
      <button type="button" aria-current={chosen === undefined} onClick={() => onChoose(undefined)}>
        {t('help.all')}
      </button>
      {branch(tree)}
    </nav>
  );
}
