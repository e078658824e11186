import { kitAudit, myTestKits } from '@contract/endpoints/testKits';
import { PERMISSIONS } from '@contract/permissions';
import { lazyPage } from '../../components/lazyPage';
import { defineResource } from '../../providers/resourceDefinition';

export const CHECK_BAG_RESOURCE = 'checkBag';
export const CHECK_BAG_ROUTE = '/my/checkBag';
export const COMMON_KITS_RESOURCE = 'commonDetectionPackage';
export const COMMON_KITS_ROUTE = '/my/administration/commonDetectionPackage';
/** Where a kit is ordered (the cloud testing order form, issue 15). */
export const orderKitPath = (id: number) => `/cloud/checkList?kitId=${id}`;

/** Any signed-in user's test kits (JCB): build, make public (audit), revoke, delete, order (spec §4). */
export const checkBag = defineResource({
  name: CHECK_BAG_RESOURCE,
  route: CHECK_BAG_ROUTE,
  permission: PERMISSIONS.profileRead,
  endpoints: { list: myTestKits.page, one: myTestKits.detail, remove: myTestKits.remove },
  pages: { list: lazyPage(() => import('./checkBag/KitListPage')), show: lazyPage(() => import('./checkBag/KitDetailPage')) },
});

/**
 * The platform's test kits: its own public kits, the review queue of users' kits made public (the resource's list
 * and show), and the working-day calendar (order administrators only).
 */
export const commonDetectionPackage = defineResource({
  name: COMMON_KITS_RESOURCE,
  route: COMMON_KITS_ROUTE,
  permission: PERMISSIONS.testKitAudit,
  endpoints: { list: kitAudit.page, one: kitAudit.detail },
  pages: {
    list: lazyPage(() => import('./commonDetectionPackage/KitAdministrationPage')),
    show: lazyPage(() => import('./commonDetectionPackage/ReviewDetailPage')),
  },
});
