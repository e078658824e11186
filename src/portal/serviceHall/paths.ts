export { loginPath } from '../../components/loginPath';
/** The service hall's addresses (contract PORTAL_PATHS lists them). */
export const SERVICE_PATHS = {
  hall: '/allServer',
  add: '/allServer/allServerAdd',
  mine: '/allServer/myAllServer',
  offer: (id: number) => `/allServer/${id}`,
  compact: (id: number) => `/allServer/seeDetail?id=${id}`,
  edit: (id: number) => `/allServer/allServerAdd?id=${id}`,
  brand: (companyId: number) => `/allServer/brandDetail?id=${companyId}`,
} as const;

/** The quality ranking's page of an enterprise. */
export const qualityEnterprisePath = (id: number) => `/conDetail/${id}`;

export { idFrom } from '../../components/pagedList/addressId';
