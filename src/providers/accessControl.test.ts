import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CheckLoginResult } from '@contract/endpoints/loginCustom';
import { ALL_PERMISSIONS, ROLE_PERMISSIONS, ROLES, type Permission, type Role } from '@contract/permissions';
import type { ResourceDefinition } from './resourceDefinition';
import { createAccessControlProvider } from './refineProviders';
import { session } from './session';
import { initTestI18n } from '../test/i18n';
import enMessages from '../../locales/en/messages.json';

/** One console resource per permission: the provider must answer for each exactly as the role's permissions say. */
const definitionFor = (permission: Permission): ResourceDefinition =>
  ({ name: `needs-${permission}`, route: '/my/x', permission, endpoints: {}, pages: {} }) as unknown as ResourceDefinition;
const provider = createAccessControlProvider(ALL_PERMISSIONS.map(definitionFor));

const signInAs = (role: Role) =>
  session.applyCheck({
    token: 'tok',
    permission: [...ROLE_PERMISSIONS[role]],
    roles: [role],
    userInfo: { userId: 5, userName: `demo-${role}`, userType: 'individual' },
    extendUserInfo: { companyName: null, isStandardSystem: false, isCompanyUser: false },
    listSysMenuUser: [],
  } as CheckLoginResult);

describe('createAccessControlProvider', () => {
  beforeAll(() => initTestI18n('en'));
  afterEach(() => session.signOut());

  it.each(ROLES)('lets %s reach exactly the resources of its permissions', async (role) => {
    signInAs(role);
    for (const permission of ALL_PERMISSIONS) {
      const answer = await provider.can({ resource: `needs-${permission}`, action: 'list' });
      expect(answer.can, `${role} → ${permission}`).toBe(ROLE_PERMISSIONS[role].includes(permission));
      if (!answer.can) expect(answer.reason).toBe(enMessages.noAuthority);
    }
  });

  it('refuses every resource to a visitor, and leaves resources it does not know to the sign-in', async () => {
    expect((await provider.can({ resource: `needs-${ALL_PERMISSIONS[0]}`, action: 'list' })).can).toBe(false);
    expect((await provider.can({ resource: 'dashboard', action: 'list' })).can).toBe(false);
    signInAs('individual');
    expect((await provider.can({ resource: 'dashboard', action: 'list' })).can).toBe(true);
  });

  it('hides, rather than disables, what is refused', () => {
    expect(provider.options?.buttons).toEqual({ enableAccessControl: true, hideIfUnauthorized: true });
  });
});
