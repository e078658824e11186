import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Citation } from '@contract/endpoints/ai';
import { citationAnchor } from './AnswerText';

/** An answer's sources, numbered like its `[n]` markers: what, from which standard and table or page, and the quote. */
export function Citations({ messageId, citations, heading }: { messageId: number; citations: readonly Citation[]; heading?: string }) {
  const { t } = useTranslation('ai');
  if (citations.length === 0) return null;
  return (
    <div>
      <strong>{heading ?? t('answer.sources')}</strong>
      <ol className="at-ai__citations">
        {citations.map((citation, index) => (
          <li key={index} id={citationAnchor(messageId, index + 1)} data-testid="ai-citation">
            {citation.href ? (
              <Link to={citation.href} data-testid="ai-citation-link">
                {citation.label}
              </Link>
            ) : (
              <span>{citation.label}</span>
            )}
            {citation.source && <span> · {citation.source}</span>}
            {citation.page !== null && <span> · {t('answer.page', { page: citation.page })}</span>}
            {citation.quote && <q className="at-ai__quote">{citation.quote}</q>}
          </li>
        ))}
      </ol>
    </div>
  );
}
