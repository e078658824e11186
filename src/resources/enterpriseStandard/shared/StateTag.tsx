import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EnterpriseGradeState, EnterpriseStandardState } from '@contract/endpoints/enterpriseStandard';

const GRADE_COLORS: Record<EnterpriseGradeState, string> = {
  draft: 'default',
  pending: 'processing',
  approved: 'success',
  rejected: 'error',
  repealed: 'warning',
};
const STANDARD_COLORS: Record<EnterpriseStandardState, string> = { draft: 'default', published: 'success', repealed: 'warning' };

export function GradeStateTag({ state }: { state: EnterpriseGradeState }) {
  const { t } = useTranslation('enterpriseStandard');
  return (
    <Tag color={GRADE_COLORS[state]} data-testid="grade-state">
      {t(`gradeStates.${state}`)}
    </Tag>
  );
}

export function StandardStateTag({ state }: { state: EnterpriseStandardState }) {
  const { t } = useTranslation('enterpriseStandard');
  return (
    <Tag color={STANDARD_COLORS[state]} data-testid="standard-state">
      {t(`standardStates.${state}`)}
    </Tag>
  );
}
