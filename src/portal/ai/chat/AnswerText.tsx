import { Fragment } from 'react';
import { Link } from 'react-router';
import type { Citation } from '@contract/endpoints/ai';

/** The id of a citation's entry under its answer, the target of `[n]` markers without a page to open. */
export const citationAnchor = (messageId: number, n: number) => `ai-cite-${messageId}-${n}`;

/**
 * An answer's text with each `[n]` marker a link to the n-th citation: to the page that shows the value (the router
 * keeps the page's language), else to the citation under the answer.
 */
export function AnswerText({ messageId, text, citations }: { messageId: number; text: string; citations: readonly Citation[] }) {
  const parts = text.split(/(\[\d{1,3}\])/);
  return (
    <p className="at-ai__answer-text" data-testid="ai-answer-text">
      {parts.map((part, index) => {
        const n = /^\[(\d{1,3})\]$/.exec(part)?.[1];
        const cited = n ? citations[Number(n) - 1] : undefined;
        if (!n || !cited) return <Fragment key={index}>{part}</Fragment>;
        return cited.href ? (
          <Link key={index} to={cited.href} className="at-ai__marker" title={cited.label} data-testid="ai-marker">
            [{n}]
          </Link>
        ) : (
          <a key={index} href={`#${citationAnchor(messageId, Number(n))}`} className="at-ai__marker" title={cited.label} data-testid="ai-marker">
            [{n}]
          </a>
        );
      })}
    </p>
  );
}
