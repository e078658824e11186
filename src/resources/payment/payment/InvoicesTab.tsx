import { Alert, Button, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { payment, type Invoice } from '@contract/endpoints/payment';
import { formatDateTime } from '../../../components/format/dateTime';
import { formatFen } from '../../../components/format/money';
import { InvoiceDownload, InvoiceStateTag, InvoiceView } from '../shared/InvoiceView';
import { usePagedCall } from '../shared/usePagedCall';

/** The caller's invoice requests, newest first; an issued one downloads as a PDF. */
export function InvoicesTab({ onRequest }: { onRequest: () => void }) {
  const { t } = useTranslation('console');
  const { rows, loading, pagination } = usePagedCall<Invoice>(payment.listInvoice);
  return (
    <>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        message={t('invoices.selectHint')}
        action={
          <Button size="small" onClick={onRequest} data-testid="invoice-go-orders">
            {t('invoices.request')}
          </Button>
        }
      />
      <Table<Invoice>
        dataSource={rows}
        loading={loading}
        rowKey="id"
        data-testid="payment-invoices"
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('invoices.empty') }}
        pagination={{ ...pagination, showTotal: (total) => t('table.total', { total }) }}
        expandable={{ expandedRowRender: (row) => <InvoiceView invoice={row} /> }}
      >
        <Table.Column<Invoice> title={t('invoices.fields.createTime')} render={(_, row) => formatDateTime(row.createTime)} />
        <Table.Column<Invoice> title={t('invoices.fields.type')} render={(_, row) => t(`invoices.types.${row.type}`)} />
        <Table.Column<Invoice> title={t('invoices.fields.title')} dataIndex="title" />
        <Table.Column<Invoice> title={t('invoices.fields.amount')} align="right" render={(_, row) => formatFen(row.amount)} />
        <Table.Column<Invoice>
          title={t('invoices.fields.orders')}
          render={(_, row) => <div style={{ whiteSpace: 'pre-line' }}>{row.orderNos.join('\n')}</div>}
        />
        <Table.Column<Invoice> title={t('invoices.fields.state')} render={(_, row) => <InvoiceStateTag state={row.state} />} />
        <Table.Column<Invoice> title={t('invoices.fields.invoiceNo')} render={(_, row) => row.invoiceNo ?? '—'} />
        <Table.Column<Invoice> title={t('table.actions')} render={(_, row) => <InvoiceDownload invoice={row} />} />
      </Table>
    </>
  );
}
