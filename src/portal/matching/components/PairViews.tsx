import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MATERIAL_PATHS } from '../../../components/materialPaths';
import { LazySeriesChart } from '../../materials';
import { compositionPoints } from '../model/chartData';
import { points } from '../model/format';
import type { ContrastOutput } from '../model/types';
import { Caveat } from './Caveat';
import { ContrastGate } from './ContrastGate';
import { ElementsContrast } from './ContrastTables';
import { Explanation } from './Explanation';
import { PageHead } from './PageHead';

/** "Q355B GB/T 1591 → S355JR EN 10025-2", each linked to its grade page. */
function PairTitle({ contrast }: { contrast: ContrastOutput }) {
  const [query, candidate] = contrast.grades;
  const link = (grade: ContrastOutput['grades'][number]) => (
    <Link to={MATERIAL_PATHS.detail(grade.type, grade.id)} data-testid="pair-grade">
      <strong>{grade.name}</strong> <small className="at-mat-muted">{grade.standard.code}</small>
    </Link>
  );
  return (
    <p className="at-match-query" data-testid="pair-title">
      {link(query)} → {link(candidate)}
    </p>
  );
}

/**
 * One result's full explanation against the query (`?ids=<query>,<result>`): /mind/seeDetail and
 * /allServer/similarityDetail. `compositionPath` is the sibling composition view.
 */
export function PairExplanation({ compositionPath }: { compositionPath: string }) {
  const { t } = useTranslation('matching');
  return (
    <>
      <PageHead title={t('detail.title')} />
      <ContrastGate>
        {(contrast, search) => (
          <>
            <PairTitle contrast={contrast} />
            <p>
              {t('results.score')}: <strong data-testid="pair-score">{points(contrast.pairs[0].score)}</strong> ·{' '}
              <Link to={`${compositionPath}${search}`}>{t('detail.compositionTitle')}</Link>
            </p>
            <Explanation explanation={contrast.pairs[0].explanation} />
            <Caveat />
          </>
        )}
      </ContrastGate>
    </>
  );
}

/** One result's composition beside the query's, with its chart: /mind/seeDetailHC and /allServer/similarityNewDetail. */
export function PairComposition({ explanationPath }: { explanationPath: string }) {
  const { t } = useTranslation('matching');
  return (
    <>
      <PageHead title={t('detail.compositionTitle')} />
      <ContrastGate>
        {(contrast, search) => (
          <>
            <PairTitle contrast={contrast} />
            <p>
              <Link to={`${explanationPath}${search}`}>{t('results.explanation')}</Link>
            </p>
            <ElementsContrast contrast={contrast} />
            <section className="at-mat-section">
              <h2>{t('detail.chart')}</h2>
              <LazySeriesChart points={compositionPoints(contrast)} unit="%" />
            </section>
            <Caveat />
          </>
        )}
      </ContrastGate>
    </>
  );
}
