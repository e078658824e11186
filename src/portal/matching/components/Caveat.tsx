import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';

/** The honest caveat of every matching answer: comparable grades, not equivalent ones. */
export function Caveat({ text = 'caveat.text' }: { text?: string }) {
  const { t } = useTranslation('matching');
  return <Alert type="info" showIcon className="at-match-caveat" message={t('caveat.title')} description={t(text)} data-testid="caveat" />;
}
