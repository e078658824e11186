import { Suspense } from 'react';
import type { ReactNode } from 'react';
import { BrowserRouter, Route, Routes, StaticRouter } from 'react-router';
import { EN_PREFIX, type Language } from '@contract/locales';
import { ErrorBoundary } from './ErrorBoundary';
import { PortalLayout } from './layout/PortalLayout';
import { lazyPage } from '../components/lazyPage';
import { NotFound } from './NotFound';
import { RouteEffects } from './RouteEffects';
import { RouteProgress } from './RouteProgress';
import { PORTAL_ROUTES } from './routes';

const ConsoleApp = lazyPage(() => import('./console/ConsoleApp'));

/**
 * One router for both languages: English is the same app under the basename /en (spec §4). `location` (path and
 * query) renders that address on the server (src/serverRender.tsx).
 */
export function App({ language, location }: { language: Language; location?: string }) {
  return (
    <Router basename={language === 'en' ? EN_PREFIX : undefined} location={location}>
      <RouteEffects />
      <ErrorBoundary>
        <Suspense fallback={<RouteProgress />}>
          <Routes>
            <Route path="/my/*" element={<ConsoleApp />} />
            <Route element={<PortalLayout />}>
              {PORTAL_ROUTES.map(({ path, page: Page }) => (
                <Route key={path} path={path} element={<Page />} />
              ))}
              <Route path="*" element={<NotFound />} />
            </Route>
          </Routes>
        </Suspense>
      </ErrorBoundary>
    </Router>
  );
}

function Router({ basename, location, children }: { basename?: string; location?: string; children: ReactNode }) {
  if (location === undefined) return <BrowserRouter basename={basename}>{children}</BrowserRouter>;
  return (
    <StaticRouter basename={basename} location={location}>
      {children}
    </StaticRouter>
  );
}
