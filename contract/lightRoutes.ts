import type { Endpoint, EndpointRef } from './endpoint';
import type { loginCustom } from './endpoints/loginCustom';
import type { statistics } from './endpoints/statistics';
import type { homePage } from './endpoints/homePage';
import type { notifications } from './endpoints/testOrders';

const ref = <E extends Endpoint>(method: E['method'], path: E['path']): EndpointRef<E> => ({ method, path });

/**
 * The calls the portal makes before any page needs a form: the login check, visit records, logout, the
 * language preference and the single-sign-on exchange. Imported types only, so the first paint does not load zod; a test checks each
 * against its endpoint.
 */
export const LIGHT_ROUTES = {
  checkLogin: ref<typeof loginCustom.checkLogin>('POST', '/atsteel/loginCustom/checkLogin'),
  logout: ref<typeof loginCustom.logout>('GET', '/atsteel/loginCustom/logout'),
  saveVisitData: ref<typeof statistics.saveVisitData>('POST', '/atsteel/statistics/saveVisitData'),
  updateLanguageType: ref<typeof homePage.updateLanguageType>('POST', '/atsteel/homePage/updateLanguageType'),
  verifySSOToken: ref<typeof loginCustom.verifySSOToken>('GET', '/atsteel/loginCustom/verifySSOToken'),
  // The header's unread badge (issue 19).
  noticeTypes: ref<typeof notifications.types>('GET', '/atsteel/myData/notification/types'),
};
