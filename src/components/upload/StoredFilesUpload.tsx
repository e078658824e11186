import { useEffect, useRef } from 'react';
import { DeleteOutlined, LoadingOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, List, Space, Typography, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UploadPurpose } from '@contract/endpoints/files';
import { useStoredUpload } from './useStoredUpload';

export interface UploadedFile {
  id: string;
  name: string;
}

/**
 * Several files for one form field, each stored on our server as soon as it is chosen (under `purpose`'s rules);
 * the field keeps their ids and names, at most `max`. Test ids: `<testPrefix>-files`, `<testPrefix>-upload`,
 * `<testPrefix>-file-item`.
 */
export function StoredFilesUpload({
  purpose,
  max,
  hint,
  testPrefix,
  value = [],
  onChange,
  id,
}: {
  purpose: UploadPurpose;
  max: number;
  hint: string;
  testPrefix: string;
  value?: UploadedFile[];
  onChange?: (files: UploadedFile[]) => void;
  id?: string;
}) {
  const { t } = useTranslation('console');
  // Several files may finish one after another before the form re-renders: add each to the newest list.
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);
  const { rule, uploading, beforeUpload, customRequest } = useStoredUpload(purpose, (stored) => {
    latest.current = [...latest.current, { id: stored.id, name: stored.name }];
    onChange?.(latest.current);
  });
  const full = value.length >= max;

  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid={`${testPrefix}-files`}>
      <Upload id={id} accept={rule.accept} multiple showUploadList={false} disabled={uploading || full} beforeUpload={beforeUpload} customRequest={customRequest}>
        <Button icon={uploading ? <LoadingOutlined /> : <UploadOutlined />} disabled={uploading || full} data-testid={`${testPrefix}-upload`}>
          {uploading ? t('upload.uploading') : t('upload.choose')}
        </Button>
      </Upload>
      <Typography.Text type="secondary">{hint}</Typography.Text>
      {value.length > 0 && (
        <List
          size="small"
          dataSource={value}
          renderItem={(file) => (
            <List.Item
              key={file.id}
              data-testid={`${testPrefix}-file-item`}
              actions={[
                <Button
                  key="remove"
                  type="link"
                  size="small"
                  icon={<DeleteOutlined />}
                  aria-label={t('upload.remove')}
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
