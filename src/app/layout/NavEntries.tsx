import { NavLink, matchPath, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isGroup, type NavEntry, type NavGroup } from './headerEntries';
import { useDetailsMenu } from './useDetailsMenu';

/** A group is current when one of its pages is (the same rule as a header link: the exact page). */
function useGroupActive(group: NavGroup) {
  const { pathname } = useLocation();
  return group.pages.some((page) => matchPath({ path: page.path, end: true }, pathname));
}

function GroupLinks({ group }: { group: NavGroup }) {
  const { t } = useTranslation('common');
  return (
    <ul className="at-nav__pages">
      {group.pages.map((page) => (
        <li key={page.path}>
          <NavLink to={page.path} end>
            {t(`nav.${page.key}`)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

function GroupMenu({ group }: { group: NavGroup }) {
  const { t } = useTranslation('common');
  const active = useGroupActive(group);
  const { ref, onKeyDown } = useDetailsMenu();
  return (
    <details className="at-nav__group" ref={ref} onKeyDown={onKeyDown}>
      <summary className={active ? 'active' : undefined} data-testid={`nav-group-${group.key}`}>
        {t(`nav.${group.key}`)}
      </summary>
      <GroupLinks group={group} />
    </details>
  );
}

function GroupSection({ group }: { group: NavGroup }) {
  const { t } = useTranslation('common');
  const active = useGroupActive(group);
  return (
    <section className="at-drawer__group" aria-labelledby={`drawer-group-${group.key}`}>
      <h2 id={`drawer-group-${group.key}`} className={active ? 'active' : undefined}>
        {t(`nav.${group.key}`)}
      </h2>
      <GroupLinks group={group} />
    </section>
  );
}

/** The header's entries: a line of links and group menus (`bar`), or the drawer's list with titled groups. */
export function NavEntries({ entries, variant }: { entries: NavEntry[]; variant: 'bar' | 'drawer' }) {
  const { t } = useTranslation('common');
  return entries.map((entry) => {
    if (isGroup(entry)) {
      return variant === 'bar' ? <GroupMenu key={entry.key} group={entry} /> : <GroupSection key={entry.key} group={entry} />;
    }
    return (
      <NavLink key={entry.path} to={entry.path} end>
        {t(`nav.${entry.key}`)}
      </NavLink>
    );
  });
}
