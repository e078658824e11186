import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../components/format/dateTime';
import { DownloadButton } from '../DownloadButton';
import { labPublicationPublic, type PublicationCard } from '../endpoints';
import { LaboratoryLink } from '../LaboratoryLink';
import { PublicList } from '../PublicList';
import { formatBytes } from '../text';
import { usePublicList } from '../usePublicList';

const PAGE_SIZE = 20;

/** /cloud/processingDrawings — the specimen drawings approved laboratories publish: by name or standard, downloadable. */
export default function DrawingListPage() {
  const { t } = useTranslation('labPublication');
  const list = usePublicList(labPublicationPublic.drawingPage, PAGE_SIZE);
  return (
    <PublicList
      testId="drawing-list"
      title={t('drawings.title')}
      intro={t('drawings.intro')}
      searchLabel={t('drawings.search')}
      empty={t('drawings.empty')}
      list={list}
      pageSize={PAGE_SIZE}
    >
      {(items) => (
        <Table<PublicationCard> rowKey="id" dataSource={items} pagination={false} scroll={{ x: 'max-content' }} data-testid="drawing-table">
          <Table.Column<PublicationCard>
            title={t('labels.drawing.title')}
            render={(_, row) => (
              <>
                <div>{row.title}</div>
                {row.summary && <div className="at-pub__muted">{row.summary}</div>}
              </>
            )}
          />
          <Table.Column<PublicationCard> title={t('labels.drawing.subtitle')} dataIndex="subtitle" />
          <Table.Column<PublicationCard> title={t('common.laboratory')} render={(_, row) => <LaboratoryLink id={row.laboratoryId} name={row.laboratoryName} />} />
          <Table.Column<PublicationCard> title={t('common.file')} render={(_, row) => (row.file ? formatBytes(row.file.size) : '—')} />
          <Table.Column<PublicationCard> title={t('common.publishTime')} render={(_, row) => formatDate(row.publishTime)} />
          <Table.Column<PublicationCard> title={t('common.download')} render={(_, row) => <DownloadButton item={row} size="small" />} />
        </Table>
      )}
    </PublicList>
  );
}
