import { Card, Skeleton } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CatalogueCounts } from '../catalogueCounts';
import { TESTING_PATHS } from '../paths';

/** The item categories with how many items each holds; each opens the item list filtered to it. */
export function CategoryGrid({ counts }: { counts: CatalogueCounts | undefined }) {
  const { t } = useTranslation('testing');
  if (!counts) return <Skeleton active paragraph={{ rows: 2 }} />;
  return (
    <div className="at-testing__categories" data-testid="cloud-categories">
      {counts.categories.map(({ category, count }) => (
        <Link key={category} to={`${TESTING_PATHS.check}?category=${category}`} data-testid={`cloud-category-${category}`}>
          <Card size="small" hoverable>
            <div className="at-testing__category-name">{t(`categories.${category}`)}</div>
            <div className="at-testing__muted">{t('common.itemCount', { count })}</div>
          </Card>
        </Link>
      ))}
    </div>
  );
}
