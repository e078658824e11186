import { useState } from 'react';
import { DeleteOutlined } from '@ant-design/icons';
import { useCustom, usePermissions } from '@refinedev/core';
import { Button, Checkbox, Form, Input, Modal, Popconfirm, Radio, Select, Space, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { companyInfo } from '@contract/endpoints/company';
import { INVOICE_TYPES, invoiceRequest, invoiceTitleFields, payment, type PaymentOrder } from '@contract/endpoints/payment';
import { PERMISSIONS } from '@contract/permissions';
import type { z } from 'zod';
import { clearErrorsOnChange } from '../../../components/formErrors';
import { formatFen } from '../../../components/format/money';
import { zodRule } from '../../../components/zodRule';
import { useAction } from '../../../console/useAction';
import { message } from '../../../providers/i18n';
import { totalFen } from '../shared/orders';
import { isMissingForType, isTaxNo, SPECIAL_FIELDS, toInvoiceRequest, type InvoiceFormValues } from './invoiceRequest';

type SavedTitle = z.infer<typeof payment.listInvoiceTitle.output>[number];
const fields = invoiceTitleFields.shape;

const taxNoRule: Rule = {
  validator: async (_rule, value: string | undefined) => {
    if (!isTaxNo(value)) throw new Error(message('taxNoInvalid'));
  },
};

/** Required for a special VAT invoice only (the server says the same with specialInvoiceFields). */
const specialRule: Rule = ({ getFieldValue }) => ({
  validator: async (_rule, value: string | undefined) => {
    if (isMissingForType(getFieldValue('type'), value)) throw new Error(message('specialInvoiceFields'));
  },
});

/** The caller's saved invoice titles: choosing one fills the form; one can be deleted. */
function SavedTitles({ enabled, onChoose }: { enabled: boolean; onChoose: (title: SavedTitle) => void }) {
  const { t } = useTranslation('console');
  const [chosen, setChosen] = useState<number>();
  const { result } = useCustom<SavedTitle[]>({
    url: payment.listInvoiceTitle.path,
    method: 'get',
    errorNotification: false,
    meta: { silent: true },
    queryOptions: { enabled },
  });
  // Refine answers an empty object until the data has arrived.
  const titles = Array.isArray(result.data) ? (result.data as SavedTitle[]) : [];
  const remove = useAction(payment.deleteInvoiceTitle, { success: message('deleteSuccessful'), invalidates: 'all' });
  if (titles.length === 0) return null;
  const current = titles.find((title) => title.id === chosen);
  return (
    <Form.Item label={t('invoices.savedTitles')}>
      <Space.Compact style={{ width: '100%' }}>
        <Select<number>
          allowClear
          value={current?.id}
          style={{ width: '100%' }}
          placeholder={t('invoices.chooseSavedTitle')}
          onChange={(id) => {
            setChosen(id);
            const title = titles.find((candidate) => candidate.id === id);
            if (title) onChoose(title);
          }}
          options={titles.map((title) => ({ value: title.id, label: `${title.title} (${title.taxNo})` }))}
          data-testid="invoice-saved-titles"
        />
        <Popconfirm
          title={t('invoices.deleteTitleConfirm', { title: current?.title ?? '' })}
          disabled={!current}
          onConfirm={async () => {
            if (current && (await remove.run({ id: current.id })) !== undefined) setChosen(undefined);
          }}
        >
          <Button icon={<DeleteOutlined />} disabled={!current} loading={remove.running} aria-label={t('invoices.deleteTitle')} data-testid="invoice-delete-title" />
        </Popconfirm>
      </Space.Compact>
    </Form.Item>
  );
}

type CompanyDetail = z.infer<typeof companyInfo.getCompanyDetail.output>;

/** For members of a company: its saved name and unified social credit code fill the title in one click. */
function CompanyTitle({ enabled, onChoose }: { enabled: boolean; onChoose: (company: CompanyDetail) => void }) {
  const { t } = useTranslation('console');
  const { data: permissions } = usePermissions<readonly string[]>({});
  const member = Array.isArray(permissions) && permissions.includes(PERMISSIONS.companyRead);
  const { result } = useCustom<CompanyDetail>({
    url: companyInfo.getCompanyDetail.path,
    method: 'get',
    errorNotification: false,
    meta: { silent: true },
    queryOptions: { enabled: enabled && member },
  });
  const company = result.data as CompanyDetail | undefined;
  if (!member || !company?.basicInformationSaved || !company.creditCode) return null;
  return (
    <Form.Item>
      <Button onClick={() => onChoose(company)} data-testid="invoice-use-company">
        {t('invoices.useCompany', { name: company.name })}
      </Button>
    </Form.Item>
  );
}

/** Request one invoice for the ticked paid orders: the title it is made out to, checked as the server will. */
export function InvoiceRequestModal({
  open,
  orders,
  onClose,
  onDone,
}: {
  open: boolean;
  orders: PaymentOrder[];
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('console');
  const [form] = Form.useForm<InvoiceFormValues>();
  const save = useAction(payment.saveInvoice, { success: message('invoiceRequested'), invalidates: 'all' });
  const type = Form.useWatch('type', form);

  const submit = async () => {
    // The form shows what is wrong.
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    const answer = await save.run(toInvoiceRequest(values, orders.map((order) => order.orderNo)));
    if (answer !== undefined) onDone();
  };

  const choose = (title: SavedTitle) =>
    form.setFieldsValue({
      type: title.type,
      title: title.title,
      taxNo: title.taxNo,
      address: title.address,
      telephone: title.telephone,
      bankName: title.bankName,
      bankAccount: title.bankAccount,
      email: title.email,
    });

  const fillFromCompany = (company: CompanyDetail) =>
    form.setFieldsValue({ title: company.name, taxNo: company.creditCode ?? '', ...(company.email ? { email: company.email } : {}) });

  const special = type === 'special';
  return (
    <Modal
      open={open}
      title={t('invoices.requestTitle')}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={t('invoices.submit')}
      okButtonProps={{ loading: save.running, ...{ 'data-testid': 'invoice-submit' } }}
      width={640}
      destroyOnHidden
    >
      <Typography.Paragraph data-testid="invoice-selection">
        {t('invoices.selection', { count: orders.length, amount: formatFen(totalFen(orders)) })}
      </Typography.Paragraph>
      <Form<InvoiceFormValues>
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ type: 'ordinary', saveTitle: false }}
        onValuesChange={clearErrorsOnChange(form)}
      >
        <SavedTitles enabled={open} onChoose={choose} />
        <CompanyTitle enabled={open} onChoose={fillFromCompany} />
        <Form.Item name="type" label={t('invoices.fields.type')} rules={[zodRule(fields.type)]} required>
          <Radio.Group
            options={INVOICE_TYPES.map((value) => ({ value, label: t(`invoices.types.${value}`) }))}
            data-testid="invoice-type"
            onChange={() => void form.validateFields([...SPECIAL_FIELDS]).catch(() => undefined)}
          />
        </Form.Item>
        <Form.Item name="title" label={t('invoices.fields.title')} rules={[zodRule(fields.title)]} required>
          <Input maxLength={100} data-testid="invoice-title" />
        </Form.Item>
        <Form.Item
          name="taxNo"
          label={t('invoices.fields.taxNo')}
          rules={[taxNoRule]}
          normalize={(value: string | undefined) => value?.toUpperCase()}
          extra={t('invoices.taxNoHint')}
          required
        >
          <Input maxLength={18} data-testid="invoice-tax-no" />
        </Form.Item>
        <Form.Item name="address" label={t('invoices.fields.address')} rules={[specialRule, zodRule(fields.address)]} required={special}>
          <Input maxLength={200} data-testid="invoice-address" />
        </Form.Item>
        <Form.Item name="telephone" label={t('invoices.fields.telephone')} rules={[specialRule, zodRule(fields.telephone)]} required={special}>
          <Input maxLength={30} data-testid="invoice-telephone" />
        </Form.Item>
        <Form.Item name="bankName" label={t('invoices.fields.bankName')} rules={[specialRule, zodRule(fields.bankName)]} required={special}>
          <Input maxLength={100} data-testid="invoice-bank-name" />
        </Form.Item>
        <Form.Item name="bankAccount" label={t('invoices.fields.bankAccount')} rules={[specialRule, zodRule(fields.bankAccount)]} required={special}>
          <Input maxLength={41} inputMode="numeric" data-testid="invoice-bank-account" />
        </Form.Item>
        <Form.Item name="email" label={t('invoices.fields.email')} rules={[zodRule(fields.email)]} extra={t('invoices.emailHint')} required>
          <Input maxLength={100} type="email" data-testid="invoice-email" />
        </Form.Item>
        <Form.Item name="remarks" label={t('invoices.fields.remarks')} rules={[zodRule(invoiceRequest.shape.remarks)]}>
          <Input.TextArea maxLength={200} showCount autoSize={{ minRows: 2 }} data-testid="invoice-remarks" />
        </Form.Item>
        <Form.Item name="saveTitle" valuePropName="checked">
          <Checkbox data-testid="invoice-save-title">{t('invoices.saveTitle')}</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}
