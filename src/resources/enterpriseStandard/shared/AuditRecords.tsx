import { useState } from 'react';
import { useCustom } from '@refinedev/core';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { tmStandard, type StandardAuditRecord } from '@contract/endpoints/enterpriseStandard';
import type { Page } from '@contract/result';
import { formatDateTime } from '../../../components/format/dateTime';

const PAGE_SIZE = 10;

/**
 * Applications, decisions and repeals, newest first: the company's own (`side="company"`) or everyone's
 * (`side="auditor"`), optionally of one grade. An action on the page (useAction with 'all') reloads them.
 */
export function AuditRecords({ side, gradeId }: { side: 'company' | 'auditor'; gradeId?: number }) {
  const { t } = useTranslation('enterpriseStandard');
  const { t: tc } = useTranslation('console');
  const [pageNum, setPageNum] = useState(1);
  const endpoint = side === 'company' ? tmStandard.auditRecords : tmStandard.checkRecords;
  const { query, result } = useCustom<Page<StandardAuditRecord>>({
    url: endpoint.path,
    method: 'get',
    errorNotification: false,
    config: { query: { pageNum, pageSize: PAGE_SIZE, gradeId } },
  });
  const data = result.data as Page<StandardAuditRecord> | undefined;
  const loading = query.isFetching;
  return (
    <Table<StandardAuditRecord>
      size="small"
      rowKey="id"
      loading={loading}
      dataSource={data?.list ?? []}
      data-testid="audit-records"
      locale={{ emptyText: t('records.empty') }}
      pagination={{
        current: pageNum,
        pageSize: PAGE_SIZE,
        total: data?.total ?? 0,
        onChange: setPageNum,
        showTotal: (total) => tc('table.total', { total }),
      }}
      columns={[
        { title: t('records.time'), render: (_, row) => formatDateTime(row.createTime) },
        { title: t('records.grade'), render: (_, row) => `${row.gradeName} (${row.standardNumber})` },
        { title: t('records.action'), render: (_, row) => t(`actions.${row.action}`) },
        { title: t('records.reason'), dataIndex: 'reason', render: (reason: string | null) => reason ?? '' },
        { title: t('records.operator'), dataIndex: 'operator', render: (operator: string | null) => operator ?? '' },
      ]}
    />
  );
}
