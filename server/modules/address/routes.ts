import type { FastifyInstance } from 'fastify';
import { API, MSG } from '@contract';
import { route } from '../../http/route';
import type { AppDeps } from '../../deps';
import { listAddresses } from './repository';
import { getAddress, makeDefault, removeAddress, saveAddress } from './service';

const { userAddress } = API;

export async function addressRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const { db, clock } = deps;
  route(app, userAddress.getAddress, ({ input, user }) => listAddresses(db, user.userId, input.pageNum, input.pageSize));
  route(app, userAddress.getAddressDetail, ({ input, user }) => getAddress(db, user.userId, input.id));
  route(app, userAddress.saveAddress, ({ input, user }) => saveAddress(db, user.userId, input, clock.now()), {
    successMessage: MSG.saveSuccessful,
  });
  route(
    app,
    userAddress.updateDefault,
    async ({ input, user }) => {
      await makeDefault(db, user.userId, input.id, clock.now());
      return null;
    },
    { successMessage: MSG.saveSuccessful },
  );
  route(
    app,
    userAddress.deleteAddress,
    async ({ input, user }) => {
      await removeAddress(db, user.userId, input.id);
      return null;
    },
    { successMessage: MSG.deleteSuccessful },
  );
}
