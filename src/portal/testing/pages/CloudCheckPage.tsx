import { useEffect } from 'react';
import { Tabs } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BasketPanel } from '../components/BasketPanel';
import { ItemsTab } from '../components/ItemsTab';
import { KitsTab } from '../components/KitsTab';
import { TESTING_PATHS } from '../paths';
import { TestingScope } from '../TestingScope';
import { useBasket } from '../useBasket';

/**
 * /cloud/cloudCheck — browse and pick: catalogue items (picked into the basket, then "Build the order") and public
 * kits ("Order this kit"), in two tabs (`?tab=kits`). `?laboratoryId=` shows that laboratory's items and preselects it.
 */
export default function CloudCheckPage() {
  const { t } = useTranslation('testing');
  const [params, setParams] = useSearchParams();
  const controls = useBasket();
  const tab = params.get('tab') === 'kits' ? 'kits' : 'items';
  const raw = Number(params.get('laboratoryId'));
  const laboratoryId = Number.isInteger(raw) && raw > 0 ? raw : undefined;
  const { setLaboratory, basket } = controls;

  useEffect(() => {
    if (laboratoryId && basket.laboratoryId !== laboratoryId) setLaboratory(laboratoryId);
  }, [laboratoryId, basket.laboratoryId, setLaboratory]);

  return (
    <TestingScope testId="cloud-check">
      <header className="at-testing__head">
        <div>
          <h1>{t('check.title')}</h1>
          <p className="at-testing__muted">{t('check.intro')}</p>
        </div>
        <Link to={TESTING_PATHS.highThroughput}>{t('links.highThroughput')}</Link>
      </header>
      <div className="at-testing__with-side">
        <div className="at-testing__main">
          <Tabs
            activeKey={tab}
            onChange={(key) => setParams(key === 'kits' ? { tab: 'kits' } : laboratoryId ? { laboratoryId: String(laboratoryId) } : {})}
            destroyOnHidden
            items={[
              { key: 'items', label: t('check.items'), children: <ItemsTab controls={controls} laboratoryId={laboratoryId} /> },
              { key: 'kits', label: t('check.kits'), children: <KitsTab /> },
            ]}
          />
        </div>
        <aside className="at-testing__side">
          <BasketPanel controls={controls} />
        </aside>
      </div>
    </TestingScope>
  );
}
