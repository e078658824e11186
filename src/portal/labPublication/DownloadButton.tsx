import { useState } from 'react';
import { Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '../../components/download/saveBlob';
import { callFile } from '../../providers/http';
import { labPublicationPublic, type PublicationCard } from './endpoints';
import { formatBytes } from './text';

const DOWNLOADS = { drawing: labPublicationPublic.drawingDownload, document: labPublicationPublic.documentDownload } as const;

/** Downloads the file of a drawing or a document from the server (a refusal is shown by the http client). */
export function DownloadButton({ item, size, withSize }: { item: PublicationCard; size?: 'small' | 'middle'; withSize?: boolean }) {
  const { t } = useTranslation('labPublication');
  const [busy, setBusy] = useState(false);
  if (!item.file || (item.kind !== 'drawing' && item.kind !== 'document')) return null;
  const { name, size: bytes } = item.file;
  const endpoint = DOWNLOADS[item.kind];

  const download = async () => {
    setBusy(true);
    try {
      const { blob } = await callFile(endpoint, { id: item.id });
      saveBlob(blob, name);
    } catch {
      // Shown by the http client.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      type="primary"
      size={size}
      icon={<DownloadOutlined />}
      loading={busy}
      onClick={() => void download()}
      aria-label={`${t('common.download')} ${name}`}
      data-testid={`publication-download-${item.id}`}
    >
      {withSize ? `${t('common.download')} (${formatBytes(bytes)})` : t('common.download')}
    </Button>
  );
}
