import type { EnterpriseGrade } from '@contract/endpoints/enterpriseStandard';

export type CompositionValue = EnterpriseGrade['composition'][number];
export type PropertyRow = EnterpriseGrade['mechanical'][number];
