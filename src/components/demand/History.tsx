import { Empty, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../format/dateTime';
import type { DemandDetail } from '@contract/endpoints/researchDemand';

/** A demand's steps, oldest first: what happened, from which state to which, by whom, and the note. */
export function History({ steps }: { steps: DemandDetail['history'] }) {
  const { t } = useTranslation('demand');
  if (steps.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('common.noHistory')} />;
  return (
    <Timeline
      data-testid="demand-history"
      items={steps.map((step) => ({
        key: step.id,
        color: step.toState === 'closed' ? 'gray' : step.toState === 'paid' ? 'green' : 'blue',
        children: (
          <div data-testid={`history-${step.action}`}>
            <Typography.Text strong>{t(`actions.${step.action}`, { defaultValue: step.action })}</Typography.Text>{' '}
            <Typography.Text type="secondary">
              {t(`states.${step.fromState}`)} → {t(`states.${step.toState}`)} · {formatDateTime(step.createTime)}
              {step.operator ? ` · ${t('common.by', { name: step.operator })}` : ''}
            </Typography.Text>
            {step.note && <div style={{ whiteSpace: 'pre-wrap' }}>{step.note}</div>}
          </div>
        ),
      }))}
    />
  );
}
