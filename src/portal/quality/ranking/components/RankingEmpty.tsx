import { Empty } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RANKING_PATHS } from '../paths';

/** Nothing ranked yet in the category and year: says so, and offers the simulation. */
export function RankingEmpty({ category, year }: { category: string | undefined; year: number | undefined }) {
  const { t } = useTranslation('qualityRanking');
  return (
    <Empty
      data-testid="ranking-empty"
      description={
        <>
          <p>{category && year ? t('empty.categoryYear', { category, year }) : category ? t('empty.category', { category }) : t('empty.none')}</p>
          <Link to={RANKING_PATHS.simulation} data-testid="ranking-empty-simulation">
            {t('empty.simulate')}
          </Link>
        </>
      }
    />
  );
}
