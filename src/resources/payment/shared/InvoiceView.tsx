import { Descriptions, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Invoice } from '@contract/endpoints/payment';
import { formatDateTime } from '../../../components/format/dateTime';
import { formatFen } from '../../../components/format/money';
import { StoredFileLink } from '../../../components/download/StoredFileLink';

export function InvoiceStateTag({ state }: { state: Invoice['state'] }) {
  const { t } = useTranslation('console');
  return (
    <Tag color={state === 'issued' ? 'success' : 'processing'} data-testid="invoice-state">
      {t(`invoices.states.${state}`)}
    </Tag>
  );
}

/** The issued invoice's PDF, downloaded with the session. */
export function InvoiceDownload({ invoice }: { invoice: Pick<Invoice, 'fileId' | 'invoiceNo' | 'state'> }) {
  const { t } = useTranslation('console');
  if (invoice.state !== 'issued' || !invoice.fileId) return null;
  return (
    <StoredFileLink id={invoice.fileId} name={`${invoice.invoiceNo ?? 'invoice'}.pdf`} testId="invoice-download">
      {t('invoices.download')}
    </StoredFileLink>
  );
}

const dash = (value: string | null | undefined) => (value ? value : '—');

/** Every field of an invoice request: the title it is made out to, the orders, and the issued invoice. */
export function InvoiceView({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation('console');
  return (
    <Descriptions size="small" column={1} bordered data-testid="invoice-detail">
      <Descriptions.Item label={t('invoices.fields.state')}>
        <InvoiceStateTag state={invoice.state} />
      </Descriptions.Item>
      <Descriptions.Item label={t('invoices.fields.type')}>{t(`invoices.types.${invoice.type}`)}</Descriptions.Item>
      <Descriptions.Item label={t('invoices.fields.title')}>{invoice.title}</Descriptions.Item>
      <Descriptions.Item label={t('invoices.fields.taxNo')}>{invoice.taxNo}</Descriptions.Item>
      <Descriptions.Item label={t('invoices.fields.address')}>{dash(invoice.address)}</Descriptions.Item>
      <Descriptions.Item label={t('invoices.fields.telephone')}>{dash(invoice.telephone)}</Descriptions.Item>
      <Descriptions.Item label={t('invoices.fields.bankName')}>{dash(invoice.bankName)}</Descriptions.Item>
      <Descriptions.Item label={t('invoices.fields.bankAccount')}>{dash(invoice.bankAccount)}</Descriptions.Item>
      <Descriptions.Item label={t('invoices.fields.email')}>{invoice.email}</Descriptions.Item>
      <Descriptions.Item label={t('invoices.fields.remarks')}>{dash(invoice.remarks)}</Descriptions.Item>
      <Descriptions.Item label={t('invoices.fields.amount')}>{formatFen(invoice.amount)}</Descriptions.Item>
      <Descriptions.Item label={t('invoices.fields.orders')}>
        <div style={{ whiteSpace: 'pre-line' }}>{invoice.orderNos.join('\n')}</div>
      </Descriptions.Item>
      <Descriptions.Item label={t('invoices.fields.requester')}>{dash(invoice.requester)}</Descriptions.Item>
      <Descriptions.Item label={t('invoices.fields.createTime')}>{formatDateTime(invoice.createTime)}</Descriptions.Item>
      <Descriptions.Item label={t('invoices.fields.invoiceNo')}>{dash(invoice.invoiceNo)}</Descriptions.Item>
      <Descriptions.Item label={t('invoices.fields.issuedTime')}>{formatDateTime(invoice.issuedTime)}</Descriptions.Item>
      {invoice.state === 'issued' && invoice.fileId && (
        <Descriptions.Item label={t('invoices.fields.file')}>
          <InvoiceDownload invoice={invoice} />
        </Descriptions.Item>
      )}
    </Descriptions>
  );
}
