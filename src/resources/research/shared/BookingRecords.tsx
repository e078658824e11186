import { Empty, List, Space, Typography } from 'antd';
import type { BookingRecord } from '@contract/endpoints/equipments';
import { formatBeijing } from '../../../components/format/beijingTime';
import { PaperClipOutlined } from '@ant-design/icons';
import { StoredFileLink } from '../../../components/download/StoredFileLink';

/** Service logs or experiment records, oldest first: the text, its files, who wrote it and when. */
export function BookingRecords({ records, empty, testId }: { records: BookingRecord[]; empty: string; testId: string }) {
  if (records.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} data-testid={`${testId}-empty`} />;
  return (
    <List
      data-testid={testId}
      dataSource={records}
      renderItem={(record) => (
        <List.Item key={record.id} data-testid={`${testId}-${record.id}`}>
          <Space direction="vertical" size={4} style={{ width: '100%' }}>
            <Typography.Text type="secondary">
              {formatBeijing(record.createTime)}
              {record.author ? ` · ${record.author}` : ''}
            </Typography.Text>
            <div style={{ whiteSpace: 'pre-wrap' }}>{record.text}</div>
            {record.files.length > 0 && (
              <Space wrap>
                {record.files.map((file) => (
                  <StoredFileLink key={file.id} id={file.id} name={file.name} testId={`record-file-${file.id}`}>
                    <PaperClipOutlined /> {file.name}
                  </StoredFileLink>
                ))}
              </Space>
            )}
          </Space>
        </List.Item>
      )}
    />
  );
}
