import { useState } from 'react';
import { useShow } from '@refinedev/core';
import { Alert, Button, Card, Descriptions, Form, Input, Modal, Popconfirm, Space, Spin, type ButtonProps } from 'antd';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { tmStandard, type EnterpriseGrade } from '@contract/endpoints/enterpriseStandard';
import { MATERIAL_PATHS } from '../../../components/materialPaths';
import { zodRule } from '../../../components/zodRule';
import { useAction } from '../../../console/useAction';
import { AuditRecords } from './AuditRecords';
import { countryLabel } from '../../../components/format/catalogueLabels';
import { formatDateTime } from '../../../components/format/dateTime';
import { GradeValues } from './GradeValues';
import { GradeStateTag } from './StateTag';

const reasonField = tmStandard.reject.input.shape.reason;

/**
 * One submitted grade for an auditor (the resource's detail): its standard, company and values; approve, or reject
 * with a reason, as the server's `nextActions` allow.
 */
export function AuditDetail({ resource, route }: { resource: string; route: string }) {
  const { t } = useTranslation('enterpriseStandard');
  const id = Number(useParams().id);
  const { result: grade } = useShow<EnterpriseGrade & { companyName: string }>({ resource, id, queryOptions: { enabled: Number.isInteger(id) && id > 0 } });
  const [rejecting, setRejecting] = useState(false);
  const [form] = Form.useForm<{ reason: string }>();
  const approveAction = useAction(tmStandard.approve, { success: t('audit.approved'), invalidates: 'all' });
  const rejectAction = useAction(tmStandard.reject, { success: t('audit.rejected'), invalidates: 'all' });
  const busy = approveAction.running || rejectAction.running;
  const approve = () => approveAction.run({ id });
  const reject = async ({ reason }: { reason: string }) => {
    if ((await rejectAction.run({ id, reason })) !== undefined) setRejecting(false);
  };

  if (!grade) return <Spin />;
  const { standard } = grade;
  return (
    <Card
      title={
        <Space>
          <Link to={route}>{t('audit.back')}</Link>
          <span data-testid="audit-grade-name">{grade.name}</span>
          <GradeStateTag state={grade.state} />
        </Space>
      }
      extra={
        grade.nextActions.includes('approve') && (
          <Space>
            <Popconfirm title={t('audit.confirmApprove', { name: grade.name })} onConfirm={approve} okButtonProps={{ 'data-testid': 'approve-confirm' } as ButtonProps}>
              <Button type="primary" loading={busy} data-testid="audit-approve">
                {t('audit.approve')}
              </Button>
            </Popconfirm>
            <Button danger loading={busy} onClick={() => setRejecting(true)} data-testid="audit-reject">
              {t('audit.reject')}
            </Button>
          </Space>
        )
      }
    >
      {grade.state === 'rejected' && grade.rejectReason && <Alert type="error" showIcon message={t('grade.rejectReason')} description={grade.rejectReason} />}
      <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} style={{ margin: '16px 0' }}>
        <Descriptions.Item label={t('queue.company')}>{grade.companyName}</Descriptions.Item>
        <Descriptions.Item label={t('standard.number')}>{`${standard.number}-${standard.year}`}</Descriptions.Item>
        <Descriptions.Item label={t('standard.name')}>{standard.name}</Descriptions.Item>
        <Descriptions.Item label={t('standard.issuer')}>{standard.issuer}</Descriptions.Item>
        <Descriptions.Item label={t('standard.country')}>{countryLabel(standard.country, t)}</Descriptions.Item>
        <Descriptions.Item label={t('standard.system')}>{`${standard.systemName} (${standard.systemCode})`}</Descriptions.Item>
        <Descriptions.Item label={t('grade.name')}>{grade.name}</Descriptions.Item>
        <Descriptions.Item label={t('grade.materialNumber')}>{grade.materialNumber}</Descriptions.Item>
        <Descriptions.Item label={t('grade.createTime')}>{formatDateTime(grade.createTime)}</Descriptions.Item>
        {grade.publishedGradeId !== null && (
          <Descriptions.Item label={t('grade.public')}>
            <Link to={MATERIAL_PATHS.detail('steel', grade.publishedGradeId)}>{t('grade.openPublic')}</Link>
          </Descriptions.Item>
        )}
      </Descriptions>
      <GradeValues grade={grade} />
      <Card type="inner" size="small" title={t('records.title')} style={{ marginTop: 16 }}>
        <AuditRecords side="auditor" gradeId={id} />
      </Card>
      <Modal
        open={rejecting}
        title={t('audit.rejectTitle', { name: grade.name })}
        onCancel={() => setRejecting(false)}
        onOk={() => form.submit()}
        okButtonProps={{ danger: true, loading: busy, 'data-testid': 'reject-submit' } as ButtonProps}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" onFinish={reject} preserve={false}>
          <Form.Item name="reason" label={t('audit.reason')} rules={[zodRule(reasonField)]} required>
            <Input.TextArea maxLength={500} showCount autoSize={{ minRows: 3, maxRows: 6 }} data-testid="reject-reason" />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
