import { Empty, Space, Timeline, Typography } from 'antd';
import { PaperClipOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ProcessStep } from '@contract/endpoints/testOrders';
import { formatBeijing } from '../../../components/format/beijingTime';
import { StoredFileLink } from '../../../components/download/StoredFileLink';

const COLORS: Record<string, string> = { cancel: 'red', expire: 'red', deliver: 'green', confirm: 'green', evaluate: 'green' };

/** The order's timeline, oldest first: what was done, by whom, when, the note and the files it carried (reports, vouchers). */
export function OrderTimeline({ steps }: { steps: ProcessStep[] }) {
  const { t } = useTranslation('testOrders');
  if (steps.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('detail.noSteps')} />;
  return (
    <Timeline
      data-testid="order-timeline"
      items={steps.map((step) => ({
        key: step.id,
        color: COLORS[step.action] ?? 'blue',
        children: (
          <div data-testid={`timeline-${step.action}`}>
            <Typography.Text strong>{t(`actions.${step.action}`, { defaultValue: step.action })}</Typography.Text>{' '}
            <Typography.Text type="secondary">
              {step.fromState !== step.toState && `${t(`states.${step.fromState}`, { defaultValue: step.fromState })} → ${t(`states.${step.toState}`, { defaultValue: step.toState })} · `}
              {formatBeijing(step.createTime)}
              {step.operator ? ` · ${t('detail.by', { name: step.operator })}` : ''}
            </Typography.Text>
            {step.note && <div style={{ whiteSpace: 'pre-wrap' }}>{step.note}</div>}
            {step.files.length > 0 && (
              <Space wrap>
                {step.files.map((file) => (
                  <StoredFileLink key={file.id} id={file.id} name={file.name} testId={`timeline-file-${file.id}`}>
                    <PaperClipOutlined /> {file.name}
                  </StoredFileLink>
                ))}
              </Space>
            )}
          </div>
        ),
      }))}
    />
  );
}
