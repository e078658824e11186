import type { ReactNode } from 'react';
import { List } from '@refinedev/antd';
import type { BaseRecord } from '@refinedev/core';
import { Table } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AuditFilters } from './AuditFilters';
import { useFilteredTable } from './useFilteredTable';

export interface AuditQueueColumn<T> {
  title: string;
  render: (row: T) => ReactNode;
}

/**
 * An auditors' review queue (docs/architecture.md §7) for one console resource: the submissions waiting for review by default
 * (the server orders them oldest first), any reviewed state on request, a keyword, and a link to each one's
 * detail. A feature gives its states, its columns and its words; every queue looks and works the same.
 */
export function AuditQueue<T extends BaseRecord & { id: number; state: S }, S extends string>({
  resource,
  route,
  title,
  states,
  stateTag,
  columns,
  nameOf,
  words,
  testId,
}: {
  resource: string;
  /** The resource's route: each row links to `${route}/show/${id}`. */
  route: string;
  title: string;
  /** The states a submission can be in (drafts are never the auditors'), with their labels. */
  states: { value: S; label: string }[];
  stateTag: (state: S) => ReactNode;
  columns: AuditQueueColumn<T>[];
  /** The row's name, for the link's test id. */
  nameOf: (row: T) => string;
  words: { state: string; keyword: string; empty: string; review: string; view: string };
  testId: string;
}) {
  const { t } = useTranslation('console');
  const { tableProps, values, apply } = useFilteredTable<T>({ resource, initial: { state: 'pending' } });

  return (
    <List
      title={title}
      headerButtons={
        <AuditFilters<S>
          states={states}
          state={values.state as S}
          keyword={values.keyword}
          stateLabel={words.state}
          keywordPlaceholder={words.keyword}
          apply={apply}
        />
      }
    >
      <Table<T>
        {...tableProps}
        rowKey="id"
        data-testid={testId}
        locale={{ emptyText: words.empty }}
        pagination={{ ...tableProps.pagination, showTotal: (total) => t('table.total', { total }) }}
      >
        {columns.map((column) => (
          <Table.Column<T> key={column.title} title={column.title} render={(_, row) => column.render(row)} />
        ))}
        <Table.Column<T> title={words.state} render={(_, row) => stateTag(row.state)} />
        <Table.Column<T>
          title={t('table.actions')}
          render={(_, row) => (
            <Link to={`${route}/show/${row.id}`} data-testid={`queue-open-${nameOf(row)}`}>
              {row.state === 'pending' ? words.review : words.view}
            </Link>
          )}
        />
      </Table>
    </List>
  );
}
