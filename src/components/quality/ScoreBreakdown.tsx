import { Table, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LineScoreOutput } from '@contract/endpoints/quality';
import { indicatorValue, percent, points } from './format';
import { IndicatorName } from './IndicatorName';
import './quality.css';

type ScoredIndicator = LineScoreOutput['indicators'][number];

/** Each indicator's contribution to the total as a plain bar (0–100 points). */
function ContributionBars({ indicators }: { indicators: ScoredIndicator[] }) {
  const { t } = useTranslation('quality');
  return (
    <section aria-label={t('score.contributions')}>
      <h3>{t('score.contributions')}</h3>
      <ul className="at-quality-bars" data-testid="quality-contribution-bars">
        {indicators.map((indicator) => (
          <li key={indicator.key} className="at-quality-bars__row">
            <span>
              <IndicatorName indicator={indicator.key} short />
            </span>
            <span className="at-quality-bars__track">
              <span
                className={`at-quality-bars__fill${indicator.applicable ? '' : ' at-quality-bars__fill--muted'}`}
                style={{ width: `${Math.max(0, Math.min(100, indicator.contribution))}%` }}
              />
            </span>
            <span className="at-quality-bars__points">{t('score.contributionPoints', { points: points(indicator.contribution) })}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * A line's (or a simulation's) score: the total, the method version that made it, the small-sample mark, each
 * indicator's measured value, score, effective weight and contribution, and the contributions as bars.
 */
export function ScoreBreakdown({ score }: { score: LineScoreOutput }) {
  const { t } = useTranslation('quality');
  return (
    <div className="at-quality-score" data-testid="quality-score">
      <div className="at-quality-score__head">
        <span>
          <span className="at-quality-score__label">{t('score.total')}</span>{' '}
          <span className="at-quality-score__total" data-testid="quality-total">
            {points(score.total)}
          </span>
        </span>
        <Tag color="blue" data-testid="quality-method-version">
          {t('score.methodVersion', { version: score.methodVersion })}
        </Tag>
        <span className="at-quality-score__label">{t('score.samples', { n: score.n })}</span>
        {score.smallSample && (
          <Tooltip title={t('score.smallSampleNote')}>
            <Tag color="orange" data-testid="quality-small-sample">
              {t('score.smallSample')}
            </Tag>
          </Tooltip>
        )}
      </div>
      {score.smallSample && <p className="at-quality-score__label">{t('score.smallSampleNote')}</p>}
      <Table<ScoredIndicator>
        rowKey="key"
        size="small"
        pagination={false}
        dataSource={score.indicators}
        data-testid="quality-indicators"
        scroll={{ x: true }}
        columns={[
          { title: t('score.indicator'), key: 'name', render: (_, row) => <IndicatorName indicator={row.key} /> },
          {
            title: t('score.value'),
            key: 'value',
            align: 'right',
            render: (_, row) => (
              <span className="at-quality-num" data-testid={`quality-value-${row.key}`}>
                {row.applicable ? indicatorValue(row.key, row.value) : t('score.notApplicable')}
              </span>
            ),
          },
          {
            title: t('score.indicatorScore'),
            key: 'score',
            align: 'right',
            render: (_, row) => <span className="at-quality-num">{row.applicable ? points(row.score) : '—'}</span>,
          },
          {
            title: t('score.effectiveWeight'),
            key: 'weight',
            align: 'right',
            render: (_, row) => (
              <span className="at-quality-num" data-testid={`quality-weight-${row.key}`}>
                {percent(row.effectiveWeight)}
              </span>
            ),
          },
          {
            title: t('score.contribution'),
            key: 'contribution',
            align: 'right',
            render: (_, row) => (
              <span className="at-quality-num" data-testid={`quality-contribution-${row.key}`}>
                {points(row.contribution)}
              </span>
            ),
          },
        ]}
      />
      <ContributionBars indicators={score.indicators} />
      <p className="at-quality-score__label">{t('score.everyScoreRecordsMethod')}</p>
    </div>
  );
}
