import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { localizedUrl } from '@contract/locales';
import { pageTitle } from '@contract/pageTexts';
import { Breadcrumb } from '../../components/Breadcrumb';
import { isContentHiding } from '../../providers/contentHiding';
import { findPortalRoute } from '../routes';
import { HydrationMark } from '../HydrationMark';
import { RouteProgress } from '../RouteProgress';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import './shell.css';
// After shell.css: the header's rules refine the shell's.
import './header.css';

/** Title, description and the `hreflang` alternates of the page in both languages. */
function usePageMeta(pathname: string, titleKey: string | undefined, descriptionKey: string | undefined) {
  const { t } = useTranslation('common');
  useEffect(() => {
    if (titleKey) document.title = pageTitle(t, titleKey);
    const description = document.querySelector('meta[name="description"]');
    if (description && descriptionKey) description.setAttribute('content', t(descriptionKey));
    setAlternates(pathname);
  }, [t, pathname, titleKey, descriptionKey]);
}

function setAlternates(pathname: string) {
  const alternates: [string, string][] = [
    ['zh-CN', localizedUrl('zh', pathname)],
    ['en', localizedUrl('en', pathname)],
    ['x-default', localizedUrl('zh', pathname)],
  ];
  for (const [hreflang, path] of alternates) {
    let link = document.head.querySelector<HTMLLinkElement>(`link[rel="alternate"][hreflang="${hreflang}"]`);
    if (!link) {
      link = document.createElement('link');
      link.rel = 'alternate';
      link.hreflang = hreflang;
      document.head.appendChild(link);
    }
    link.href = new URL(path, window.location.origin).href;
  }
}

/** Header, breadcrumb (unless content hiding is off, or on the home page), the page, footer. */
export function PortalLayout() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const route = findPortalRoute(pathname);
  usePageMeta(pathname, route?.titleKey, route?.descriptionKey);
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
          {/* In the page's boundary: its effect runs once the (lazy) page itself has been adopted. */}
          <HydrationMark />
        </Suspense>
      </main>
      <SiteFooter />
    </div>
  );
}
