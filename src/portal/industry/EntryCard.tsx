import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { IndustryCard } from '@contract/endpoints/industry';
import { fileViewUrl } from '@contract/endpoints/files';
import { factsOf } from './facts';
import { industryDetailPath } from './kinds';

/** One entry in a grid: cover, title, the kind's first facts, summary; links to its detail on the landing page. */
export function EntryCard({ entry }: { entry: IndustryCard }) {
  const { t } = useTranslation('industry');
  return (
    <li>
      <Link to={industryDetailPath(entry.kind, entry.id)} className="at-ind__card" data-testid={`industry-card-${entry.id}`}>
        {entry.coverFileId && <img className="at-ind__cover" src={fileViewUrl(entry.coverFileId)} alt={entry.title} loading="lazy" />}
        <div className="at-ind__card-body">
          <span className="at-ind__card-title">{entry.title}</span>
          <span className="at-ind__facts">
            {factsOf(t, entry)
              .slice(0, 3)
              .map(([label, value]) => (
                <span key={label}>
                  {label}: {value}
                </span>
              ))}
          </span>
          {entry.summary && <p className="at-ind__summary">{entry.summary}</p>}
        </div>
      </Link>
    </li>
  );
}
