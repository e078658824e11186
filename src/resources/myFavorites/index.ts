import { collections } from '@contract/endpoints/materialsUsage';
import { PERMISSIONS } from '@contract/permissions';
import { lazyPage } from '../../components/lazyPage';
import { defineResource } from '../../providers/resourceDefinition';

/** The signed-in user's favourite grades (spec: personal centre "collection", /my/myFavorites). */
export const myFavorites = defineResource({
  name: 'myFavorites',
  route: '/my/myFavorites',
  permission: PERMISSIONS.favoriteManage,
  endpoints: { list: collections.listCollection },
  pages: { list: lazyPage(() => import('./FavouriteList')) },
});

/** Removal is by grade, not by the favourite's id, so it is a custom call. */
export const removeFavourite = collections.deleteCollection;
