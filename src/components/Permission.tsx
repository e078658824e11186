import { useEffect, useState, type ReactNode } from 'react';
import { LIMITS } from '@contract/limits';
import { useSession } from '../providers/session';

export type PermissionMode = 'wait' | 'immediate';

/**
 * Whether the signed-in user's permission list holds `permission` (spec §6). In 'wait' mode an unknown
 * list is waited for up to 10 s, then the answer is frozen; 'immediate' answers from what is known now.
 * Hiding is a courtesy: the server refuses the call anyway.
 */
export function usePermission(permission: string, mode: PermissionMode = 'wait'): boolean {
  const { permissions } = useSession();
  const [expired, setExpired] = useState(false);
  const [frozen, setFrozen] = useState<boolean | undefined>(undefined);

  useEffect(() => {
    if (mode !== 'wait') return;
    const timer = window.setTimeout(() => setExpired(true), LIMITS.permissionPollingMs);
    return () => window.clearTimeout(timer);
  }, [mode]);

  const granted = permissions?.includes(permission) ?? false;
  useEffect(() => {
    if (mode === 'wait' && expired && frozen === undefined) setFrozen(granted);
  }, [mode, expired, frozen, granted]);

  if (mode === 'wait' && frozen !== undefined) return frozen;
  return granted;
}

export function Permission({ need, mode = 'wait', children }: { need: string; mode?: PermissionMode; children: ReactNode }) {
  return usePermission(need, mode) ? <>{children}</> : null;
}
