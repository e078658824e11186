export * from './envelope';
export * from './limits';
export * from './locales';
export * from './messages';
export * from './permissions';
export * from './ability';
export * from './endpoint';
export * from './creditCode';
export * from './endpoints/loginCustom';
export * from './endpoints/statistics';
export * from './endpoints/homePage';
export * from './endpoints/address';

import { loginCustom } from './endpoints/loginCustom';
import { statistics } from './endpoints/statistics';
import { homePage } from './endpoints/homePage';
import { userAddress } from './endpoints/address';
import type { Endpoint } from './endpoint';

/** Every endpoint of the contract, by group. The server registers exactly these. */
export const API = { loginCustom, statistics, homePage, userAddress } as const;
export const ALL_ENDPOINTS: Endpoint[] = Object.values(API).flatMap((group) => Object.values(group));
