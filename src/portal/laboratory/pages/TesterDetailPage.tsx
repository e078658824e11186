import { Alert, Button, Card, Descriptions, Empty, Skeleton, Table, Tag } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { call } from '../../../providers/http';
import { formatFen } from '../../../components/format/money';
import { useRemote } from '../../../components/useRemote';
import { LabScope } from '../components/LabScope';
import { StoredFileLink } from '../../../components/download/StoredFileLink';
import { LabOrderSlot } from '../../testing';
import { equipmentDetailPath, fileViewUrl, laboratoryPublic, PUBLICATION_PATHS, type LabCapability, type LabInstrument } from '../endpoints';

/** What the laboratory publishes, each list filtered to it (`?lab=`). */
const PUBLISHED = [
  ['cases', PUBLICATION_PATHS.cases],
  ['drawings', PUBLICATION_PATHS.drawings],
  ['people', PUBLICATION_PATHS.people],
  ['documents', PUBLICATION_PATHS.documents],
] as const;

/** /cloud/testerDetail?id= — one approved laboratory: introduction, qualifications, items with prices and cycles, instruments, contact. */
export default function TesterDetailPage() {
  const { t } = useTranslation('laboratory');
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const answer = useRemote((signal) => call(laboratoryPublic.detail, { id }, { signal, silent: true }), String(id), valid);
  const lab = answer.data;

  if (!valid || answer.error) {
    return (
      <LabScope testId="tester-detail">
        <Alert type="warning" showIcon message={t('detail.notFound')} action={<Link to="/cloud/testerList">{t('detail.back')}</Link>} />
      </LabScope>
    );
  }
  if (!lab) {
    return (
      <LabScope testId="tester-detail">
        <Skeleton active />
      </LabScope>
    );
  }
  const nameOf = (fileId: string) => lab.files.find((file) => file.id === fileId)?.name ?? t('upload.file');

  return (
    <LabScope testId="tester-detail">
      <header className="at-lab__head">
        <div className="at-lab__card-head">
          {lab.logoId && <img className="at-lab__logo at-lab__logo--large" src={fileViewUrl(lab.logoId)} alt={lab.name} />}
          <div>
            <h1 data-testid="lab-detail-name">{lab.name}</h1>
            <p className="at-lab__muted">
              {lab.city} {lab.address}
            </p>
          </div>
        </div>
        <Link to="/cloud/testerList">{t('detail.back')}</Link>
      </header>

      <Card title={t('detail.introduction')}>
        <div className="at-lab__intro">{lab.introduction}</div>
        {lab.brochureId && (
          <p>
            {t('fields.brochure')}: <StoredFileLink id={lab.brochureId} name={nameOf(lab.brochureId)} />
          </p>
        )}
      </Card>

      <Card title={t('detail.qualifications')} className="at-lab__section">
        <div className="at-lab__tags">
          {lab.qualifications.map((item, index) => (
            <Tag key={`${item.kind}-${item.number}`} color="blue" data-testid={`lab-qualification-${index}`}>
              {t(`qualificationKinds.${item.kind}`)} {item.number}
              {item.fileId && (
                <>
                  {' · '}
                  <StoredFileLink id={item.fileId} name={nameOf(item.fileId)} />
                </>
              )}
            </Tag>
          ))}
        </div>
      </Card>

      <Card title={t('detail.capabilities')} className="at-lab__section">
        <Table<LabCapability> rowKey="id" dataSource={lab.capabilities} pagination={false} size="small" scroll={{ x: true }} data-testid="lab-detail-capabilities">
          <Table.Column<LabCapability> title={t('fields.capabilityKind')} render={(_, row) => t(`capabilityKinds.${row.kind}`)} />
          <Table.Column<LabCapability> title={t('fields.capabilityName')} dataIndex="name" />
          <Table.Column<LabCapability> title={t('fields.standardMethod')} dataIndex="standardMethod" />
          <Table.Column<LabCapability> title={t('fields.price')} render={(_, row) => formatFen(row.price)} />
          <Table.Column<LabCapability> title={t('fields.cycleDays')} render={(_, row) => t('cycle', { count: row.cycleDays })} />
          <Table.Column<LabCapability> title={t('fields.description')} dataIndex="description" />
        </Table>
        {lab.capabilityFileIds.length > 0 && (
          <p className="at-lab__section">
            {t('fields.capabilityFiles')}:{' '}
            {lab.capabilityFileIds.map((fileId) => (
              <span key={fileId} style={{ marginRight: 12 }}>
                <StoredFileLink id={fileId} name={nameOf(fileId)} />
              </span>
            ))}
          </p>
        )}
      </Card>

      <LabOrderSlot laboratoryId={lab.id} />

      <Card title={t('detail.instruments')} className="at-lab__section">
        {lab.instruments.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('detail.noInstruments')} />
        ) : (
          <Table<LabInstrument> rowKey="id" dataSource={lab.instruments} pagination={false} size="small" scroll={{ x: true }} data-testid="lab-detail-instruments">
            <Table.Column<LabInstrument>
              title={t('fields.photo')}
              render={(_, row) => (row.photoId ? <img className="at-lab__photo" src={fileViewUrl(row.photoId)} alt={row.name} loading="lazy" /> : null)}
            />
            <Table.Column<LabInstrument> title={t('fields.instrumentName')} dataIndex="name" />
            <Table.Column<LabInstrument> title={t('fields.typeCode')} render={(_, row) => t(`equipmentTypes.${row.typeCode}`)} />
            <Table.Column<LabInstrument> title={t('fields.model')} dataIndex="model" />
            <Table.Column<LabInstrument> title={t('fields.maker')} dataIndex="maker" />
            <Table.Column<LabInstrument> title={t('fields.specifications')} render={(_, row) => <span style={{ whiteSpace: 'pre-wrap' }}>{row.specifications}</span>} />
            <Table.Column<LabInstrument>
              title={t('detail.book')}
              render={(_, row, index) =>
                row.bookable ? (
                  <Link to={equipmentDetailPath(row.id)} data-testid={`lab-book-${index}`}>
                    <Button type="primary" size="small">
                      {t('detail.book')}
                    </Button>
                  </Link>
                ) : (
                  <span className="at-lab__muted">{t('detail.notBookable')}</span>
                )
              }
            />
          </Table>
        )}
      </Card>

      <Card title={t('detail.contact')} className="at-lab__section">
        <Descriptions column={{ xs: 1, md: 2 }}>
          <Descriptions.Item label={t('fields.contactName')}>{lab.contactName}</Descriptions.Item>
          <Descriptions.Item label={t('fields.contactPhone')}>{lab.contactPhone}</Descriptions.Item>
          <Descriptions.Item label={t('fields.city')}>{lab.city}</Descriptions.Item>
          {lab.region && <Descriptions.Item label={t('fields.region')}>{t(`regions.${lab.region}`)}</Descriptions.Item>}
          <Descriptions.Item label={t('fields.address')}>{lab.address}</Descriptions.Item>
        </Descriptions>
      </Card>

      <Card title={t('detail.published')} className="at-lab__section" data-testid="lab-detail-published">
        {PUBLISHED.map(([key, path]) => (
          <Link key={key} to={`${path}?lab=${lab.id}`} className="at-lab__published-link">
            {t(`detail.publishedLinks.${key}`)}
          </Link>
        ))}
      </Card>
    </LabScope>
  );
}
