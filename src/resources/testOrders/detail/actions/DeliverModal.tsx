import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { testStatusInput, type TestOrderDetail } from '@contract/endpoints/testOrders';
import { TEST_LIMITS } from '@contract/endpoints/testKits';
import { MSG } from '@contract/messages';
import { zodRule } from '../../../../components/zodRule';
import { message } from '../../../../providers/i18n';
import { ReportFilesUpload, type UploadedReport } from './ReportFilesUpload';
import { useOrderStep } from './useOrderStep';

/** The laboratory delivers: 1–5 reports (PDF) and a note; the customer reads them once payment is confirmed. */
export function DeliverModal({ order, open, onClose }: { order: TestOrderDetail; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('testOrders');
  const [form] = Form.useForm<{ reports?: UploadedReport[]; note?: string }>();
  const deliver = useOrderStep(order);

  const submit = async () => {
    const { reports = [], note } = await form.validateFields();
    const fileIds = reports.map((file) => file.id);
    if (await deliver.run({ action: 'deliver', note: note?.trim() || undefined, fileIds })) onClose();
  };

  return (
    <Modal
      open={open}
      title={t('dialogs.deliverTitle')}
      onCancel={onClose}
      onOk={() => void submit().catch(() => undefined)}
      okText={t('actions.deliver')}
      okButtonProps={{ loading: deliver.running, ...{ 'data-testid': 'order-deliver-confirm' } }}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="reports"
          label={t('dialogs.reports')}
          required
          rules={[
            {
              validator: async (_rule, value: UploadedReport[] | undefined) => {
                if (!value || value.length === 0) throw new Error(message(MSG.reportRequired));
                if (value.length > TEST_LIMITS.reportFilesMax) throw new Error(message(MSG.tooManyFiles));
              },
            },
          ]}
        >
          <ReportFilesUpload />
        </Form.Item>
        <Form.Item name="note" label={t('dialogs.deliverNote')} rules={[zodRule(testStatusInput.shape.note)]}>
          <Input.TextArea maxLength={TEST_LIMITS.noteMax} showCount autoSize={{ minRows: 2 }} data-testid="order-deliver-note" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
