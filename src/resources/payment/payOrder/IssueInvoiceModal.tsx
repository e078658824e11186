import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { payOrderAdmin, type Invoice } from '@contract/endpoints/payment';
import { formatFen } from '../../../components/format/money';
import { zodRule } from '../../../components/zodRule';
import { useAction } from '../../../console/useAction';
import { message } from '../../../providers/i18n';
import { StoredFileUpload } from '../shared/StoredFileUpload';

const fields = payOrderAdmin.issueInvoice.input.shape;

/** Issue a requested invoice: its number (8–20 digits) and its PDF (purpose `invoice`, at most 500 kb). */
export function IssueInvoiceModal({ invoice, onClose }: { invoice: Invoice | undefined; onClose: () => void }) {
  const { t } = useTranslation('console');
  const [form] = Form.useForm<{ invoiceNo: string; fileId: string | null }>();
  const issue = useAction(payOrderAdmin.issueInvoice, { success: message('invoiceIssued'), invalidates: 'all' });
  const submit = async () => {
    if (!invoice) return;
    // The form shows what is wrong.
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    const { invoiceNo, fileId } = values;
    if ((await issue.run({ id: invoice.id, invoiceNo: invoiceNo.trim(), fileId: fileId ?? '' })) !== undefined) onClose();
  };
  return (
    <Modal
      open={invoice !== undefined}
      title={t('invoices.issueTitle', { title: invoice?.title ?? '', amount: invoice ? formatFen(invoice.amount) : '' })}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={t('invoices.issue')}
      okButtonProps={{ loading: issue.running, ...{ 'data-testid': 'invoice-issue-confirm' } }}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="invoiceNo" label={t('invoices.fields.invoiceNo')} rules={[zodRule(fields.invoiceNo)]} required>
          <Input maxLength={20} inputMode="numeric" data-testid="invoice-no" />
        </Form.Item>
        <Form.Item name="fileId" label={t('invoices.fields.file')} rules={[zodRule(fields.fileId)]} required>
          <StoredFileUpload purpose="invoice" variant="file" hint={t('invoices.fileHint')} testId="invoice-file" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
