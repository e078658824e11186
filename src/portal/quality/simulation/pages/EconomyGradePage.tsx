import { Card, Descriptions, Select, Skeleton, Tag } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useRemote } from '../../../../components/useRemote';
import { formatDateTime } from '../../../../components/format/dateTime';
import { call } from '../../../../providers/http';
import { IndicatorName, percent } from '../../../../components/quality';
import { qualityPublic } from '../../endpoints';
import { SimulationScope } from '../components/SimulationScope';
import { SIMULATION_PATHS } from '../paths';

/**
 * /economy/economyGrade?version= — the scoring method (server/lib/qualityMethod/README.md): each indicator's weight,
 * parameters and what it measures, for the published version chosen (default: the current one).
 */
export default function EconomyGradePage() {
  const { t } = useTranslation(['qualitySimulation', 'quality']);
  const [params, setParams] = useSearchParams();
  const version = params.get('version') ?? undefined;
  const answer = useRemote((signal) => call(qualityPublic.getParam, version ? { version } : {}, { signal }), version ?? 'current');
  const method = answer.data ?? answer.latest;

  return (
    <SimulationScope testId="quality-method">
      <header>
        <h1>{t('method.title')}</h1>
        <p className="at-quality-sim__muted">{t('method.lead')}</p>
      </header>
      {!method ? (
        <Skeleton active />
      ) : (
        <>
          <div className="at-quality-sim__actions">
            <span id="quality-method-version-label">{t('method.version')}</span>
            <Select
              aria-labelledby="quality-method-version-label"
              style={{ minWidth: 160 }}
              value={method.version}
              data-testid="quality-method-version"
              options={method.versions.map((item, index) => ({ value: item, label: index === 0 ? t('method.current', { version: item }) : item }))}
              onChange={(value: string) => setParams(value === method.versions[0] ? {} : { version: value })}
            />
            <span className="at-quality-sim__muted">{t('method.publishedAt', { time: formatDateTime(method.publishedAt) })}</span>
          </div>
          {method.note && <p className="at-quality-sim__paragraph">{method.note}</p>}
          {method.indicators.map((indicator) => (
            <Card
              key={indicator.key}
              data-testid={`quality-method-${indicator.key}`}
              title={<IndicatorName indicator={indicator.key} />}
              extra={<Tag color="blue">{t('method.weight', { weight: percent(indicator.weight, 0) })}</Tag>}
            >
              <p className="at-quality-sim__paragraph">{t(`method.explain.${indicator.key}`)}</p>
              <Descriptions
                size="small"
                column={{ xs: 1, sm: 2, md: 3 }}
                items={Object.entries(indicator.params).map(([name, value]) => ({ key: name, label: t(`method.param.${name}`, { defaultValue: name }), children: value }))}
              />
            </Card>
          ))}
          <Card title={t('method.totalTitle')}>
            <p className="at-quality-sim__paragraph">{t('method.total')}</p>
            <p className="at-quality-sim__paragraph">{t('method.notApplicable')}</p>
            <p className="at-quality-sim__paragraph">{t('method.smallSamples')}</p>
            <p className="at-quality-sim__paragraph">{t('method.improvements')}</p>
            <p className="at-quality-sim__paragraph">
              <strong>{t('quality:score.everyScoreRecordsMethod')}</strong>
            </p>
          </Card>
          <div className="at-quality-sim__actions">
            <Link to={SIMULATION_PATHS.select}>{t('home.simulate')}</Link>
            <Link to={SIMULATION_PATHS.ranking}>{t('home.rankings')}</Link>
          </div>
        </>
      )}
    </SimulationScope>
  );
}
