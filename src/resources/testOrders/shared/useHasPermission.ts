import { usePermissions } from '@refinedev/core';
import type { Permission } from '@contract/permissions';

/** Whether the signed-in user holds a permission (from the login check); false until it is known. */
export function useHasPermission(permission: Permission) {
  const { data } = usePermissions<readonly string[]>({});
  return Array.isArray(data) && data.includes(permission);
}
