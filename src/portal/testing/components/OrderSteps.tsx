import { Steps } from 'antd';
import { useTranslation } from 'react-i18next';

const STEPS = ['choose', 'laboratory', 'send', 'pay', 'report'] as const;

/** How ordering works: items or a kit, a laboratory with its price and cycle, samples sent, payment, the report. */
export function OrderSteps() {
  const { t } = useTranslation('testing');
  return (
    <Steps
      className="at-testing__steps"
      responsive
      current={-1}
      items={STEPS.map((key) => ({ title: t(`steps.${key}.title`), description: t(`steps.${key}.text`) }))}
      data-testid="cloud-steps"
    />
  );
}
