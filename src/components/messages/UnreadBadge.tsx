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
  background: '#ff4d4f',
  color: '#fff',
  fontSize: 12,
  lineHeight: '18px',
  textAlign: 'center',
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
    <Link to="/my/messageCentre" aria-label={t('header.unreadMessages', { count: unread })} data-testid="header-messages">
      {t('header.messages')}
      {unread > 0 && (
        <span style={BADGE} data-testid="header-unread">
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </Link>
  );
}
