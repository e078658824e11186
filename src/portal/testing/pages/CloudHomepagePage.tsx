import { Button, Card } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useRemote } from '../../../components/useRemote';
import { call } from '../../../providers/http';
import { CategoryGrid } from '../components/CategoryGrid';
import { FiguresBand } from '../components/FiguresBand';
import { KitCards } from '../components/KitCards';
import { OrderSteps } from '../components/OrderSteps';
import { examineContent } from '../endpoints';
import { TESTING_PATHS } from '../paths';
import { TestingScope } from '../TestingScope';
import { catalogueCounts } from '../catalogueCounts';

const KITS_SHOWN = 6;

/** /cloud/cloudHomepage — the service's landing: its figures, the item categories, how ordering works, public kits. */
export default function CloudHomepagePage() {
  const { t } = useTranslation('testing');
  const figures = useRemote((signal) => call(examineContent.figures, {}, { signal }), 'figures');
  const kits = useRemote((signal) => call(examineContent.kitPage, { pageNum: 1, pageSize: KITS_SHOWN }, { signal }), 'kits');

  return (
    <TestingScope testId="cloud-homepage">
      <header className="at-testing__hero">
        <h1>{t('home.title')}</h1>
        <p className="at-testing__muted">{t('home.intro')}</p>
        <div className="at-testing__actions">
          <Link to={TESTING_PATHS.check}>
            <Button type="primary" size="large" data-testid="cloud-go-check">
              {t('links.check')}
            </Button>
          </Link>
          <Link to={TESTING_PATHS.highThroughput}>
            <Button size="large" data-testid="cloud-go-batch">
              {t('links.highThroughput')}
            </Button>
          </Link>
          <Link to={TESTING_PATHS.laboratories}>
            <Button size="large" data-testid="cloud-go-labs">
              {t('links.laboratories')}
            </Button>
          </Link>
        </div>
      </header>

      <FiguresBand figures={figures.data} />

      <Card title={t('home.categories')} className="at-testing__section">
        <CategoryGrid counts={figures.data && catalogueCounts(figures.data)} />
      </Card>

      <Card title={t('home.steps')} className="at-testing__section">
        <OrderSteps />
      </Card>

      <Card
        title={t('home.kits')}
        className="at-testing__section"
        extra={
          <Link to={`${TESTING_PATHS.check}?tab=kits`} data-testid="cloud-more-kits">
            {t('home.moreKits')}
          </Link>
        }
      >
        <KitCards kits={kits.data?.list} />
      </Card>

      <p className="at-testing__section">
        <Link to={TESTING_PATHS.server}>{t('links.server')}</Link>
      </p>
    </TestingScope>
  );
}
