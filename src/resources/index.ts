import { deliveryAddress } from './deliveryAddress';
import { info } from './info';
import { myFavorites } from './myFavorites';
import type { ResourceDefinition } from './types';

/** Every console resource. A user sees those whose name is in their menu list from the login check. */
export const RESOURCES: ResourceDefinition[] = [deliveryAddress, myFavorites, info];
