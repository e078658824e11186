import { Button, Card, Empty, Skeleton, Statistic } from 'antd';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useRemote } from '../../../../components/useRemote';
import { call } from '../../../../providers/http';
import { QUALITY_PATHS, qualityPublic, type QualityCategory } from '../../endpoints';
import { LineTable } from '../components/LineTable';
import { RankingNav } from '../components/RankingNav';
import { useCategories } from '../hooks';
import { RANKING_PATHS } from '../paths';
import { RankingScope } from '../RankingScope';

const TOP = 5;

/** One category: its published lines, and the five best of its newest year. */
function CategoryTop({ category, name }: { category: QualityCategory; name: string }) {
  const { t } = useTranslation('qualityRanking');
  const year = category.years[0];
  const answer = useRemote(
    (signal) => call(qualityPublic.lines, { categoryId: category.id, year, pageNum: 1, pageSize: TOP }, { signal, silent: true }),
    `${category.id}#${year}`,
    year !== undefined,
  );
  return (
    <Card
      title={name}
      extra={<Statistic value={category.lines} suffix={t('landing.linesSuffix', { count: category.lines })} valueStyle={{ fontSize: 18 }} />}
      data-testid={`landing-category-${category.id}`}
    >
      {year === undefined ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty.category', { category: name })} />
      ) : !answer.data ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : (
        <>
          <p className="at-qrank__muted">{t('landing.topOfYear', { count: TOP, year })}</p>
          <LineTable lines={answer.data.list} show={{ enterprise: true }} testId={`landing-top-${category.id}`} />
        </>
      )}
      <div className="at-qrank__links" style={{ marginTop: 12 }}>
        <Link to={RANKING_PATHS.categoryLines(category.id)}>{t('landing.allLines')}</Link>
        <Link to={`${QUALITY_PATHS.ranking}?categoryId=${category.id}`}>{t('landing.enterprises')}</Link>
      </div>
    </Card>
  );
}

/** /cloudGrade — the ranking's landing: each product category with its count and best lines, and the way to be ranked. */
export default function CloudGradePage() {
  const { t } = useTranslation('qualityRanking');
  const navigate = useNavigate();
  const { categories, loaded, nameOf } = useCategories();
  const ranked = categories.filter((category) => category.lines > 0);
  return (
    <RankingScope testId="ranking-landing">
      <header className="at-qrank__head">
        <div>
          <h1>{t('landing.title')}</h1>
          <p className="at-qrank__muted">{t('landing.intro')}</p>
        </div>
        <Button type="primary" onClick={() => void navigate(RANKING_PATHS.simulation)} data-testid="landing-simulate">
          {t('landing.simulate')}
        </Button>
      </header>
      <RankingNav current="landing" />
      {!loaded ? (
        <Skeleton active />
      ) : categories.length === 0 ? (
        <Empty description={t('empty.none')} />
      ) : (
        <>
          <section aria-label={t('landing.categories')} className="at-qrank__filters" data-testid="landing-categories">
            {categories.map((category) => (
              <Link key={category.id} to={RANKING_PATHS.categoryLines(category.id)}>
                {t('filters.categoryOption', { name: nameOf(category), count: category.lines })}
              </Link>
            ))}
          </section>
          {ranked.length === 0 ? (
            <Empty
              description={
                <>
                  <p>{t('empty.none')}</p>
                  <Link to={RANKING_PATHS.simulation}>{t('empty.simulate')}</Link>
                </>
              }
              data-testid="ranking-empty"
            />
          ) : (
            <div className="at-qrank__stack">
              {ranked.map((category) => (
                <CategoryTop key={category.id} category={category} name={nameOf(category)} />
              ))}
            </div>
          )}
        </>
      )}
    </RankingScope>
  );
}
