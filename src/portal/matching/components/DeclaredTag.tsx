import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * Marks a result that a standard declares equivalent to the query grade (a separate signal from the
 * computed score): the tag, with the declaring sources in its tooltip and title.
 */
export function DeclaredTag({ declared }: { declared?: readonly { standard: string; ref: string }[] }) {
  const { t } = useTranslation('matching');
  if (!declared?.length) return null;
  const sources = t('results.declaredBy', { sources: declared.map((item) => [item.standard, item.ref].filter(Boolean).join(' ')).join('; ') });
  return (
    <Tooltip title={sources}>
      <Tag color="green" data-testid="result-declared" title={sources}>
        {t('results.declared')}
      </Tag>
    </Tooltip>
  );
}
