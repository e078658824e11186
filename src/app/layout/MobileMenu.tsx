import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../providers/session';
import type { NavEntry } from './headerEntries';
import { LanguageSwitch, useLoginPath, useLogout } from './HeaderTools';
import { NavEntries } from './NavEntries';

function DrawerAccount() {
  const { t } = useTranslation('common');
  const { token, userName } = useSession();
  const loginPath = useLoginPath();
  const logout = useLogout();
  if (!token) {
    return (
      <Link className="at-button at-button--primary at-drawer__login" to={loginPath} data-testid="drawer-login">
        {t('header.login')}
      </Link>
    );
  }
  return (
    <div className="at-drawer__account">
      <p className="at-drawer__user" data-testid="drawer-user">
        {userName}
      </p>
      <Link to="/my">{t('header.console')}</Link>
      <Link to="/my/messageCentre">{t('header.messages')}</Link>
      <button type="button" onClick={logout} data-testid="drawer-logout">
        {t('header.logout')}
      </button>
    </div>
  );
}

const MenuIcon = () => (
  <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);

/**
 * The narrow header's menu button and its drawer: every header entry, the language switch and the account. A modal
 * `<dialog>` keeps focus inside and closes on Escape; the drawer also closes on a click beside it and on a page change,
 * and focus goes back to the button. Its content exists only while it is open.
 */
export function MobileMenu({ entries }: { entries: NavEntry[] }) {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (open && element && !element.open) element.showModal();
  }, [open]);

  // A page change closes the drawer; its close event then updates the state.
  useEffect(() => {
    dialog.current?.close();
  }, [pathname]);

  const onClose = () => {
    setOpen(false);
    button.current?.focus();
  };
  // The panel fills the dialog: a click on the dialog itself is on its backdrop. A link followed closes it too (also
  // the link to the page already shown).
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget || (event.target as Element).closest('a')) event.currentTarget.close();
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        className="at-menu-button"
        aria-label={t('header.openMenu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls="at-drawer"
        data-testid="header-menu"
        onClick={() => setOpen(true)}
      >
        <MenuIcon />
      </button>
      <dialog id="at-drawer" ref={dialog} className="at-drawer" aria-label={t('header.menu')} onClose={onClose} onClick={onClick}>
        {open && (
          <div className="at-drawer__panel" data-testid="drawer">
            <div className="at-drawer__head">
              <span>{t('header.menu')}</span>
              <button type="button" className="at-drawer__close" aria-label={t('header.closeMenu')} onClick={() => dialog.current?.close()}>
                ×
              </button>
            </div>
            <nav className="at-drawer__nav" aria-label={t('header.navigation')}>
              <NavEntries entries={entries} variant="drawer" />
            </nav>
            <div className="at-drawer__tools">
              <LanguageSwitch />
              <DrawerAccount />
            </div>
          </div>
        )}
      </dialog>
    </>
  );
}
