import { useEffect, useRef } from 'react';
import { DeleteOutlined, LoadingOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, List, Space, Typography, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { TEST_LIMITS } from '@contract/endpoints/testKits';
import { useStoredUpload } from '../../../../components/upload/useStoredUpload';

export interface UploadedReport {
  id: string;
  name: string;
}

/** The reports to deliver (purpose testReport: PDF ≤ 500 KB), each stored as soon as it is chosen; 1 to 5 files. */
export function ReportFilesUpload({ value = [], onChange, id }: { value?: UploadedReport[]; onChange?: (files: UploadedReport[]) => void; id?: string }) {
  const { t } = useTranslation('testOrders');
  const { t: tc } = useTranslation('console');
  // Several files may finish one after another before the form re-renders: add each to the newest list.
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);
  const { rule, uploading, beforeUpload, customRequest } = useStoredUpload('testReport', (stored) => {
    latest.current = [...latest.current, { id: stored.id, name: stored.name }];
    onChange?.(latest.current);
  });
  const full = value.length >= TEST_LIMITS.reportFilesMax;

  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="report-files">
      <Upload id={id} accept={rule.accept} multiple showUploadList={false} disabled={uploading || full} beforeUpload={beforeUpload} customRequest={customRequest}>
        <Button icon={uploading ? <LoadingOutlined /> : <UploadOutlined />} disabled={uploading || full} data-testid="report-upload">
          {uploading ? tc('upload.uploading') : tc('upload.choose')}
        </Button>
      </Upload>
      <Typography.Text type="secondary">{t('dialogs.reportsHint', { max: TEST_LIMITS.reportFilesMax })}</Typography.Text>
      {value.length > 0 && (
        <List
          size="small"
          dataSource={value}
          renderItem={(file) => (
            <List.Item
              key={file.id}
              data-testid="report-file-item"
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
