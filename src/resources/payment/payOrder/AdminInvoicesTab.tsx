import { useState } from 'react';
import { Button, Drawer, Input, Select, Space, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { INVOICE_STATES, payOrderAdmin, type Invoice } from '@contract/endpoints/payment';
import { formatDateTime } from '../../../components/format/dateTime';
import { formatFen } from '../../../components/format/money';
import { InvoiceDownload, InvoiceStateTag, InvoiceView } from '../shared/InvoiceView';
import { usePagedCall } from '../shared/usePagedCall';
import { IssueInvoiceModal } from './IssueInvoiceModal';

/** Every invoice request (waiting ones first), by state and keyword; issue the requested ones. */
export function AdminInvoicesTab() {
  const { t } = useTranslation('console');
  const [state, setState] = useState<string>('');
  const [keyword, setKeyword] = useState<string>();
  const { rows, loading, pagination } = usePagedCall<Invoice>(payOrderAdmin.invoicePage, { state, keyword });
  const [viewing, setViewing] = useState<Invoice>();
  const [issuing, setIssuing] = useState<Invoice>();

  return (
    <>
      <Space wrap style={{ marginBottom: 16 }}>
        <Select<string>
          aria-label={t('invoices.fields.state')}
          style={{ minWidth: 150 }}
          value={state}
          onChange={setState}
          options={[{ value: '', label: t('invoices.allStates') }, ...INVOICE_STATES.map((value) => ({ value, label: t(`invoices.states.${value}`) }))]}
          data-testid="invoices-state"
        />
        <Input.Search
          allowClear
          placeholder={t('invoices.keyword')}
          onSearch={(value) => setKeyword(value.trim() || undefined)}
          style={{ width: 260 }}
          data-testid="invoices-keyword"
        />
      </Space>
      <Table<Invoice>
        dataSource={rows}
        loading={loading}
        rowKey="id"
        data-testid="admin-invoices"
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('invoices.empty') }}
        pagination={{ ...pagination, showTotal: (total) => t('table.total', { total }) }}
      >
        <Table.Column<Invoice> title={t('invoices.fields.createTime')} render={(_, row) => formatDateTime(row.createTime)} />
        <Table.Column<Invoice> title={t('invoices.fields.requester')} render={(_, row) => row.requester ?? '—'} />
        <Table.Column<Invoice> title={t('invoices.fields.title')} dataIndex="title" />
        <Table.Column<Invoice> title={t('invoices.fields.taxNo')} dataIndex="taxNo" />
        <Table.Column<Invoice> title={t('invoices.fields.type')} render={(_, row) => t(`invoices.types.${row.type}`)} />
        <Table.Column<Invoice> title={t('invoices.fields.amount')} align="right" render={(_, row) => formatFen(row.amount)} />
        <Table.Column<Invoice> title={t('invoices.fields.orders')} align="right" render={(_, row) => row.orderNos.length} />
        <Table.Column<Invoice> title={t('invoices.fields.state')} render={(_, row) => <InvoiceStateTag state={row.state} />} />
        <Table.Column<Invoice> title={t('invoices.fields.invoiceNo')} render={(_, row) => row.invoiceNo ?? '—'} />
        <Table.Column<Invoice>
          title={t('table.actions')}
          render={(_, row) => (
            <Space wrap data-testid={`invoice-actions-${row.id}`}>
              <Button size="small" onClick={() => setViewing(row)} data-testid={`invoice-open-${row.id}`}>
                {t('orders.details')}
              </Button>
              {row.state === 'requested' && (
                <Button size="small" type="primary" onClick={() => setIssuing(row)} data-testid={`invoice-issue-${row.id}`}>
                  {t('invoices.issue')}
                </Button>
              )}
              <InvoiceDownload invoice={row} />
            </Space>
          )}
        />
      </Table>
      <Drawer
        open={viewing !== undefined}
        onClose={() => setViewing(undefined)}
        title={t('invoices.detailTitle')}
        width={640}
        destroyOnHidden
        extra={
          viewing?.state === 'requested' && (
            <Button
              type="primary"
              size="small"
              onClick={() => {
                setIssuing(viewing);
                setViewing(undefined);
              }}
            >
              {t('invoices.issue')}
            </Button>
          )
        }
      >
        {viewing && <InvoiceView invoice={viewing} />}
      </Drawer>
      <IssueInvoiceModal invoice={issuing} onClose={() => setIssuing(undefined)} />
    </>
  );
}
