import { useState } from 'react';
import { useCustom, useShow } from '@refinedev/core';
import { Alert, Button, Card, Descriptions, Form, Modal, Popconfirm, Space, Spin, Table, Typography, type ButtonProps } from 'antd';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { tmStandard, type EnterpriseGrade, type CompanyGradeRow, type EnterpriseGradeRow, type EnterpriseStandard } from '@contract/endpoints/enterpriseStandard';
import type { Page } from '@contract/result';
import { MATERIAL_PATHS } from '../../../components/materialPaths';
import { AuditRecords } from '../shared/AuditRecords';
import { countryLabel } from '../../../components/format/catalogueLabels';
import { formatDateTime } from '../../../components/format/dateTime';
import { GradeValues } from '../shared/GradeValues';
import { GradeStateTag, StandardStateTag } from '../shared/StateTag';
import { useAction } from '../../../console/useAction';
import { call } from '../../../providers/http';
import { GradeForm, type GradeFormValues } from './GradeForm';
import { STANDARD_ROUTE } from './index';

const PAGE_SIZE = 10;

/** One standard: its fields, its grades (edit, apply for publication, delete, view) and the audit records. */
export default function StandardShow() {
  const { t } = useTranslation('enterpriseStandard');
  const { t: tc } = useTranslation('console');
  const standardId = Number(useParams().id);
  const valid = Number.isInteger(standardId) && standardId > 0;
  const [pageNum, setPageNum] = useState(1);
  const [recordsOf, setRecordsOf] = useState<EnterpriseGradeRow>();
  const [viewing, setViewing] = useState<EnterpriseGrade>();
  const [editing, setEditing] = useState<{ id?: number; values: Partial<GradeFormValues> }>();
  const [form] = Form.useForm<GradeFormValues>();
  const { result: standard } = useShow<EnterpriseStandard>({ resource: 'enterpriseStandardManagement', id: standardId, queryOptions: { enabled: valid } });
  const { query: gradesQuery, result: gradesResult } = useCustom<Page<CompanyGradeRow>>({
    url: tmStandard.gradeList.path,
    method: 'get',
    errorNotification: false,
    config: { query: { standardId, pageNum, pageSize: PAGE_SIZE } },
    queryOptions: { enabled: valid },
  });
  const grades = gradesResult.data as Page<CompanyGradeRow> | undefined;
  // Every action changes the grades, their standard's state and the records: the page reads all of them again.
  const saveGrade = useAction(tmStandard.saveGrade, { success: tc('notifications.editSuccess'), invalidates: 'all' });
  const submitGrade = useAction(tmStandard.submitGrade, { success: t('grade.submitted'), invalidates: 'all' });
  const deleteGrade = useAction(tmStandard.deleteGrade, { success: tc('notifications.deleteSuccess'), invalidates: 'all' });
  const openEditor = async (row?: EnterpriseGradeRow) => {
    if (!row) {
      setEditing({ values: { composition: [{}], mechanical: [{ kind: 'range' }] } as Partial<GradeFormValues> });
      return;
    }
    const grade = await call(tmStandard.getGrade, { id: row.id });
    const { name, materialNumber, composition, mechanical } = grade;
    setEditing({ id: row.id, values: { name, materialNumber, composition, mechanical } as GradeFormValues });
  };
  const save = async (values: GradeFormValues) => {
    if (await saveGrade.run({ ...values, standardId, id: editing?.id })) setEditing(undefined);
  };
  const view = async (row: EnterpriseGradeRow) => setViewing(await call(tmStandard.getGrade, { id: row.id }));

  if (!standard) return <Spin />;
  const writable = standard.state !== 'repealed';
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Card
        title={
          <Space wrap>
            <Link to={STANDARD_ROUTE}>{t('standard.back')}</Link>
            <span data-testid="standard-title">{`${standard.number}-${standard.year} ${standard.name}`}</span>
            <StandardStateTag state={standard.state} />
          </Space>
        }
      >
        <Descriptions size="small" column={{ xs: 1, md: 3 }}>
          <Descriptions.Item label={t('standard.issuer')}>{standard.issuer}</Descriptions.Item>
          <Descriptions.Item label={t('standard.country')}>{countryLabel(standard.country, t)}</Descriptions.Item>
          <Descriptions.Item label={t('standard.system')}>{`${standard.systemName} (${standard.systemCode})`}</Descriptions.Item>
        </Descriptions>
      </Card>

      <Card
        title={t('grade.listTitle')}
        extra={
          writable && (
            <Button type="primary" onClick={() => openEditor()} data-testid="grade-create">
              {t('grade.create')}
            </Button>
          )
        }
      >
        <Table<CompanyGradeRow>
          rowKey="id"
          size="small"
          loading={gradesQuery.isFetching}
          dataSource={grades?.list ?? []}
          data-testid="grades-table"
          locale={{ emptyText: t('grade.empty') }}
          pagination={{ current: pageNum, pageSize: PAGE_SIZE, total: grades?.total ?? 0, onChange: setPageNum }}
          columns={[
            { title: t('grade.name'), dataIndex: 'name' },
            { title: t('grade.materialNumber'), dataIndex: 'materialNumber' },
            { title: t('grade.createTime'), render: (_, row) => formatDateTime(row.createTime) },
            {
              title: t('grade.state'),
              render: (_, row) => (
                <Space direction="vertical" size={0}>
                  <GradeStateTag state={row.state} />
                  {row.rejectReason && (
                    <Typography.Text type="danger" data-testid="grade-reject-reason">
                      {t('grade.rejectReasonLine', { reason: row.rejectReason })}
                    </Typography.Text>
                  )}
                </Space>
              ),
            },
            {
              title: tc('table.actions'),
              render: (_, row) => (
                <Space wrap>
                  <Button size="small" onClick={() => view(row)}>
                    {t('grade.view')}
                  </Button>
                  {row.nextActions.includes('edit') && (
                    <Button size="small" onClick={() => openEditor(row)} data-testid={`grade-edit-${row.name}`}>
                      {tc('buttons.edit')}
                    </Button>
                  )}
                  {row.nextActions.includes('submit') && (
                    <Popconfirm title={t('grade.confirmSubmit', { name: row.name })} onConfirm={() => submitGrade.run({ id: row.id })}>
                      <Button size="small" type="primary" data-testid={`grade-submit-${row.name}`}>
                        {t('grade.submit')}
                      </Button>
                    </Popconfirm>
                  )}
                  {row.nextActions.includes('delete') && (
                    <Popconfirm title={t('grade.confirmDelete', { name: row.name })} onConfirm={() => deleteGrade.run({ id: row.id })}>
                      <Button size="small" danger>
                        {tc('buttons.delete')}
                      </Button>
                    </Popconfirm>
                  )}
                  <Button size="small" type="link" onClick={() => setRecordsOf(row)}>
                    {t('records.title')}
                  </Button>
                  {row.publishedGradeId !== null && (
                    <Link to={MATERIAL_PATHS.detail('steel', row.publishedGradeId)}>{t('grade.openPublic')}</Link>
                  )}
                </Space>
              ),
            },
          ]}
        />
      </Card>

      <Card
        title={recordsOf ? t('records.ofGrade', { name: recordsOf.name }) : t('records.title')}
        extra={recordsOf && <Button size="small" onClick={() => setRecordsOf(undefined)}>{t('records.all')}</Button>}
      >
        <AuditRecords side="company" gradeId={recordsOf?.id} />
      </Card>

      <Modal
        open={editing !== undefined}
        title={editing?.id ? t('grade.editTitle') : t('grade.createTitle')}
        width={860}
        onCancel={() => setEditing(undefined)}
        onOk={() => form.submit()}
        okButtonProps={{ loading: saveGrade.running, 'data-testid': 'grade-save' } as ButtonProps}
        destroyOnHidden
      >
        {editing && <GradeForm form={form} initialValues={editing.values} onFinish={save} />}
      </Modal>
      <Modal open={viewing !== undefined} title={viewing?.name} footer={null} width={760} onCancel={() => setViewing(undefined)}>
        {viewing?.state === 'rejected' && viewing.rejectReason && (
          <Alert type="error" showIcon message={t('grade.rejectReason')} description={viewing.rejectReason} style={{ marginBottom: 16 }} />
        )}
        {viewing && <GradeValues grade={viewing} />}
      </Modal>
    </Space>
  );
}
