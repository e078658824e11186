import { Steps } from 'antd';
import { useTranslation } from 'react-i18next';

export const SIMULATION_STEPS = ['choose', 'template', 'upload', 'preview', 'ranking', 'apply'] as const;
export type SimulationStep = (typeof SIMULATION_STEPS)[number];

/** Where the visitor is in choose → template → upload → preview → simulated ranking → apply. */
export function SimulationSteps({ current }: { current: SimulationStep }) {
  const { t } = useTranslation('qualitySimulation');
  return <Steps size="small" current={SIMULATION_STEPS.indexOf(current)} items={SIMULATION_STEPS.map((step) => ({ title: t(`steps.${step}`) }))} />;
}
