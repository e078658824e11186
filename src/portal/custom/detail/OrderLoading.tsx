import { Alert, Button, Skeleton } from 'antd';
import { useCustomLabels } from '../../../components/customization';

/** While the order loads: a skeleton, or why it failed with a retry. */
export function OrderLoading({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  const { t } = useCustomLabels();
  if (!failed) return <Skeleton active />;
  return (
    <Alert
      type="warning"
      showIcon
      message={t('detail.loadFailed')}
      action={<Button onClick={onRetry}>{t('detail.retry')}</Button>}
      data-testid="custom-load-failed"
    />
  );
}
