import { useState } from 'react';
import { Button, Space, Tooltip } from 'antd';
import { DownloadOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { EXPORT_FORMATS, researchData } from '@contract/endpoints/researchData';
import { fileNameOf, saveBlob } from '../download/saveBlob';
import { callFile } from '../../providers/http';

type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** CSV, XLSX (rows with a citation line) and the signed record (JSON), fetched with the session and saved. */
export function ExportButtons({ id, name }: { id: number; name: string }) {
  const { t } = useTranslation('researchDataView');
  const [busy, setBusy] = useState<ExportFormat>();

  const download = async (format: ExportFormat) => {
    setBusy(format);
    try {
      const { blob, headers } = await callFile(researchData.export, { id, format });
      saveBlob(blob, fileNameOf(headers['content-disposition']) ?? `${name}.${format}`);
    } catch {
      // shown by the http client
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <Space wrap>
      {EXPORT_FORMATS.map((format) => {
        const button = (
          <Button
            key={format}
            icon={format === 'json' ? <SafetyCertificateOutlined /> : <DownloadOutlined />}
            loading={busy === format}
            disabled={busy !== undefined && busy !== format}
            onClick={() => void download(format)}
            data-testid={`dataset-export-${format}`}
          >
            {t(`export.${format}`)}
          </Button>
        );
        return format === 'json' ? (
          <Tooltip key={format} title={t('export.jsonHint')}>
            {button}
          </Tooltip>
        ) : (
          button
        );
      })}
    </Space>
  );
}
