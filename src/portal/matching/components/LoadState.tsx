import { Alert, Button, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../providers/http';
import type { Remote } from '../../../components/useRemote';

/** What a page shows while its call is under way or after it failed (the server's message, and retry). */
export function LoadState({ remote, rows = 8 }: { remote: Remote<unknown>; rows?: number }) {
  const { t } = useTranslation('matching');
  if (remote.error) {
    return (
      <Alert
        type="error"
        showIcon
        message={(remote.error as ApiError).message || t('loadFailed')}
        action={<Button onClick={remote.reload}>{t('retry')}</Button>}
        data-testid="load-failed"
      />
    );
  }
  return <Skeleton active paragraph={{ rows }} />;
}
