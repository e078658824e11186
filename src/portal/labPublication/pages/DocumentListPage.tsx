import { Table, Tag } from 'antd';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../components/format/dateTime';
import { DownloadButton } from '../DownloadButton';
import { labPublicationPublic, type PublicationCard } from '../endpoints';
import { LaboratoryLink } from '../LaboratoryLink';
import { PublicList } from '../PublicList';
import { documentPath } from '../paths';
import { formatBytes } from '../text';
import { usePublicList } from '../usePublicList';

const PAGE_SIZE = 20;

/** /cloud/fileManage/list (also /fileManage/list) — the documents approved laboratories publish, downloadable. */
export default function DocumentListPage() {
  const { t } = useTranslation('labPublication');
  const { pathname } = useLocation();
  const list = usePublicList(labPublicationPublic.documentPage, PAGE_SIZE);
  return (
    <PublicList
      testId="document-list"
      title={t('documents.title')}
      intro={t('documents.intro')}
      searchLabel={t('documents.search')}
      empty={t('documents.empty')}
      list={list}
      pageSize={PAGE_SIZE}
    >
      {(items) => (
        <Table<PublicationCard> rowKey="id" dataSource={items} pagination={false} scroll={{ x: 'max-content' }} data-testid="document-table">
          <Table.Column<PublicationCard>
            title={t('labels.document.title')}
            render={(_, row) => (
              <>
                <Link to={documentPath(pathname, row.id)}>{row.title}</Link>
                <div className="at-pub__muted" style={{ maxWidth: 520 }}>
                  {row.summary}
                </div>
              </>
            )}
          />
          <Table.Column<PublicationCard> title={t('labels.document.subtitle')} render={(_, row) => <Tag>{row.subtitle}</Tag>} />
          <Table.Column<PublicationCard> title={t('common.laboratory')} render={(_, row) => <LaboratoryLink id={row.laboratoryId} name={row.laboratoryName} />} />
          <Table.Column<PublicationCard> title={t('common.file')} render={(_, row) => (row.file ? formatBytes(row.file.size) : '—')} />
          <Table.Column<PublicationCard> title={t('common.publishTime')} render={(_, row) => formatDate(row.publishTime)} />
          <Table.Column<PublicationCard> title={t('common.download')} render={(_, row) => <DownloadButton item={row} size="small" />} />
        </Table>
      )}
    </PublicList>
  );
}
