import { isPermission, type MenuItem, type Permission, type Role } from '@contract';
import type { Db } from '../../../db/client';
import { readReference } from '../repository/reference';

/**
 * Roles' permissions and the console menu, read once at start: they change only with a release
 * (seedReference), so every login check can answer without another query.
 */
export interface Reference {
  permissionsOf(roles: readonly Role[]): Permission[];
  menuFor(permissions: readonly string[]): MenuItem[];
}

export async function loadReference(db: Db): Promise<Reference> {
  const { grants, menuRows } = await readReference(db);
  const byRole = new Map<string, Set<Permission>>();
  for (const { roleCode, permission } of grants) {
    if (!isPermission(permission)) continue;
    if (!byRole.has(roleCode)) byRole.set(roleCode, new Set());
    byRole.get(roleCode)!.add(permission);
  }
  return {
    permissionsOf: (roles) => [...new Set(roles.flatMap((role) => [...(byRole.get(role) ?? [])]))].sort(),
    menuFor: (permissions) =>
      menuRows
        .filter((row) => permissions.includes(row.permission))
        .map(({ key, parentKey, path, icon, sort }) => ({ key, parentKey, path, icon, sort })),
  };
}
