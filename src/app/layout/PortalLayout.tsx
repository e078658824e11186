import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Breadcrumb } from '../../components/Breadcrumb';
import { isContentHiding } from '../../providers/contentHiding';
import { findPortalRoute } from '../routes';
import { RouteProgress } from '../RouteProgress';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import './shell.css';

function usePageMeta(titleKey: string | undefined, descriptionKey: string | undefined) {
  const { t } = useTranslation('common');
  useEffect(() => {
    if (!titleKey) return;
    document.title = titleKey === 'pages.home.title' ? t(titleKey) : `${t(titleKey)} - ${t('brand.name')}`;
    const description = document.querySelector('meta[name="description"]');
    if (description && descriptionKey) description.setAttribute('content', t(descriptionKey));
  }, [t, titleKey, descriptionKey]);
}

/** Header, breadcrumb (unless content hiding is off, or on the home page), the page, footer. */
export function PortalLayout() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const route = findPortalRoute(pathname);
  usePageMeta(route?.titleKey, route?.descriptionKey);
  const isHome = route?.path === '/' || route?.path === '/home';
  const showBreadcrumb = isContentHiding() && !isHome;
  return (
    <div className="at-shell">
      <SiteHeader />
      <main className="at-main" id="main">
        {showBreadcrumb && (
          <div className="at-container">
            <Breadcrumb crumbs={[{ label: route ? t(route.titleKey) : t('notFound.title') }]} />
          </div>
        )}
        <Suspense fallback={<RouteProgress />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
    </div>
  );
}
