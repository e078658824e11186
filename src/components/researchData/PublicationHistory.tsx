import { Empty, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WorkflowStep } from '@contract/workflow';
import { formatDateTime } from '../format/dateTime';

/** The publication's steps (workflow subject 'researchData'), oldest first: action, states, who, when, the note. */
export function PublicationHistory({ steps }: { steps: WorkflowStep[] }) {
  const { t } = useTranslation(['researchDataView', 'researchData']);
  if (steps.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('publication.noHistory')} />;
  const state = (value: string) => t(`researchData:publication.${value}`, { defaultValue: value });
  return (
    <Timeline
      data-testid="publication-history"
      items={steps.map((step) => ({
        key: step.id,
        color: step.action === 'reject' ? 'red' : step.action === 'approve' ? 'green' : 'blue',
        children: (
          <div data-testid={`history-${step.action}`}>
            <Typography.Text strong>{t(`researchData:publicationActions.${step.action}`, { defaultValue: step.action })}</Typography.Text>{' '}
            <Typography.Text type="secondary">
              {state(step.fromState)} → {state(step.toState)} · {formatDateTime(step.createTime)}
              {step.operator ? ` · ${t('publication.by', { name: step.operator })}` : ''}
            </Typography.Text>
            {step.note && <div style={{ whiteSpace: 'pre-wrap' }}>{step.note}</div>}
          </div>
        ),
      }))}
    />
  );
}
