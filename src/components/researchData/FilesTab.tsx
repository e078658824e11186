import { List, Tag } from 'antd';
import { PaperClipOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { DataSetDetail } from '@contract/endpoints/researchData';
import { StoredFileLink } from '../download/StoredFileLink';

/** The imported source files and the attachments, each opened through the files view call (which checks access). */
export function FilesTab({ detail }: { detail: DataSetDetail }) {
  const { t } = useTranslation(['researchDataView', 'researchData']);
  return (
    <List
      data-testid="dataset-files"
      size="small"
      locale={{ emptyText: t('files.empty') }}
      dataSource={detail.files}
      renderItem={(file) => (
        <List.Item key={file.fileId}>
          <span>
            <Tag>{t(`researchData:fileKinds.${file.kind}`)}</Tag>
            <PaperClipOutlined /> <StoredFileLink id={file.fileId} name={file.name} testId={`dataset-file-${file.fileId}`} />
          </span>
        </List.Item>
      )}
    />
  );
}
