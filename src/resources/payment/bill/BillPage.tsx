import { useState } from 'react';
import { List } from '@refinedev/antd';
import { useCustom } from '@refinedev/core';
import { DatePicker, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { payment } from '@contract/endpoints/payment';
import { formatFen } from '../../../components/format/money';
import { twelveMonths, yearTotal, type BillRow } from './months';

const FIRST_YEAR = 2000;

/** My bill: the paid orders and amounts of each month of one year, and the year's total. */
export default function BillPage() {
  const { t } = useTranslation('console');
  const [year, setYear] = useState(() => dayjs().year());
  const { query, result } = useCustom<BillRow[]>({
    url: payment.listBill.path,
    method: 'post',
    config: { payload: { year } },
    errorNotification: false,
  });
  // Refine answers an empty object until the data has arrived.
  const rows = twelveMonths(year, Array.isArray(result.data) ? (result.data as BillRow[]) : []);
  const total = yearTotal(rows);

  return (
    <List
      title={t('menu.bill')}
      headerButtons={() => (
        <DatePicker
          picker="year"
          allowClear={false}
          aria-label={t('bill.year')}
          value={dayjs().year(year)}
          disabledDate={(day) => day.year() < FIRST_YEAR || day.year() > dayjs().year()}
          onChange={(day) => day && setYear(day.year())}
          data-testid="bill-year"
        />
      )}
    >
      <Table<BillRow>
        dataSource={rows}
        rowKey="month"
        loading={query.isFetching}
        pagination={false}
        size="small"
        data-testid="bill-table"
        summary={() => (
          <Table.Summary.Row data-testid="bill-total">
            <Table.Summary.Cell index={0}>
              <Typography.Text strong>{t('bill.total', { year })}</Typography.Text>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={1} align="right">
              <Typography.Text strong>{total.orders}</Typography.Text>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={2} align="right">
              <Typography.Text strong data-testid="bill-total-amount">
                {formatFen(total.amount)}
              </Typography.Text>
            </Table.Summary.Cell>
          </Table.Summary.Row>
        )}
      >
        <Table.Column<BillRow> title={t('bill.month')} dataIndex="month" />
        <Table.Column<BillRow> title={t('bill.orders')} dataIndex="orders" align="right" />
        <Table.Column<BillRow> title={t('bill.amount')} align="right" render={(_, row) => formatFen(row.amount)} />
      </Table>
    </List>
  );
}
