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
/** The login page, coming back to `here` afterwards. */
export const loginPath = (here: string) => `/login?redirect=${encodeURIComponent(here)}`;

/** A positive id from the address, or undefined. */
export function idFrom(raw: string | null | undefined) {
  const id = Number(raw);
  return raw && Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : undefined;
}
