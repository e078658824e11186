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
  {
    key: 'basicInformationManagement',
    path: '/my/enterpriseInformationManagement/basicInformationManagement',
    icon: 'BankOutlined',
    sort: 400,
    permission: PERMISSIONS.companyRead,
  },
  {
    key: 'employeeInformationManagement',
    path: '/my/enterpriseInformationManagement/employeeInformationManagement',
    icon: 'TeamOutlined',
    sort: 410,
    permission: PERMISSIONS.employeeManage,
  },
  {
    key: 'packetInformationManagement',
    path: '/my/enterpriseInformationManagement/packetInformationManagement',
    icon: 'ApartmentOutlined',
    sort: 420,
    permission: PERMISSIONS.groupManage,
  },
  {
    key: 'enterpriseStandardManagement',
    path: '/my/enterpriseInformationManagement/enterpriseStandardManagement',
    icon: 'SafetyCertificateOutlined',
    sort: 460,
    permission: PERMISSIONS.enterpriseStandardManage,
  },
  {
    key: 'enterpriseDataManagement',
    path: '/my/enterpriseInformationManagement/DataManagement',
    icon: 'DatabaseOutlined',
    sort: 470,
    permission: PERMISSIONS.enterpriseStandardManage,
  },
  { key: 'enterpriseStandardCheck', path: '/my/enterpriseStandardCheck', icon: 'AuditOutlined', sort: 700, permission: PERMISSIONS.standardAudit },
  {
    key: 'enterpriseStandardAdministration',
    path: '/my/administration/enterpriseStandardManagement',
    icon: 'FileProtectOutlined',
    sort: 710,
    permission: PERMISSIONS.standardAudit,
  },
  {
    key: 'enterpriseRecommendedProductManagement',
    path: '/my/enterpriseInformationManagement/enterpriseRecommendedProductManagement',
    icon: 'ShopOutlined',
    sort: 480,
    permission: PERMISSIONS.recommendedProductManage,
  },
  { key: 'enterpriseProductCheck', path: '/my/enterpriseProductCheck', icon: 'FileSearchOutlined', sort: 720, permission: PERMISSIONS.productAudit },
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
