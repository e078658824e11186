import { useState } from 'react';
import { Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { fileNameOf, saveBlob } from '../../../../components/download/saveBlob';
import { callFile } from '../../../../providers/http';
import { qualityPublic } from '../../endpoints';
import { RANKING_PATHS } from '../paths';

/**
 * Downloads a line's full report (PDF). The address is there for the record, but the file is fetched with the
 * session (a plain link carries no Bearer token); a refusal ('Viewing paid reports requires purchase') is shown by
 * the http client.
 */
export function DownloadReportButton({ lineId, fileName, block }: { lineId: number; fileName: string; block?: boolean }) {
  const { t } = useTranslation('qualityRanking');
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const { blob, headers } = await callFile(qualityPublic.downloadReport, { id: lineId });
      saveBlob(blob, fileNameOf(headers['content-disposition']) ?? fileName);
    } catch {
      // Shown by the http client.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      type="primary"
      block={block}
      icon={<DownloadOutlined />}
      href={RANKING_PATHS.download(lineId)}
      loading={busy}
      onClick={(event) => {
        event.preventDefault();
        if (!busy) void download();
      }}
      data-testid="report-download"
    >
      {t('report.download')}
    </Button>
  );
}
