import { ROLE_PERMISSIONS, ROLES, PERMISSIONS, type Permission } from '@contract';
import type { Db } from '../client';
import { menus, rolePermissions, roles } from '../schema';

export interface MenuSeed {
  key: string;
  parentKey?: string;
  path: string;
  icon: string;
  sort: number;
  permission: Permission;
}

/** The console menu. Titles: `menu.<key>` in locales/<lang>/console.json. */
export const MENU: MenuSeed[] = [
  { key: 'home', path: '/my', icon: 'HomeOutlined', sort: 0, permission: PERMISSIONS.consoleAccess },
  { key: 'info', path: '/my/info', icon: 'UserOutlined', sort: 10, permission: PERMISSIONS.profileRead },
  {
    key: 'deliveryAddress',
    path: '/my/deliveryAddress',
    icon: 'EnvironmentOutlined',
    sort: 900,
    permission: PERMISSIONS.addressManage,
  },
  {
    key: 'myFavorites',
    path: '/my/myFavorites',
    icon: 'HeartOutlined',
    sort: 300,
    permission: PERMISSIONS.favoriteManage,
  },
];

/** Roles, their permissions and the menu: the same in every database, replaced at each start. */
export async function seedReference(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(roles).values(ROLES.map((code) => ({ code }))).onConflictDoNothing();
    await tx.delete(rolePermissions);
    await tx
      .insert(rolePermissions)
      .values(ROLES.flatMap((roleCode) => ROLE_PERMISSIONS[roleCode].map((permission) => ({ roleCode, permission }))));
    await tx.delete(menus);
    await tx.insert(menus).values(MENU.map((item) => ({ ...item, parentKey: item.parentKey ?? null })));
  });
}
