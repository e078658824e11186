import { useState } from 'react';
import { Alert, Button, Card, Descriptions, Form, Input, Modal, Popconfirm, Space, Spin, type ButtonProps } from 'antd';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { tmStandard } from '@contract/endpoints/enterpriseStandard';
import { MATERIAL_PATHS } from '../../../components/materialPaths';
import { zodRule } from '../../../components/zodRule';
import { call } from '../../../providers/http';
import { notify } from '../../../providers/notify';
import { AuditRecords } from './AuditRecords';
import { formatDateTime } from '../../../components/format/dateTime';
import { GradeValues } from './GradeValues';
import { GradeStateTag } from './StateTag';
import { useEndpoint } from '../../../components/useEndpoint';

const reasonField = tmStandard.reject.input.shape.reason;

/** One submitted grade for an auditor: its standard, company and values; approve, or reject with a reason. */
export function AuditDetail({ route }: { route: string }) {
  const { t } = useTranslation('enterpriseStandard');
  const id = Number(useParams().id);
  const [version, setVersion] = useState(0);
  const { data: grade } = useEndpoint(tmStandard.checkDetail, Number.isInteger(id) && id > 0 ? { id } : null, version);
  const [rejecting, setRejecting] = useState(false);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ reason: string }>();

  const act = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await action();
      notify('success', done);
      setRejecting(false);
      setVersion((value) => value + 1);
    } catch {
      // shown by the http client
    } finally {
      setBusy(false);
    }
  };
  const approve = () => act(() => call(tmStandard.approve, { id }), t('audit.approved'));
  const reject = ({ reason }: { reason: string }) => act(() => call(tmStandard.reject, { id, reason }), t('audit.rejected'));

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
        grade.state === 'pending' && (
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
        <Descriptions.Item label={t('standard.country')}>{standard.country}</Descriptions.Item>
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
        <AuditRecords side="auditor" gradeId={id} version={version} />
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
