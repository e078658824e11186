import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { leaderInput, orderPublic, type TestOrderDetail } from '@contract/endpoints/testOrders';
import { zodRule } from '../../../../components/zodRule';
import { useAction } from '../../../../console/useAction';

/** Name the person in charge of the order and a number to reach them (the laboratory, the platform, an overseeing head). */
export function LeaderModal({ order, open, onClose }: { order: TestOrderDetail; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('testOrders');
  const [form] = Form.useForm<{ leaderName: string; leaderPhone: string }>();
  const save = useAction(orderPublic.leader, { success: t('notices.leader'), invalidates: 'all' });

  const submit = async () => {
    const values = await form.validateFields();
    if (await save.run({ id: order.id, leaderName: values.leaderName.trim(), leaderPhone: values.leaderPhone.trim() })) onClose();
  };

  return (
    <Modal
      open={open}
      title={t('dialogs.leaderTitle')}
      onCancel={onClose}
      onOk={() => void submit().catch(() => undefined)}
      okButtonProps={{ loading: save.running, ...{ 'data-testid': 'order-leader-save' } }}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ leaderName: order.leaderName ?? '', leaderPhone: order.leaderPhone ?? '' }}
      >
        <Form.Item name="leaderName" label={t('dialogs.leaderName')} required rules={[zodRule(leaderInput.shape.leaderName)]}>
          <Input maxLength={50} data-testid="order-leader-name" />
        </Form.Item>
        <Form.Item name="leaderPhone" label={t('dialogs.leaderPhone')} required rules={[zodRule(leaderInput.shape.leaderPhone)]}>
          <Input maxLength={20} data-testid="order-leader-phone" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
