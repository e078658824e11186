import { useEffect } from 'react';
import { DatePicker, Form, Input, Modal, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { permissionRequest, refuseInput, researchPermissions, RESEARCH_LIMITS } from '@contract/endpoints/researchData';
import { clearErrorsOnChange } from '../../../components/formErrors';
import { useCallAction } from '../../../components/researchData/useCallAction';
import { zodRule } from '../../../components/zodRule';

type PermissionRequest = z.infer<typeof permissionRequest>;
export type Decision = { kind: 'approve' | 'refuse'; request: PermissionRequest };

/**
 * Answers a pending request: approve with an optional expiry (the grant ends at the end of that day), or refuse
 * with the reason the requester will read.
 */
export function DecisionModal({ decision, onClose, onDone }: { decision?: Decision; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation('researchData');
  const [form] = Form.useForm<{ expiresAt?: Dayjs | null; answer?: string }>();
  const approve = useCallAction(researchPermissions.approve, t('requests.approved'));
  const refuse = useCallAction(researchPermissions.refuse, t('requests.refused'));
  useEffect(() => {
    if (decision) form.resetFields();
  }, [decision, form]);

  const submit = async () => {
    if (!decision) return;
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    const answer =
      decision.kind === 'approve'
        ? await approve.run({ requestId: decision.request.id, expiresAt: values.expiresAt ? values.expiresAt.endOf('day').toISOString() : null })
        : await refuse.run({ requestId: decision.request.id, answer: values.answer ?? '' });
    if (answer) onDone();
  };

  return (
    <Modal
      open={decision !== undefined}
      title={decision?.kind === 'approve' ? t('requests.approveTitle') : t('requests.refuseTitle')}
      okText={decision?.kind === 'approve' ? t('requests.approve') : t('requests.refuse')}
      okButtonProps={{ danger: decision?.kind === 'refuse', ...{ 'data-testid': 'request-decision-ok' } }}
      cancelText={t('common.cancel')}
      confirmLoading={approve.running || refuse.running}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      {decision && (
        <Typography.Paragraph>
          {t('requests.decisionLead', { requester: decision.request.requester, dataSet: decision.request.dataSetName })}
          <br />
          <Typography.Text type="secondary">{decision.request.reason}</Typography.Text>
        </Typography.Paragraph>
      )}
      <Form form={form} layout="vertical" onValuesChange={clearErrorsOnChange(form)}>
        {decision?.kind === 'approve' ? (
          <Form.Item name="expiresAt" label={t('requests.expiresAt')} extra={t('requests.expiresHint')}>
            <DatePicker disabledDate={(day) => day.isBefore(dayjs(), 'day')} style={{ width: '100%' }} data-testid="request-expires" />
          </Form.Item>
        ) : (
          <Form.Item name="answer" label={t('requests.answer')} rules={[zodRule(refuseInput.shape.answer)]} required>
            <Input.TextArea rows={3} maxLength={RESEARCH_LIMITS.reasonMax} data-testid="request-answer" />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
