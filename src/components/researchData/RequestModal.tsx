import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { requestInput, researchPermissions, RESEARCH_LIMITS } from '@contract/endpoints/researchData';
import { message as text } from '../../providers/i18n';
import { zodRule } from '../zodRule';
import { useCallAction } from './useCallAction';

/** Asks the owner to see the rows: the reason goes with the request (researchPermissions.apply). */
export function RequestModal({ id, open, onClose, onSent }: { id: number; open: boolean; onClose: () => void; onSent: () => void }) {
  const { t } = useTranslation('researchDataView');
  const [form] = Form.useForm<{ reason: string }>();
  const apply = useCallAction(researchPermissions.apply, text('researchRequestSent'));

  const send = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (values && (await apply.run({ id, reason: values.reason }))) onSent();
  };

  return (
    <Modal
      open={open}
      title={t('request.title')}
      onCancel={onClose}
      onOk={() => void send()}
      okText={t('request.send')}
      okButtonProps={{ loading: apply.running, ...{ 'data-testid': 'dataset-request-send' } }}
      destroyOnHidden
    >
      <Form form={form} name="researchRequest" layout="vertical" preserve={false}>
        <Form.Item name="reason" label={t('request.reason')} rules={[zodRule(requestInput.shape.reason)]} required>
          <Input.TextArea maxLength={RESEARCH_LIMITS.reasonMax} showCount autoSize={{ minRows: 3 }} data-testid="dataset-request-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
