import { useState } from 'react';
import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { qualityPublic } from '@contract/endpoints/quality';
import { fileNameOf, saveBlob } from '../../../components/download/saveBlob';
import { callFile } from '../../../providers/http';

/**
 * Downloads a line's full report (a PDF the server draws) with the session: the server answers it to buyers who
 * paid, to the line's enterprise and to auditors; a refusal ('Viewing paid reports requires purchase') is shown
 * by the http client.
 */
export function ReportDownloadButton({ lineId, testId }: { lineId: number; testId?: string }) {
  const { t } = useTranslation('qualityConsole');
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const { blob, headers } = await callFile(qualityPublic.downloadReport, { id: lineId });
      saveBlob(blob, fileNameOf(headers['content-disposition']) ?? t('orders.reportFileName', { id: lineId }));
    } catch {
      // The http client has shown why.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="small" icon={<DownloadOutlined />} loading={busy} onClick={() => void download()} data-testid={testId}>
      {t('orders.download')}
    </Button>
  );
}
