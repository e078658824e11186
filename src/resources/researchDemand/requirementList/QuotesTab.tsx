import { useState } from 'react';
import { useCustom } from '@refinedev/core';
import { Table } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Page } from '@contract/result';
import { demandDetailPath, demandQuotes, type LabQuoteRow } from '@contract/endpoints/researchDemand';
import { DemandStateTag, QuoteStateTag } from '../../../components/demand/StateTag';
import { formatDateTime } from '../../../components/format/dateTime';
import { formatFen } from '../../../components/format/money';

const PAGE_SIZE = 10;

/** The caller's laboratory's quotes with their demands' states (a laboratory that is not approved is told why). */
export function QuotesTab() {
  const { t } = useTranslation('demand');
  const { t: tc } = useTranslation('console');
  const [pageNum, setPageNum] = useState(1);
  const { query, result } = useCustom<Page<LabQuoteRow>>({
    url: demandQuotes.quotes.path,
    method: 'get',
    config: { query: { pageNum, pageSize: PAGE_SIZE } },
  });
  const page = result.data as Page<LabQuoteRow> | undefined;
  return (
    <Table<LabQuoteRow>
      rowKey="id"
      size="middle"
      data-testid="my-quotes"
      loading={query.isFetching}
      dataSource={page?.list ?? []}
      locale={{ emptyText: t('console.emptyQuotes') }}
      scroll={{ x: true }}
      pagination={{ current: pageNum, pageSize: PAGE_SIZE, total: page?.total ?? 0, onChange: setPageNum, showTotal: (total) => tc('table.total', { total }) }}
      columns={[
        { title: t('fields.demandNo'), dataIndex: 'demandNo' },
        { title: t('console.demand'), render: (_, row) => <Link to={demandDetailPath(row.demandId)}>{row.demandTitle}</Link> },
        { title: t('fields.price'), render: (_, row) => formatFen(row.price) },
        { title: t('fields.days'), dataIndex: 'days' },
        { title: t('fields.updateTime'), render: (_, row) => formatDateTime(row.updateTime) },
        { title: t('fields.quoteState'), render: (_, row) => <QuoteStateTag state={row.state} /> },
        { title: t('fields.state'), render: (_, row) => <DemandStateTag state={row.demandState} /> },
      ]}
    />
  );
}
