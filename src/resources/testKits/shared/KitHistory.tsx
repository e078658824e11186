import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WorkflowStep } from '@contract/workflow';
import { WorkflowHistory } from '../../../console/WorkflowHistory';

/** A kit's audit history: made public, approved, rejected (with the reason), revoked, sent back to review. */
export function KitHistory({ steps }: { steps: WorkflowStep[] }) {
  const { t } = useTranslation('testKits');
  return (
    <>
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        {t('kit.history')}
      </Typography.Title>
      <WorkflowHistory
        steps={steps}
        actionLabel={(action) => t(`actions.${action}`, { defaultValue: action })}
        stateLabel={(state) => t(`states.${state}`, { defaultValue: state })}
        byLabel={(operator) => t('kit.by', { name: operator })}
        empty={t('kit.noHistory')}
      />
    </>
  );
}
