import { useContext, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { setTokenFailureHandler } from '../providers/http';
import { recordVisit, scheduleLoginCheck } from './background';
import { searchWithCxl, updateContentHiding } from '../providers/contentHiding';
import { isConsolePath } from './routes';
import { hasSsoToken, runSsoGuard } from './sso';
import { loginPath } from '../components/loginPath';
import { RemoteSeedContext } from '../components/remoteSeed';

/**
 * Effects tied to navigation: keep `cxl=1` while content hiding is off, record one visit per page,
 * check the login shortly after start, send token failures to /login inside the app, and sign in with a
 * single-sign-on token (`ssotoken`) in the address. The answers a server-rendered page came with are for its first
 * address only.
 */
export function RouteEffects() {
  const location = useLocation();
  const navigate = useNavigate();
  const pathRef = useRef(location.pathname);
  useEffect(() => {
    pathRef.current = location.pathname;
  }, [location.pathname]);

  const seed = useContext(RemoteSeedContext);
  const arrival = useRef(location.key);
  useEffect(() => {
    if (location.key !== arrival.current) seed?.answers.clear();
  }, [location.key, seed]);

  useEffect(() => {
    setTokenFailureHandler(() => {
      const here = pathRef.current;
      if (here === '/login') return;
      navigate(loginPath(here + window.location.search), { replace: true });
    });
    const timer = scheduleLoginCheck(() => isConsolePath(pathRef.current));
    return () => window.clearTimeout(timer);
  }, [navigate]);

  useEffect(() => {
    if (hasSsoToken(location.search)) void runSsoGuard(location.pathname, location.search, navigate);
  }, [location.pathname, location.search, navigate]);

  useEffect(() => {
    const next = searchWithCxl(location.search, updateContentHiding(location.search));
    if (next !== undefined) {
      navigate({ pathname: location.pathname, search: next, hash: location.hash }, { replace: true });
      return;
    }
    void recordVisit(location.pathname);
  }, [location.pathname, location.search, location.hash, navigate]);

  return null;
}
