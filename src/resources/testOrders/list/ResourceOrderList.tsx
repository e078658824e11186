import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TestOrder } from '@contract/endpoints/testOrders';
import { useFilteredTable } from '../../../console/useFilteredTable';
import { OrderTable, type ListViewer } from './OrderTable';

/** A resource's own list of orders, its filters kept in the address. */
export function ResourceOrderList({
  resource,
  viewer,
  detailPath,
  headerExtra,
  extraFilters,
}: {
  resource: string;
  viewer: ListViewer;
  detailPath: (id: number) => string;
  headerExtra?: ReactNode;
  extraFilters?: (filters: { values: Record<string, string | undefined>; apply: (next: Record<string, string | undefined>) => void }) => ReactNode;
}) {
  const { t } = useTranslation('console');
  const { tableProps, values, apply } = useFilteredTable<TestOrder>({ resource });
  return (
    <OrderTable
      title={t(`menu.${resource}`)}
      viewer={viewer}
      tableProps={tableProps}
      filters={{ values, apply }}
      detailPath={detailPath}
      headerExtra={headerExtra}
      extraFilters={extraFilters?.({ values, apply })}
    />
  );
}
