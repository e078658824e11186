import { useState } from 'react';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { App, Button, Space, Upload, type UploadProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '../../../components/download/saveBlob';
import { callUpload } from '../../../providers/http';
import { examineOrder, type Sample } from '../endpoints';
import { sampleTemplateBlob } from './template';

type UploadRequestOption = Parameters<NonNullable<UploadProps['customRequest']>>[0];
type RcFile = Parameters<NonNullable<UploadProps['beforeUpload']>>[0];

const ACCEPT = '.xlsx,.csv';
/** The header the server reads (the column names it knows in either language, server/modules/testOrders/sampleSheet.ts). */
const COLUMNS = ['name', 'material', 'specification', 'count', 'remark'] as const;

/** The high-throughput sample list: download the template, upload the filled spreadsheet; the server reads it. */
export function SampleSheetUpload({ onParsed }: { onParsed: (samples: Sample[]) => void }) {
  const { t } = useTranslation('testing');
  const { message } = App.useApp();
  const [reading, setReading] = useState(false);

  const download = async () => {
    const blob = await sampleTemplateBlob(
      COLUMNS.map((column) => t(`batch.columns.${column}`)),
      t('batch.sheet'),
    );
    saveBlob(blob, `${t('batch.templateFile')}.xlsx`);
  };

  const beforeUpload = (file: RcFile) => {
    if (/\.(xlsx|csv)$/i.test(file.name)) return true;
    void message.error(t('batch.wrongType'));
    return Upload.LIST_IGNORE;
  };

  const customRequest = async ({ file, onSuccess, onError }: UploadRequestOption) => {
    setReading(true);
    try {
      const sheet = await callUpload(examineOrder.parseSamples, {}, file as Blob, (file as RcFile).name);
      onSuccess?.(sheet);
      onParsed(sheet.samples);
      void message.success(t('batch.read', { count: sheet.samples.length }));
    } catch (error) {
      // The http client has shown the server's reason.
      onError?.(error as Error);
    } finally {
      setReading(false);
    }
  };

  return (
    <Space wrap data-testid="batch-upload">
      <Button icon={<DownloadOutlined />} onClick={() => void download()} data-testid="batch-template">
        {t('batch.template')}
      </Button>
      <Upload accept={ACCEPT} showUploadList={false} beforeUpload={beforeUpload} customRequest={(options) => void customRequest(options)}>
        <Button type="primary" icon={<UploadOutlined />} loading={reading} data-testid="batch-upload-button">
          {t('batch.upload')}
        </Button>
      </Upload>
      <span className="at-testing__muted">{t('batch.hint')}</span>
    </Space>
  );
}
