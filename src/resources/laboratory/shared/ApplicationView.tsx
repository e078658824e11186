import { Card, Descriptions, Space, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LaboratoryApplication, LabCapability, LabInstrument } from '@contract/endpoints/laboratory';
import { formatFen } from '../../../components/format/money';
import { formatDateTime } from '../../../components/format/dateTime';
import { WorkflowHistory } from '../../../console/WorkflowHistory';
import { StoredFileLink } from '../../../components/download/StoredFileLink';
import { LaboratoryStateTag } from './StateTag';

/** Every field, file, item and instrument of an application, and its review history (the auditors' detail). */
export function ApplicationView({ application }: { application: LaboratoryApplication }) {
  const { t } = useTranslation('laboratory');
  const nameOf = (id: string) => application.files.find((file) => file.id === id)?.name ?? t('upload.file');
  const link = (id: string | null, testId: string) => (id ? <StoredFileLink id={id} name={nameOf(id)} testId={testId} /> : t('audit.none'));
  const links = (ids: string[], testId: string) =>
    ids.length === 0 ? (
      t('audit.none')
    ) : (
      <Space direction="vertical" size={0}>
        {ids.map((id, index) => (
          <StoredFileLink key={id} id={id} name={nameOf(id)} testId={`${testId}-${index}`} />
        ))}
      </Space>
    );

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="lab-audit-detail">
      <Descriptions bordered size="small" column={{ xs: 1, md: 2 }}>
        <Descriptions.Item label={t('fields.name')}>{application.name}</Descriptions.Item>
        <Descriptions.Item label={t('audit.company')}>{application.companyName}</Descriptions.Item>
        <Descriptions.Item label={t('audit.state')}>
          <LaboratoryStateTag state={application.state} />
        </Descriptions.Item>
        <Descriptions.Item label={t('audit.submitTime')}>{formatDateTime(application.submitTime)}</Descriptions.Item>
        <Descriptions.Item label={t('fields.contactName')}>{application.contactName}</Descriptions.Item>
        <Descriptions.Item label={t('fields.contactPhone')}>{application.contactPhone}</Descriptions.Item>
        <Descriptions.Item label={t('fields.city')}>{application.city}</Descriptions.Item>
        <Descriptions.Item label={t('fields.region')}>{application.region ? t(`regions.${application.region}`) : '—'}</Descriptions.Item>
        <Descriptions.Item label={t('fields.address')}>{application.address}</Descriptions.Item>
        <Descriptions.Item label={t('fields.introduction')} span={2}>
          <div style={{ whiteSpace: 'pre-wrap' }}>{application.introduction}</div>
        </Descriptions.Item>
        <Descriptions.Item label={t('fields.logo')}>{link(application.logoId, 'audit-file-logo')}</Descriptions.Item>
        <Descriptions.Item label={t('fields.brochure')}>{link(application.brochureId, 'audit-file-brochure')}</Descriptions.Item>
        <Descriptions.Item label={t('fields.capabilityFiles')}>{links(application.capabilityFileIds, 'audit-file-capability')}</Descriptions.Item>
        <Descriptions.Item label={t('fields.attachments')}>{links(application.attachmentIds, 'audit-file-attachment')}</Descriptions.Item>
        {application.rejectReason && (
          <Descriptions.Item label={t('audit.rejectReason')} span={2}>
            {application.rejectReason}
          </Descriptions.Item>
        )}
      </Descriptions>

      <Card size="small" title={t('settled.qualifications')}>
        <Space direction="vertical">
          {application.qualifications.map((item, index) => (
            <span key={`${item.kind}-${item.number}`}>
              <Tag color="blue">{t(`qualificationKinds.${item.kind}`)}</Tag>
              {item.number} {item.fileId && <StoredFileLink id={item.fileId} name={nameOf(item.fileId)} testId={`audit-file-qualification-${index}`} />}
            </span>
          ))}
        </Space>
      </Card>

      <Card size="small" title={t('settled.capabilities')}>
        <Table<LabCapability> rowKey="id" dataSource={application.capabilities} pagination={false} size="small" scroll={{ x: true }}>
          <Table.Column<LabCapability> title={t('fields.capabilityKind')} render={(_, row) => t(`capabilityKinds.${row.kind}`)} />
          <Table.Column<LabCapability> title={t('fields.capabilityName')} dataIndex="name" />
          <Table.Column<LabCapability> title={t('fields.standardMethod')} dataIndex="standardMethod" />
          <Table.Column<LabCapability> title={t('fields.price')} render={(_, row) => formatFen(row.price)} />
          <Table.Column<LabCapability> title={t('fields.cycleDays')} render={(_, row) => t('cycle', { count: row.cycleDays })} />
          <Table.Column<LabCapability> title={t('fields.description')} dataIndex="description" />
        </Table>
      </Card>

      <Card size="small" title={t('settled.instruments')}>
        <Table<LabInstrument> rowKey="id" dataSource={application.instruments} pagination={false} size="small" scroll={{ x: true }}>
          <Table.Column<LabInstrument> title={t('fields.instrumentName')} dataIndex="name" />
          <Table.Column<LabInstrument> title={t('fields.typeCode')} render={(_, row) => t(`equipmentTypes.${row.typeCode}`)} />
          <Table.Column<LabInstrument> title={t('fields.model')} dataIndex="model" />
          <Table.Column<LabInstrument> title={t('fields.maker')} dataIndex="maker" />
          <Table.Column<LabInstrument> title={t('fields.specifications')} dataIndex="specifications" />
          <Table.Column<LabInstrument>
            title={t('fields.photo')}
            render={(_, row, index) => (row.photoId ? <StoredFileLink id={row.photoId} name={nameOf(row.photoId)} testId={`audit-file-photo-${index}`} /> : t('audit.none'))}
          />
        </Table>
      </Card>

      <Card size="small" title={t('history.title')}>
        <WorkflowHistory
          steps={application.history}
          actionLabel={(action) => t(`history.actions.${action}`)}
          stateLabel={(state) => t(`states.${state}`)}
          byLabel={(operator) => t('history.by', { operator })}
          empty={t('history.empty')}
        />
      </Card>
    </Space>
  );
}
