import { lazy, Suspense } from 'react';
import { Empty, Skeleton } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MATERIAL_PATHS } from '../../../components/materialPaths';
import { toBoardGrade } from '../model/boardGrade';
import { pick } from '../model/format';
import type { ViewMode } from '../model/searchQuery';
import type { GradeSummary } from '../model/types';
import { useUnitSystem } from '../model/unitPreference';
import { CompareButton } from './CompareButton';
import { GradeTitle } from './GradeTitle';
import { strengthLabel } from './resultStrength';

const ResultsTable = lazy(() => import('./ResultsTable'));

/** One result in the grid: plain markup (antd Card would bring Tabs and Dropdown into the first load). */
function ResultCard({ grade }: { grade: GradeSummary }) {
  const { t, i18n } = useTranslation('materials');
  const units = useUnitSystem();
  return (
    <li className="at-mat-card at-mat-result">
      <div className="at-mat-card__head">
        <GradeTitle grade={grade} />
        <Link className="at-mat-muted" to={MATERIAL_PATHS.standard(grade.type, grade.standard.id)}>
          {grade.standard.code}
        </Link>
      </div>
      <p className="at-mat-card__category">
        <span className="at-mat-type-tag" data-testid="result-type">
          {t(`types.${grade.type}`)}
        </span>{' '}
        {pick(grade.category, i18n.language)}
      </p>
      {(grade.aliases.length > 0 || grade.materialNumbers.length > 0) && (
        <p className="at-mat-muted at-mat-card__names">{[...grade.aliases, ...grade.materialNumbers].join(' · ')}</p>
      )}
      <p className="at-mat-card__composition">{grade.compositionSummary}</p>
      <dl className="at-mat-card__props">
        <div>
          <dt>{t('results.yieldMin')}</dt>
          <dd data-testid="result-yield">{strengthLabel(grade.yieldBand, grade.yieldMin, units)}</dd>
        </div>
        <div>
          <dt>{t('results.tensileMin')}</dt>
          <dd>{strengthLabel(grade.tensileBand, grade.tensileMin, units)}</dd>
        </div>
      </dl>
      <CompareButton grade={toBoardGrade(grade)} block />
    </li>
  );
}

/** Search results as cards (grid) or rows (list); both add to the comparison and open the grade. */
export function ResultsView({ grades, view, loading }: { grades: GradeSummary[]; view: ViewMode; loading: boolean }) {
  const { t } = useTranslation('materials');
  if (!loading && grades.length === 0) return <Empty className="at-mat-empty" description={t('results.none')} />;
  if (view === 'list') {
    return (
      <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} />}>
        <ResultsTable grades={grades} loading={loading} />
      </Suspense>
    );
  }
  if (loading && grades.length === 0) return <Skeleton active paragraph={{ rows: 8 }} />;
  return (
    <ul className="at-mat-grid" data-testid="results-grid" aria-busy={loading}>
      {grades.map((grade) => (
        <ResultCard key={grade.id} grade={grade} />
      ))}
    </ul>
  );
}
