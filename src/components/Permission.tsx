import { useEffect, useState, type ReactNode } from 'react';
import { LIMITS } from '@contract/limits';
import { session, useSession } from '../providers/session';

export type PermissionMode = 'wait' | 'immediate';

/**
 * Whether the signed-in user's permission list holds `permission` (spec §6). In 'wait' mode an unknown
 * list is waited for up to 10 s; if it is still unknown then, the element stays hidden. 'immediate' answers
 * from what is known now.
 * Hiding is a courtesy: the server refuses the call anyway.
 */
export function usePermission(permission: string, mode: PermissionMode = 'wait'): boolean {
  const { permissions } = useSession();
  const [gaveUp, setGaveUp] = useState(false);

  useEffect(() => {
    if (mode !== 'wait') return;
    const timer = window.setTimeout(() => {
      if (session.get().permissions === undefined) setGaveUp(true);
    }, LIMITS.permissionPollingMs);
    return () => window.clearTimeout(timer);
  }, [mode]);

  if (gaveUp) return false;
  return permissions?.includes(permission) ?? false;
}

export function Permission({ need, mode = 'wait', children }: { need: string; mode?: PermissionMode; children: ReactNode }) {
  return usePermission(need, mode) ? <>{children}</> : null;
}
