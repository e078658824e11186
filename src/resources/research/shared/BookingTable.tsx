import { List } from '@refinedev/antd';
import { Input, Table, Tabs } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BOOKING_STATES, type Booking, type BookingState } from '@contract/endpoints/equipments';
import { formatFen } from '../../../components/format/money';
import { useFilteredTable } from '../../../console/useFilteredTable';
import { BookingStateTag } from './BookingStateTag';
import { isOverdue } from './deadline';
import { ResponseDeadline } from './ResponseDeadline';

const ALL = 'all';

/**
 * Bookings by state (tabs; the state and keyword live in the address), newest first: number, instrument,
 * laboratory or customer, Beijing date and time, price, state, and the response deadline while waiting.
 */
export function BookingTable({
  resource,
  title,
  viewer,
  detailPath,
}: {
  resource: string;
  title: string;
  viewer: 'customer' | 'laboratory';
  detailPath: (id: number) => string;
}) {
  const { t } = useTranslation('research');
  const { t: tc } = useTranslation('console');
  const { tableProps, values, apply } = useFilteredTable<Booking>({ resource });
  const state = (BOOKING_STATES as readonly string[]).includes(values.state ?? '') ? (values.state as BookingState) : ALL;

  return (
    <List
      title={title}
      headerButtons={
        <Input.Search
          allowClear
          defaultValue={values.keyword}
          placeholder={t('list.keyword')}
          aria-label={t('list.keyword')}
          onSearch={(value) => apply({ keyword: value.trim() || undefined })}
          style={{ width: 260 }}
          data-testid="booking-keyword"
        />
      }
    >
      <p style={{ marginTop: 0 }}>{t('detail.beijingTime')}</p>
      <Tabs
        activeKey={state}
        onChange={(next) => apply({ state: next === ALL ? undefined : next })}
        items={[ALL, ...BOOKING_STATES].map((key) => ({
          key,
          label: <span data-testid={`booking-tab-${key}`}>{key === ALL ? t('list.all') : t(`states.${key}`)}</span>,
        }))}
      />
      <Table<Booking>
        {...tableProps}
        rowKey="id"
        data-testid="booking-list"
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('list.empty') }}
        onRow={(row) => (isOverdue(row) ? { style: { background: '#fff1f0' } } : {})}
        pagination={{ ...tableProps.pagination, showTotal: (total) => tc('table.total', { total }) }}
      >
        <Table.Column<Booking>
          title={t('fields.bookingNo')}
          render={(_, row) => (
            <Link to={detailPath(row.id)} data-testid={`booking-open-${row.bookingNo}`}>
              {row.bookingNo}
            </Link>
          )}
        />
        <Table.Column<Booking> title={t('fields.instrument')} render={(_, row) => row.instrumentName} />
        {viewer === 'customer' ? (
          <Table.Column<Booking> key="laboratory" title={t('fields.laboratory')} render={(_, row) => row.laboratoryName} />
        ) : (
          <Table.Column<Booking> key="customer" title={t('fields.customer')} render={(_, row) => row.customerName ?? row.contactName} />
        )}
        <Table.Column<Booking> title={t('fields.time')} render={(_, row) => `${row.date} ${row.startTime}–${row.endTime}`} />
        <Table.Column<Booking> title={t('fields.price')} align="right" render={(_, row) => formatFen(row.price)} />
        <Table.Column<Booking> title={t('fields.state')} render={(_, row) => <BookingStateTag state={row.state} />} />
        <Table.Column<Booking> title={t('fields.responseDeadline')} render={(_, row) => <ResponseDeadline booking={row} short />} />
        <Table.Column<Booking>
          title={tc('table.actions')}
          render={(_, row) => (
            <Link to={detailPath(row.id)} data-testid={`booking-view-${row.id}`}>
              {t('list.open')}
            </Link>
          )}
        />
      </Table>
    </List>
  );
}
