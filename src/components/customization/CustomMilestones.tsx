import { Steps, Table, Tag } from 'antd';
import type { CustomOrderDetail, CustomState } from '@contract/endpoints/customization';
import { formatDate, formatDateTime } from '../format/dateTime';
import { useCustomLabels } from './labels';

/** The 5 milestones of the offer's plan: due date, when done, overdue ones in red. */
export function CustomMilestones({ order }: { order: Pick<CustomOrderDetail, 'milestones'> }) {
  const labels = useCustomLabels();
  const { t } = labels;
  return (
    <Table
      size="small"
      pagination={false}
      rowKey="code"
      dataSource={order.milestones}
      data-testid="custom-milestones"
      onRow={(row) => ({ 'data-testid': `custom-milestone-${row.code}`, 'data-overdue': row.overdue }) as React.HTMLAttributes<HTMLElement>}
      columns={[
        { key: 'code', title: t('milestoneTable.milestone'), render: (_, row) => labels.milestone(row.code) },
        { key: 'due', title: t('milestoneTable.dueDate'), render: (_, row) => formatDate(row.dueDate) },
        { key: 'done', title: t('milestoneTable.doneTime'), render: (_, row) => formatDateTime(row.doneTime) },
        {
          key: 'state',
          title: t('fields.state'),
          render: (_, row) =>
            row.doneTime ? (
              <Tag color="green">{t('milestoneTable.done')}</Tag>
            ) : row.overdue ? (
              <Tag color="red">{t('milestoneTable.overdue')}</Tag>
            ) : (
              <Tag>{t('milestoneTable.pending')}</Tag>
            ),
        },
      ]}
    />
  );
}

/** The main road of an order; rejected and cancelled stop on it. */
const ROAD = ['preReview', 'offer', 'contract', 'executing', 'delivered', 'evaluated'] as const satisfies readonly CustomState[];
type RoadState = (typeof ROAD)[number];

/** Where a rejected or cancelled order stopped: the state its last step left. */
function stoppedAt(order: Pick<CustomOrderDetail, 'state' | 'timeline'>): RoadState {
  const last = [...order.timeline].reverse().find((step) => step.toState === order.state && step.fromState !== order.state);
  const from = last?.fromState;
  return from && (ROAD as readonly string[]).includes(from) ? (from as RoadState) : 'preReview';
}

/** The order's progress over pre-review → offer → contract → executing → delivered → evaluated (an error where it stopped). */
export function CustomProgressSteps({ order }: { order: Pick<CustomOrderDetail, 'state' | 'timeline'> }) {
  const { t } = useCustomLabels();
  const stopped = order.state === 'rejected' || order.state === 'cancelled';
  const current = ROAD.indexOf(stopped ? stoppedAt(order) : (order.state as RoadState));
  return (
    <Steps
      size="small"
      current={current}
      status={stopped ? 'error' : order.state === 'evaluated' ? 'finish' : 'process'}
      data-testid="custom-progress"
      data-current={ROAD[current]}
      items={ROAD.map((state) => ({ key: state, title: t(`progress.${state}`) }))}
    />
  );
}
