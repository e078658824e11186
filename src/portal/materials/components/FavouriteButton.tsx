import { useState } from 'react';
import { Button } from 'antd';
import { HeartFilled, HeartOutlined } from '@ant-design/icons';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PERMISSIONS } from '@contract/permissions';
import { call } from '../../../providers/http';
import { notify } from '../../../providers/notify';
import { useSession } from '../../../providers/session';
import { collections } from '../endpoints';

/** Keep or drop a grade in the signed-in user's favourites; visitors are asked to log in first. */
export function FavouriteButton({ gradeId, initial }: { gradeId: number; initial: boolean }) {
  const { t } = useTranslation('materials');
  const { token, permissions } = useSession();
  const location = useLocation();
  const [favourite, setFavourite] = useState(initial);
  const [busy, setBusy] = useState(false);

  if (!token) {
    const redirect = encodeURIComponent(location.pathname + location.search);
    return (
      <Link to={`/login?redirect=${redirect}`} data-testid="favourite-login">
        <Button icon={<HeartOutlined />}>{t('detail.loginToFavourite')}</Button>
      </Link>
    );
  }
  // A known permission list without favourites: nothing to offer (the server would refuse).
  if (permissions !== undefined && !permissions.includes(PERMISSIONS.favoriteManage)) return null;

  const toggle = async () => {
    setBusy(true);
    try {
      if (favourite) await call(collections.deleteCollection, { gradeId });
      else await call(collections.saveCollection, { gradeId });
      setFavourite(!favourite);
      notify('success', favourite ? t('detail.favouriteRemoved') : t('detail.favouriteAdded'));
    } catch {
      // shown by the http client
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      icon={favourite ? <HeartFilled style={{ color: '#e8772e' }} /> : <HeartOutlined />}
      loading={busy}
      aria-pressed={favourite}
      onClick={() => void toggle()}
      data-testid="favourite-toggle"
    >
      {favourite ? t('detail.unfavourite') : t('detail.favourite')}
    </Button>
  );
}
