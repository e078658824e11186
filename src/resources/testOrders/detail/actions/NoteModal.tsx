import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { testStatusInput } from '@contract/endpoints/testOrders';
import { TEST_LIMITS } from '@contract/endpoints/testKits';
import { zodRule } from '../../../../components/zodRule';

/** A step that takes an optional note (a cancellation's reason, what arrived with the samples). */
export function NoteModal({
  open,
  title,
  label,
  okText,
  danger,
  running,
  testId,
  onOk,
  onClose,
}: {
  open: boolean;
  title: string;
  label: string;
  okText: string;
  danger?: boolean;
  running: boolean;
  testId: string;
  onOk: (note: string | undefined) => Promise<boolean>;
  onClose: () => void;
}) {
  const { t } = useTranslation('testOrders');
  const [form] = Form.useForm<{ note?: string }>();
  const submit = async () => {
    const { note } = await form.validateFields();
    if (await onOk(note?.trim() || undefined)) onClose();
  };
  return (
    <Modal
      open={open}
      title={title}
      onCancel={onClose}
      onOk={() => void submit().catch(() => undefined)}
      okText={okText}
      cancelText={danger ? t('dialogs.keep') : undefined}
      okButtonProps={{ danger, loading: running, ...{ 'data-testid': `${testId}-confirm` } }}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="note" label={label} rules={[zodRule(testStatusInput.shape.note)]}>
          <Input.TextArea maxLength={TEST_LIMITS.noteMax} showCount autoSize={{ minRows: 3 }} data-testid={`${testId}-note`} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
