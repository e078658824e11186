import { userAddress } from '@contract/endpoints/address';
import { PERMISSIONS } from '@contract/permissions';
import { lazyPage } from '../../components/lazyPage';
import { defineResource } from '../../providers/resourceDefinition';

/** The model console resource: a user's own delivery addresses (spec §3 Address). */
export const deliveryAddress = defineResource({
  name: 'deliveryAddress',
  route: '/my/deliveryAddress',
  permission: PERMISSIONS.addressManage,
  endpoints: {
    list: userAddress.getAddress,
    one: userAddress.getAddressDetail,
    create: userAddress.saveAddress,
    update: userAddress.saveAddress,
    remove: userAddress.deleteAddress,
  },
  pages: { list: lazyPage(() => import('./AddressList')) },
});

export const setDefaultAddress = userAddress.updateDefault;
