import { Timeline, Typography } from 'antd';
import type { CustomAction, CustomOrderDetail } from '@contract/endpoints/customization';
import { formatDateTime } from '../format/dateTime';
import { FileLinks } from './FileLinks';
import { useCustomLabels } from './labels';

const COLORS: Partial<Record<CustomAction, string>> = {
  cancel: 'red',
  decline: 'red',
  reject: 'red',
  cancelContract: 'red',
  deliver: 'green',
  evaluate: 'green',
  payDeposit: 'green',
  payBalance: 'green',
};

/**
 * Every step of the order, oldest first, as the buyer sees it: the request, then what was done (and the states it moved
 * between), by whom, when, its note and the files it carried (signed contracts, milestone documents, test reports).
 */
export function CustomTimeline({ order }: { order: Pick<CustomOrderDetail, 'createTime' | 'buyerName' | 'timeline'> }) {
  const labels = useCustomLabels();
  const { t } = labels;
  const steps = [...order.timeline].sort((a, b) => a.createTime.localeCompare(b.createTime) || a.id - b.id);
  // The server records the request as its first step ('edit' from pre-review to pre-review); older rows may lack it.
  const recorded = steps[0]?.action === 'edit' ? steps[0] : undefined;
  const submittedBy = recorded ? recorded.operator : order.buyerName;
  const submitted = {
    key: 'submitted',
    color: 'blue',
    children: (
      <div data-testid="custom-timeline-submitted">
        <Typography.Text strong>{t('timeline.submitted')}</Typography.Text>{' '}
        <Typography.Text type="secondary">
          {formatDateTime(recorded?.createTime ?? order.createTime)}
          {submittedBy ? ` · ${t('timeline.by', { name: submittedBy })}` : ''}
        </Typography.Text>
      </div>
    ),
  };
  return (
    <Timeline
      data-testid="custom-timeline"
      items={[
        submitted,
        ...steps.slice(recorded ? 1 : 0).map((step) => ({
          key: step.id,
          color: COLORS[step.action] ?? 'blue',
          children: (
            <div data-testid={`custom-timeline-${step.action}`}>
              <Typography.Text strong>{labels.step(step.action)}</Typography.Text>{' '}
              <Typography.Text type="secondary">
                {step.fromState !== step.toState && `${labels.state(step.fromState)} → ${labels.state(step.toState)} · `}
                {formatDateTime(step.createTime)}
                {step.operator ? ` · ${t('timeline.by', { name: step.operator })}` : ''}
              </Typography.Text>
              {step.note && <div style={{ whiteSpace: 'pre-wrap' }}>{step.note}</div>}
              {step.files.length > 0 && <FileLinks files={step.files} />}
            </div>
          ),
        })),
      ]}
    />
  );
}
