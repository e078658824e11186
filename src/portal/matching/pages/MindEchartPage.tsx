import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LazySeriesChart } from '../../materials';
import { ContrastGate } from '../components/ContrastGate';
import { LazyPropertyRadar } from '../components/LazyMatchCharts';
import { MatchingScope } from '../components/MatchingScope';
import { PageHead } from '../components/PageHead';
import { compositionPoints, radarPoints } from '../model/chartData';
import { MATCHING_PATHS } from '../paths';

/** /mind/mindEchart?ids=… — charts of a comparison: a radar of properties and grouped bars of composition. */
function MindEchart() {
  const { t } = useTranslation('matching');
  return (
    <>
      <PageHead title={t('chart.title')} />
      <ContrastGate>
        {(contrast, search) => {
          const radar = radarPoints(contrast, (property) => t(`properties.${property}`));
          return (
            <>
              <Link to={`${MATCHING_PATHS.compare}${search}`}>{t('chart.backToCompare')}</Link>
              <section className="at-mat-section" data-testid="radar-section">
                <h2>{t('chart.radar')}</h2>
                {radar.length ? <LazyPropertyRadar points={radar} /> : <p className="at-mat-muted">{t('chart.noProperties')}</p>}
              </section>
              <section className="at-mat-section" data-testid="composition-section">
                <h2>{t('chart.composition')}</h2>
                <LazySeriesChart points={compositionPoints(contrast)} unit="%" />
              </section>
            </>
          );
        }}
      </ContrastGate>
    </>
  );
}

export default function MindEchartPage() {
  return (
    <MatchingScope>
      <MindEchart />
    </MatchingScope>
  );
}
