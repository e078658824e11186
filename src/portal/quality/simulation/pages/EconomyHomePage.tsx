import { Button, Card, List, Skeleton, Statistic, Tag } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useRemote } from '../../../../components/useRemote';
import { call } from '../../../../providers/http';
import { categoryName, IndicatorName, percent, points } from '../../../../components/quality';
import { qualityPublic } from '../../endpoints';
import { SimulationScope } from '../components/SimulationScope';
import { SIMULATION_STEPS } from '../components/Steps';
import { SIMULATION_PATHS } from '../paths';

/** /economy/economyHome — the ranking service: figures, the method in short, the steps, categories, the newest lines. */
export default function EconomyHomePage() {
  const { t, i18n } = useTranslation(['qualitySimulation', 'quality']);
  const answer = useRemote((signal) => call(qualityPublic.introduce, {}, { signal }), 'introduce');
  const intro = answer.data;

  return (
    <SimulationScope testId="quality-home">
      <header>
        <h1>{t('home.title')}</h1>
        <p className="at-quality-sim__muted">{t('home.lead')}</p>
      </header>
      <div className="at-quality-sim__actions">
        <Link to={SIMULATION_PATHS.select}>
          <Button type="primary" size="large" data-testid="quality-home-simulate">
            {t('home.simulate')}
          </Button>
        </Link>
        <Link to={SIMULATION_PATHS.ranking}>
          <Button size="large">{t('home.rankings')}</Button>
        </Link>
      </div>
      {!intro ? (
        <Skeleton active />
      ) : (
        <>
          <div className="at-quality-sim__figures" data-testid="quality-home-figures">
            <Card size="small"><Statistic title={t('home.figures.lines')} value={intro.figures.lines} /></Card>
            <Card size="small"><Statistic title={t('home.figures.enterprises')} value={intro.figures.enterprises} /></Card>
            <Card size="small"><Statistic title={t('home.figures.categories')} value={intro.figures.categories} /></Card>
            <Card size="small"><Statistic title={t('home.figures.simulations')} value={intro.figures.simulations} /></Card>
          </div>
          <Card title={t('home.methodTitle', { version: intro.method.version })}>
            <p className="at-quality-sim__paragraph">{t('home.methodLead')}</p>
            <ul className="at-quality-sim__list" data-testid="quality-home-method">
              {intro.method.indicators.map((indicator) => (
                <li key={indicator.key}>
                  <IndicatorName indicator={indicator.key} /> — {percent(indicator.weight, 0)}
                </li>
              ))}
            </ul>
            <Link to={SIMULATION_PATHS.method}>{t('home.methodMore')}</Link>
          </Card>
          <Card title={t('home.stepsTitle')}>
            <ol className="at-quality-sim__list">
              {SIMULATION_STEPS.map((step) => (
                <li key={step}>
                  <strong>{t(`steps.${step}`)}</strong> — {t(`home.stepText.${step}`)}
                </li>
              ))}
            </ol>
          </Card>
          <Card title={t('home.categoriesTitle')}>
            {intro.categories.length === 0 ? (
              <p className="at-quality-sim__muted">{t('home.noCategories')}</p>
            ) : (
              <div className="at-quality-sim__actions">
                {intro.categories.map((category) => (
                  <Tag key={category.id} color="blue">
                    {categoryName(category, i18n.language)} · {t('home.categoryLines', { n: category.lines })}
                  </Tag>
                ))}
              </div>
            )}
          </Card>
          <Card title={t('home.latestTitle')}>
            <List
              data-testid="quality-home-latest"
              dataSource={intro.latest}
              locale={{ emptyText: t('home.noLines') }}
              renderItem={(line) => (
                <List.Item key={line.id} extra={<strong>{points(line.total)}</strong>}>
                  <Link to={SIMULATION_PATHS.line(line.id)}>
                    {t('home.announcement', {
                      enterprise: line.enterprise.name,
                      product: line.productName,
                      category: categoryName(line.category, i18n.language),
                      year: line.year,
                      rank: line.rank,
                    })}
                  </Link>
                </List.Item>
              )}
            />
          </Card>
        </>
      )}
    </SimulationScope>
  );
}
