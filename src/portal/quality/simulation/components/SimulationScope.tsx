import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { AntdScope } from '../../../../components/AntdScope';
import { useSession } from '../../../../providers/session';
import { loginPath } from '../paths';
import '../simulation.css';

/** Every simulation page: antd in the page's language, inside the portal's width; `signedIn` sends visitors to log in. */
export function SimulationScope({ children, testId, signedIn = false }: { children: ReactNode; testId: string; signedIn?: boolean }) {
  const { token } = useSession();
  const location = useLocation();
  if (signedIn && !token) return <Navigate to={loginPath(location.pathname + location.search)} replace />;
  return (
    <AntdScope>
      <div className="at-container at-quality-sim" data-testid={testId}>
        {children}
      </div>
    </AntdScope>
  );
}
