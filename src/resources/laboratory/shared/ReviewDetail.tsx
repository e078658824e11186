import { useState } from 'react';
import { useShow } from '@refinedev/core';
import { Alert, Button, Card, Form, Input, Modal, Popconfirm, Skeleton, Space } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LABORATORY_LIMITS, laboratoryAudit, laboratoryRejectInput, type LaboratoryApplication } from '@contract/endpoints/laboratory';
import { testerDetailPath } from '@contract/endpoints/laboratoryCommon';
import { zodRule } from '../../../components/zodRule';
import { useAction } from '../../../console/useAction';
import { message as text } from '../../../providers/i18n';
import { ApplicationView } from './ApplicationView';

/** One application: every field and file; approve it (the laboratory is published) or reject it with a reason. */
export function ReviewDetail({ resource, route }: { resource: string; route: string }) {
  const { t } = useTranslation('laboratory');
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const { query } = useShow<LaboratoryApplication>({ resource, id, queryOptions: { enabled: Number.isInteger(id) && id > 0 } });
  const application = query.data?.data;
  const [rejecting, setRejecting] = useState(false);
  const [form] = Form.useForm<{ reason: string }>();
  const approve = useAction(laboratoryAudit.approve, { success: text('laboratoryApproved'), invalidates: [resource] });
  const reject = useAction(laboratoryAudit.reject, { success: text('laboratoryRejected'), invalidates: [resource] });
  const back = () => void navigate(route);

  const confirmReject = async () => {
    const { reason } = await form.validateFields();
    if (await reject.run({ id, reason })) setRejecting(false);
  };

  if (query.isLoading) return <Skeleton active />;
  if (!application) return <Alert type="error" showIcon message={text('noSuchId')} action={<Button onClick={back}>{t('audit.back')}</Button>} />;
  const busy = approve.running || reject.running;

  return (
    <Card
      title={application.name}
      extra={
        <Space wrap>
          {application.nextActions.includes('approve') && (
            <Popconfirm title={t('audit.approveConfirm')} okButtonProps={{ ...{ 'data-testid': 'audit-approve-confirm' } }} onConfirm={() => void approve.run({ id })}>
              <Button type="primary" loading={approve.running} disabled={busy} data-testid="audit-approve">
                {t('audit.approve')}
              </Button>
            </Popconfirm>
          )}
          {application.nextActions.includes('reject') && (
            <Button danger disabled={busy} onClick={() => setRejecting(true)} data-testid="audit-reject">
              {t('audit.reject')}
            </Button>
          )}
          {application.state === 'approved' && (
            <Button onClick={() => void navigate(testerDetailPath(application.id))} data-testid="audit-public-page">
              {t('settled.banner.publicPage')}
            </Button>
          )}
          <Button onClick={back}>{t('audit.back')}</Button>
        </Space>
      }
    >
      <ApplicationView application={application} />
      <Modal
        open={rejecting}
        title={t('audit.rejectTitle')}
        onCancel={() => setRejecting(false)}
        onOk={() => void confirmReject()}
        okText={t('audit.reject')}
        okButtonProps={{ danger: true, loading: reject.running, ...{ 'data-testid': 'audit-reject-confirm' } }}
        destroyOnHidden
      >
        <Form form={form} name="reject" layout="vertical" preserve={false}>
          <Form.Item name="reason" label={t('audit.rejectReason')} rules={[zodRule(laboratoryRejectInput.shape.reason)]} required>
            <Input.TextArea maxLength={LABORATORY_LIMITS.rejectReasonMax} showCount autoSize={{ minRows: 3 }} data-testid="audit-reject-reason" />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
