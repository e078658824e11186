import { useState } from 'react';
import { UploadOutlined } from '@ant-design/icons';
import { Button, List, Space, Typography, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { useStoredUpload } from '../../../components/upload/useStoredUpload';
import { DEMAND_LIMITS, type StoredFile } from '../endpoints';
import { StoredFileLink } from '../../../components/download/StoredFileLink';

/**
 * A demand's attachments (purpose `demandFile`, at most five): each uploaded as soon as it is chosen; the form
 * keeps the stored files' ids.
 */
export function AttachmentsUpload({ value = [], onChange, id }: { value?: string[]; onChange?: (ids: string[]) => void; id?: string }) {
  const { t } = useTranslation('demand');
  const [stored, setStored] = useState<StoredFile[]>([]);
  const { rule, uploading, beforeUpload, customRequest } = useStoredUpload('demandFile', (file) => {
    setStored((previous) => [...previous, file]);
    onChange?.([...value, file.id]);
  });
  const shown = stored.filter((file) => value.includes(file.id));
  const full = value.length >= DEMAND_LIMITS.attachmentsMax;

  return (
    <Space direction="vertical" size={4} style={{ width: '100%' }} data-testid="demand-attachments">
      <Upload id={id} accept={rule.accept} showUploadList={false} multiple={false} disabled={full || uploading} beforeUpload={beforeUpload} customRequest={customRequest}>
        <Button icon={<UploadOutlined />} loading={uploading} disabled={full}>
          {uploading ? t('fill.uploading') : t('fill.upload')}
        </Button>
      </Upload>
      {shown.length > 0 && (
        <List
          size="small"
          dataSource={shown}
          renderItem={(file) => (
            <List.Item
              actions={[
                <Button key="remove" type="link" size="small" onClick={() => onChange?.(value.filter((other) => other !== file.id))}>
                  {t('fill.remove')}
                </Button>,
              ]}
            >
              <StoredFileLink id={file.id} name={file.name} />
            </List.Item>
          )}
        />
      )}
      <Typography.Text type="secondary">{t('fill.attachmentsHint')}</Typography.Text>
    </Space>
  );
}
