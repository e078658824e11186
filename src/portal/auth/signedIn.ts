import { useNavigate, useSearchParams } from 'react-router';
import { completeSignIn, safeRedirect } from '../../providers/auth';
import { notify } from '../../providers/notify';

/** After a login of any kind: store the session, say so, and go where the person was headed. */
export function useFinishSignIn() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return async (login: { token: string; userName: string }, notice: string, fallback = '/my') => {
    await completeSignIn(login.token, login.userName);
    if (notice) notify('success', notice);
    navigate(safeRedirect(params.get('redirect'), fallback), { replace: true });
  };
}
