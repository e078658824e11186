import type { ReactNode } from 'react';
import { Table, Tag } from 'antd';
import type { AcceptanceTest } from '@contract/endpoints/customization';
import { useCustomLabels } from './labels';

/** The offer's acceptance tests: item (name in the page's language), standards, requirement, result and verdict. */
export function AcceptanceTable({
  order,
  itemLink,
}: {
  order: { acceptance: AcceptanceTest[] };
  /** Wraps an item's name, e.g. in a link to the item's page. */
  itemLink?: (test: AcceptanceTest, name: string) => ReactNode;
}) {
  const { t, english } = useCustomLabels();
  return (
    <Table
      size="small"
      pagination={false}
      rowKey={(row) => `${row.itemId}|${row.requirement}`}
      dataSource={order.acceptance}
      locale={{ emptyText: t('acceptance.empty') }}
      data-testid="custom-acceptance"
      onRow={(row) => ({ 'data-testid': `custom-acceptance-${row.code}` }) as React.HTMLAttributes<HTMLElement>}
      columns={[
        {
          key: 'item',
          title: t('acceptance.item'),
          render: (_, row) => {
            const name = english ? row.nameEn || row.nameZh : row.nameZh || row.nameEn;
            return itemLink ? itemLink(row, name) : name;
          },
        },
        { key: 'standards', title: t('acceptance.standards'), render: (_, row) => row.standards.join(', ') || '—' },
        { key: 'requirement', title: t('acceptance.requirement'), dataIndex: 'requirement' },
        { key: 'result', title: t('acceptance.result'), render: (_, row) => row.result ?? '—' },
        {
          key: 'passed',
          title: t('acceptance.passed'),
          render: (_, row) =>
            row.passed === null ? (
              <Tag>{t('acceptance.pending')}</Tag>
            ) : row.passed ? (
              <Tag color="green">{t('acceptance.pass')}</Tag>
            ) : (
              <Tag color="red">{t('acceptance.fail')}</Tag>
            ),
        },
      ]}
    />
  );
}
