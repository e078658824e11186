import { useState } from 'react';
import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { library } from '@contract/endpoints/library';
import { call } from '../../../providers/http';

/**
 * Downloads a bought document: the server answers a link valid for a few minutes (watermarked for the buyer),
 * which the browser then follows. Refusals are shown by the http client.
 */
export function DownloadButton({ itemId, testId }: { itemId: number; testId?: string }) {
  const { t } = useTranslation('console');
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const { url } = await call(library.getFileDownload, { id: itemId });
      window.location.assign(url);
    } catch {
      // The http client has shown why.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="small" icon={<DownloadOutlined />} loading={busy} onClick={() => void download()} data-testid={testId}>
      {t('documentOrder.download')}
    </Button>
  );
}
