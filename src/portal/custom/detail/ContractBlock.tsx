import { useState } from 'react';
import { LoadingOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Descriptions, Space, Tag, Typography, Upload } from 'antd';
import { ContractDownloadButton, FileLinks, useCustomLabels } from '../../../components/customization';
import { formatDateTime } from '../../../components/format/dateTime';
import { useStoredUpload } from '../../../components/upload/useStoredUpload';
import type { StoredFile } from '@contract/endpoints/files';
import { MSG } from '@contract/messages';
import { message as text } from '../../../providers/i18n';
import type { CustomOrderDetail } from '../endpoints';
import { useCustomStep } from './useCustomStep';

/** The buyer's signed copy: one PDF (purpose customFile), stored when chosen, then submitted as the 'signBuyer' step. */
function SignUpload({ order, onChanged }: { order: CustomOrderDetail; onChanged: (detail: CustomOrderDetail) => void }) {
  const { t } = useCustomLabels();
  const [file, setFile] = useState<StoredFile>();
  const { message } = App.useApp();
  const { uploading, beforeUpload, customRequest } = useStoredUpload('customFile', setFile);
  // The signed copy is a PDF (the server checks the content again).
  const pdfOnly: typeof beforeUpload = (chosen) => {
    if (chosen.type === 'application/pdf' || chosen.name.toLowerCase().endsWith('.pdf')) return beforeUpload(chosen);
    void message.error(text(MSG.customSignedCopyPdf));
    return Upload.LIST_IGNORE;
  };
  const { run, busy } = useCustomStep(onChanged);
  return (
    <Space direction="vertical" size={8} data-testid="custom-sign">
      <Typography.Text type="secondary">{t('contract.uploadHint')}</Typography.Text>
      <Space wrap>
        <Upload accept=".pdf" showUploadList={false} maxCount={1} disabled={uploading} beforeUpload={pdfOnly} customRequest={customRequest}>
          <Button icon={uploading ? <LoadingOutlined /> : <UploadOutlined />} disabled={uploading} data-testid="custom-sign-upload">
            {uploading ? t('contract.uploading') : file ? t('contract.replace') : t('contract.upload')}
          </Button>
        </Upload>
        {file && <FileLinks files={[file]} />}
      </Space>
      <Button
        type="primary"
        disabled={!file}
        loading={busy === 'signBuyer'}
        onClick={() => void (file && run({ id: order.id, action: 'signBuyer', fileIds: [file.id] }).then((done) => done && setFile(undefined)))}
        data-testid="custom-sign-submit"
      >
        {t('contract.submit')}
      </Button>
    </Space>
  );
}

/** Whether a signed copy's step is on the timeline: its file, for the viewer to check what was signed. */
const signedFiles = (order: CustomOrderDetail, action: 'signBuyer' | 'signPlatform') =>
  order.timeline.filter((step) => step.action === action).flatMap((step) => step.files);

/**
 * The contract: its number and date once drawn up, the download, both sides' signatures (with the signed copies) and,
 * while the buyer may sign, the upload of its signed copy.
 */
export function ContractBlock({ order, onChanged }: { order: CustomOrderDetail; onChanged: (detail: CustomOrderDetail) => void }) {
  const { t } = useCustomLabels();
  if (order.state !== 'contract' && !order.contractDrawnTime) return null;
  const signed = (yes: boolean, action: 'signBuyer' | 'signPlatform') => (
    <Space wrap>
      <Tag color={yes ? 'green' : 'default'}>{yes ? t('contract.signed') : t('contract.unsigned')}</Tag>
      <FileLinks files={signedFiles(order, action)} />
    </Space>
  );
  return (
    <Card title={t('contract.title')} size="small" className="at-custom__section" data-testid="custom-contract">
      {!order.contractDrawnTime ? (
        <Alert type="info" showIcon message={t('contract.notDrawn')} />
      ) : (
        <Space direction="vertical" size={12} style={{ width: '100%' }}>
          <Descriptions size="small" column={{ xs: 1, md: 2 }}>
            <Descriptions.Item label={t('contract.number')}>{order.contractNo ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={t('contract.drawn')}>{formatDateTime(order.contractDrawnTime)}</Descriptions.Item>
            <Descriptions.Item label={t('contract.buyerSigned')}>{signed(order.buyerSigned, 'signBuyer')}</Descriptions.Item>
            <Descriptions.Item label={t('contract.platformSigned')}>{signed(order.platformSigned, 'signPlatform')}</Descriptions.Item>
          </Descriptions>
          <ContractDownloadButton order={order} />
          {order.nextActions.includes('signBuyer') && <SignUpload order={order} onChanged={onChanged} />}
        </Space>
      )}
    </Card>
  );
}
