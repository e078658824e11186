import { Alert, Descriptions, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatFen } from '../../../components/format/money';
import type { Estimate, OrderLine } from '../endpoints';
import { useNameOf } from '../text';

/** Whether the due date lies beyond the years whose official calendar the server knows. */
const pastCalendar = (estimate: Estimate) => estimate.calendarKnownUntil === null || Number(estimate.dueDate.slice(0, 4)) > estimate.calendarKnownUntil;

/** The server's estimate: its priced lines, the amount, the working days, the due date and the holidays stepped over. */
export function EstimateView({ estimate }: { estimate: Estimate }) {
  const { t, i18n } = useTranslation('testing');
  const nameOf = useNameOf();
  return (
    <div data-testid="estimate">
      <Table<OrderLine> rowKey="itemId" dataSource={estimate.lines} pagination={false} size="small" scroll={{ x: true }}>
        <Table.Column<OrderLine> title={t('fields.item')} render={(_, line) => nameOf(line)} />
        <Table.Column<OrderLine> title={t('fields.standard')} dataIndex="standard" />
        <Table.Column<OrderLine> title={t('fields.condition')} dataIndex="condition" />
        <Table.Column<OrderLine> title={t('fields.unitPrice')} render={(_, line) => formatFen(line.unitPrice)} />
        <Table.Column<OrderLine> title={t('fields.quantity')} dataIndex="quantity" />
        <Table.Column<OrderLine> title={t('fields.cycle')} render={(_, line) => t('common.workingDays', { count: line.cycleDays })} />
        <Table.Column<OrderLine> title={t('fields.amount')} render={(_, line) => formatFen(line.amount)} />
      </Table>
      <Descriptions column={{ xs: 1, md: 3 }} size="small" className="at-testing__section">
        <Descriptions.Item label={t('estimate.laboratory')}>{estimate.laboratoryName}</Descriptions.Item>
        <Descriptions.Item label={t('estimate.amount')}>
          <strong className="at-testing__price" data-testid="estimate-amount">
            {formatFen(estimate.amount)}
          </strong>
        </Descriptions.Item>
        <Descriptions.Item label={t('estimate.days')}>
          <span data-testid="estimate-days">{t('common.workingDays', { count: estimate.estimatedDays })}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('estimate.dueDate')}>
          <span data-testid="estimate-due">{estimate.dueDate}</span> <span className="at-testing__muted">{t('estimate.ifPaidToday')}</span>
        </Descriptions.Item>
        {estimate.holidays.length > 0 && (
          <Descriptions.Item label={t('estimate.holidays')}>
            <span data-testid="estimate-holidays">
              {estimate.holidays.map((day) => `${day.date} ${i18n.language === 'en' ? day.nameEn : day.nameZh}`).join('、')}
            </span>
          </Descriptions.Item>
        )}
      </Descriptions>
      {pastCalendar(estimate) && (
        <Alert
          type="info"
          showIcon
          data-testid="estimate-calendar-note"
          message={estimate.calendarKnownUntil === null ? t('estimate.calendarUnknown') : t('estimate.calendarUntil', { year: estimate.calendarKnownUntil })}
        />
      )}
    </div>
  );
}
