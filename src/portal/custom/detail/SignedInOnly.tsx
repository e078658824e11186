import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../../../providers/session';
import { loginPath } from '../paths';

/** The order pages are for signed-in users: others go to the login page and come back here. */
export function SignedInOnly({ children }: { children: ReactNode }) {
  const { token } = useSession();
  const location = useLocation();
  if (!token) return <Navigate to={loginPath(`${location.pathname}${location.search}`)} replace />;
  return children;
}
