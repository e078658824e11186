import { useEffect, useRef } from 'react';
import { DeleteOutlined, LoadingOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, List, Space, Typography, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { EQUIPMENT_LIMITS } from '@contract/endpoints/equipments';
import { useStoredUpload } from '../../../components/upload/useStoredUpload';

export interface UploadedFile {
  id: string;
  name: string;
}

/**
 * An experiment record's files (data, reports, pictures), each stored on our server as soon as it is chosen
 * (purpose labFile); the form keeps their ids and names. At most the contract's number of files.
 */
export function RecordFilesUpload({ value = [], onChange }: { value?: UploadedFile[]; onChange?: (files: UploadedFile[]) => void }) {
  const { t } = useTranslation('research');
  const { t: tc } = useTranslation('console');
  // Several files may finish one after another before the form re-renders: add each to the newest list.
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);
  const { rule, uploading, beforeUpload, customRequest } = useStoredUpload('labFile', (stored) => {
    latest.current = [...latest.current, { id: stored.id, name: stored.name }];
    onChange?.(latest.current);
  });
  const full = value.length >= EQUIPMENT_LIMITS.recordFilesMax;

  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="record-files">
      <Upload accept={rule.accept} multiple showUploadList={false} disabled={uploading || full} beforeUpload={beforeUpload} customRequest={customRequest}>
        <Button icon={uploading ? <LoadingOutlined /> : <UploadOutlined />} disabled={uploading || full} data-testid="record-file-upload">
          {uploading ? tc('upload.uploading') : tc('upload.choose')}
        </Button>
      </Upload>
      <Typography.Text type="secondary">{t('records.filesHint', { max: EQUIPMENT_LIMITS.recordFilesMax })}</Typography.Text>
      {value.length > 0 && (
        <List
          size="small"
          dataSource={value}
          renderItem={(file) => (
            <List.Item
              key={file.id}
              data-testid="record-file-item"
              actions={[
                <Button
                  key="remove"
                  type="link"
                  size="small"
                  icon={<DeleteOutlined />}
                  aria-label={tc('upload.remove')}
                  onClick={() => onChange?.(value.filter((other) => other.id !== file.id))}
                />,
              ]}
            >
              {file.name}
            </List.Item>
          )}
        />
      )}
    </Space>
  );
}
