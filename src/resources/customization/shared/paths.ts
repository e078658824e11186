import { CUSTOM_PATHS } from '@contract/endpoints/customization';

/** The console resources of customization (their menu keys) and their routes (CUSTOM_PATHS). */
export const CUSTOM_LIST_RESOURCE = 'customList';
export const CUSTOM_ADMIN_RESOURCE = 'customAdministration';
export const CUSTOM_LIST_ROUTE = CUSTOM_PATHS.mine;
export const CUSTOM_ADMIN_ROUTE = CUSTOM_PATHS.admin;

/** One order in the platform's console (the buyer's detail is the portal page, CUSTOM_PATHS.detail). */
export const adminOrderPath = (id: number) => `${CUSTOM_ADMIN_ROUTE}/show/${id}`;
