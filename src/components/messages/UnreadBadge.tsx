import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LIGHT_ROUTES } from '@contract/lightRoutes';
import { call } from '../../providers/http';
import { useSession } from '../../providers/session';

const BADGE = {
  display: 'inline-block',
  minWidth: 18,
  padding: '0 5px',
  marginLeft: 4,
  borderRadius: 9,
  // White on antd's #ff4d4f is 3.3:1; this red is 5.9:1 (WCAG AA).
  background: '#cf1322',
  color: '#fff',
  fontSize: 12,
  lineHeight: '18px',
  textAlign: 'center',
} as const;

/** Read by screen readers, not shown: the badge's number alone would be read without its meaning. */
const SCREEN_READER_ONLY = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/**
 * The signed-in user's unread messages in a header (portal and console), leading to the message centre: one small
 * call once the session is known and again on each navigation; no antd, so the portal's first chunk stays light.
 */
export function UnreadBadge() {
  const { t } = useTranslation('common');
  const { token } = useSession();
  const { pathname } = useLocation();
  const [unread, setUnread] = useState(0);
  useEffect(() => {
    if (!token) return;
    let live = true;
    call(LIGHT_ROUTES.noticeTypes, {}, { silent: true, stayOnTokenFailure: true }).then(
      (answer) => live && setUnread(answer.unread),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [token, pathname]);
  if (!token) return null;
  return (
    // The name comes from the content ('Messages 5 unread'): an aria-label differing from the visible 'Messages5'
    // fails WCAG 2.5.3 (label in name).
    <Link to="/my/messageCentre" data-testid="header-messages">
      {t('header.messages')}
      {unread > 0 && (
        <>
          <span style={BADGE} aria-hidden="true" data-testid="header-unread">
            {unread > 99 ? '99+' : unread}
          </span>
          <span style={SCREEN_READER_ONLY}>{` ${t('header.unreadCount', { count: unread })}`}</span>
        </>
      )}
    </Link>
  );
}
