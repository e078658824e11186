import { Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { EN_PREFIX, type Language } from '@contract/locales';
import { ErrorBoundary } from './ErrorBoundary';
import { PortalLayout } from './layout/PortalLayout';
import { lazyPage } from '../components/lazyPage';
import { NotFound } from './NotFound';
import { RouteEffects } from './RouteEffects';
import { RouteProgress } from './RouteProgress';
import { PORTAL_ROUTES } from './routes';

const ConsoleApp = lazyPage(() => import('./console/ConsoleApp'));

/** One router for both languages: English is the same app under the basename /en (spec §4). */
export function App({ language }: { language: Language }) {
  return (
    <BrowserRouter basename={language === 'en' ? EN_PREFIX : undefined}>
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
    </BrowserRouter>
  );
}
