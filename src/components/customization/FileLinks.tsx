import { Space } from 'antd';
import { PaperClipOutlined } from '@ant-design/icons';
import { StoredFileLink } from '../download/StoredFileLink';

/** Stored files as download links (fetched with the session), one a line or side by side. */
export function FileLinks({ files, vertical = false }: { files: readonly { id: string; name: string }[]; vertical?: boolean }) {
  return (
    <Space direction={vertical ? 'vertical' : 'horizontal'} size={vertical ? 2 : 8} wrap={!vertical}>
      {files.map((file) => (
        <StoredFileLink key={file.id} id={file.id} name={file.name} testId={`custom-file-${file.id}`}>
          <PaperClipOutlined /> {file.name}
        </StoredFileLink>
      ))}
    </Space>
  );
}
