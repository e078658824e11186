import { useTranslation } from 'react-i18next';
import type { GradeDetail } from '../model/types';
import { SourceNote } from './SourceNote';

/** "Replaces Q345B (GB/T 1591-2008)" under a grade's title, with where its standard states it. */
export function ReplacesLine({ formerNames }: { formerNames: GradeDetail['formerNames'] }) {
  const { t } = useTranslation('materials');
  if (formerNames.length === 0) return null;
  return (
    <ul className="at-mat-replaces" data-testid="grade-replaces">
      {formerNames.map((former) => (
        <li key={`${former.standard}:${former.name}`}>
          {t('detail.replaces', { name: former.name, standard: former.standard })} <SourceNote source={former.source} />
        </li>
      ))}
    </ul>
  );
}
