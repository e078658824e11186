import { useState } from 'react';
import { LoadingOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Space, Typography, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { useStoredUpload } from '../../../components/upload/useStoredUpload';
import { StoredFileLink } from '../../../components/download/StoredFileLink';

/** A transfer's voucher (purpose paymentVoucher: PDF, JPG or PNG), stored as soon as it is chosen; the form keeps its id. */
export function VoucherUpload({ value, onChange, id }: { value?: string | null; onChange?: (id: string | null) => void; id?: string }) {
  const { t } = useTranslation('testOrders');
  const { t: tc } = useTranslation('console');
  const [name, setName] = useState<string>();
  const { rule, uploading, beforeUpload, customRequest } = useStoredUpload('paymentVoucher', (stored) => {
    setName(stored.name);
    onChange?.(stored.id);
  });
  return (
    <Space direction="vertical" size={4} data-testid="payment-voucher">
      <Space wrap>
        <Upload id={id} accept={rule.accept} showUploadList={false} maxCount={1} disabled={uploading} beforeUpload={beforeUpload} customRequest={customRequest}>
          <Button icon={uploading ? <LoadingOutlined /> : <UploadOutlined />} disabled={uploading} data-testid="payment-voucher-upload">
            {uploading ? tc('upload.uploading') : value ? tc('upload.replace') : tc('upload.choose')}
          </Button>
        </Upload>
        {value && (
          <StoredFileLink id={value} name={name ?? tc('upload.file')} testId="payment-voucher-file">
            {name ?? tc('upload.uploaded')}
          </StoredFileLink>
        )}
      </Space>
      <Typography.Text type="secondary">{t('payments.voucherHint')}</Typography.Text>
    </Space>
  );
}
