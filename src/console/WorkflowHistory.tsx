import { Empty, Timeline, Typography } from 'antd';
import type { WorkflowStep } from '@contract/workflow';
import { formatDateTime } from '../components/format/dateTime';

/**
 * A document's review history (server/workflow), oldest step first: what was done, from which state to which,
 * by whom, when, and the note (a rejection's reason). The feature gives the words for its actions and states.
 */
export function WorkflowHistory({
  steps,
  actionLabel,
  stateLabel,
  byLabel,
  empty,
  formatTime = formatDateTime,
}: {
  steps: WorkflowStep[];
  actionLabel: (action: string) => string;
  stateLabel: (state: string) => string;
  byLabel: (operator: string) => string;
  empty: string;
  /** How a step's time is shown (the viewer's clock unless the feature's times are all on one, e.g. Beijing). */
  formatTime?: (iso: string) => string;
}) {
  if (steps.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />;
  return (
    <Timeline
      data-testid="workflow-history"
      items={steps.map((step) => ({
        key: step.id,
        color: step.action === 'reject' ? 'red' : step.action === 'approve' ? 'green' : 'blue',
        children: (
          <div data-testid={`history-${step.action}`}>
            <Typography.Text strong>{actionLabel(step.action)}</Typography.Text>{' '}
            <Typography.Text type="secondary">
              {stateLabel(step.fromState)} → {stateLabel(step.toState)} · {formatTime(step.createTime)}
              {step.operator ? ` · ${byLabel(step.operator)}` : ''}
            </Typography.Text>
            {step.note && <div style={{ whiteSpace: 'pre-wrap' }}>{step.note}</div>}
          </div>
        ),
      }))}
    />
  );
}
