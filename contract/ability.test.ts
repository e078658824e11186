import { describe, expect, it } from 'vitest';
import { subject } from '@casl/ability';
import { allows, defineAbilityFor, splitPermission } from './ability';
import { ALL_PERMISSIONS, PERMISSIONS, ROLE_PERMISSIONS, ROLES, permissionsOfRoles, type Role } from './permissions';

const P = PERMISSIONS;
const abilityOf = (role: Role, user: { id?: number; companyId?: number | null } = {}) =>
  defineAbilityFor({ id: user.id ?? 1, companyId: user.companyId ?? null, permissions: ROLE_PERMISSIONS[role] });

/** What each role may do, written out so a change to ROLE_PERMISSIONS has to be made here too. */
const EXPECTED: Record<Role, string[]> = {
  individual: [P.consoleAccess, P.profileRead, P.profileUpdate, P.addressManage, P.favoriteManage],
  company: [P.consoleAccess, P.profileRead, P.profileUpdate, P.addressManage, P.favoriteManage, P.companyRead, P.companyManage, P.recommendedProductManage, P.enterpriseStandardManage, P.researchDataManage, P.serviceOfferManage],
  enterpriseAdmin: [
    P.consoleAccess,
    P.profileRead,
    P.profileUpdate,
    P.addressManage,
    P.favoriteManage,
    P.companyRead,
    P.companyManage,
    P.employeeManage,
    P.groupManage,
    P.companyOrderManage,
    P.recommendedProductManage,
    P.enterpriseStandardManage,
    P.researchDataManage,
    P.serviceOfferManage,
  ],
  employee: [P.consoleAccess, P.profileRead, P.profileUpdate, P.addressManage, P.favoriteManage, P.companyRead, P.researchDataManage],
  laboratory: [P.consoleAccess, P.profileRead, P.profileUpdate, P.addressManage, P.favoriteManage, P.laboratoryOperate],
  auditor: [
    P.consoleAccess,
    P.profileRead,
    P.profileUpdate,
    P.addressManage,
    P.favoriteManage,
    P.standardAudit,
    P.productAudit,
    P.testKitAudit,
    P.laboratoryAudit,
    P.researchDataAudit,
    P.qualityAudit,
    P.customAdminister,
    P.orderAdminister,
    P.orderOversee,
    P.libraryManage,
    P.demandAdminister,
    P.contentManage,
    P.suggestionReply,
    P.serviceAudit,
  ],
  cloudHead: [P.consoleAccess, P.profileRead, P.profileUpdate, P.addressManage, P.favoriteManage, P.orderOversee, P.cloudAreaManage],
  regionHead: [P.consoleAccess, P.profileRead, P.profileUpdate, P.addressManage, P.favoriteManage, P.orderOversee, P.regionManage],
};

describe('defineAbilityFor', () => {
  it.each(ROLES)('grants %s exactly its permissions', (role) => {
    expect([...ROLE_PERMISSIONS[role]].sort()).toEqual([...EXPECTED[role]].sort());
    const ability = abilityOf(role, { companyId: 7 });
    for (const permission of ALL_PERMISSIONS) {
      const [subjectName, action] = splitPermission(permission);
      expect(allows(ability, permission), `${role} ${permission}`).toBe(EXPECTED[role].includes(permission));
      expect(ability.can(action, subjectName)).toBe(EXPECTED[role].includes(permission));
    }
  });

  it('grants nothing to a visitor', () => {
    const ability = defineAbilityFor(null);
    for (const permission of ALL_PERMISSIONS) expect(allows(ability, permission)).toBe(false);
  });

  it('ignores permission strings that are not in the contract', () => {
    const ability = defineAbilityFor({ id: 1, companyId: null, permissions: ['manage:all', 'address:*', ' address:manage'] });
    expect(ability.rules).toEqual([]);
    expect(ability.can('manage', 'all')).toBe(false);
    expect(ability.can('manage', 'address')).toBe(false);
  });

  it('limits owned rows to the owner', () => {
    const ability = abilityOf('individual', { id: 5 });
    expect(ability.can('manage', subject('address', { id: 1, userId: 5 }))).toBe(true);
    expect(ability.can('manage', subject('address', { id: 2, userId: 6 }))).toBe(false);
    expect(ability.can('read', subject('profile', { id: 5 }))).toBe(true);
    expect(ability.can('read', subject('profile', { id: 6 }))).toBe(false);
    expect(ability.can('update', subject('profile', { id: 6 }))).toBe(false);
  });

  it("limits company rows to the user's company", () => {
    const admin = abilityOf('enterpriseAdmin', { id: 3, companyId: 7 });
    expect(admin.can('manage', subject('company', { id: 7 }))).toBe(true);
    expect(admin.can('manage', subject('company', { id: 8 }))).toBe(false);
    for (const name of ['employee', 'group', 'companyOrder']) {
      expect(admin.can('manage', subject(name, { companyId: 7 })), name).toBe(true);
      expect(admin.can('manage', subject(name, { companyId: 8 })), name).toBe(false);
    }
    const employee = abilityOf('employee', { id: 4, companyId: 7 });
    expect(employee.can('read', subject('company', { id: 7 }))).toBe(true);
    expect(employee.can('read', subject('company', { id: 8 }))).toBe(false);
    expect(employee.can('manage', subject('employee', { companyId: 7 }))).toBe(false);
  });

  it('gives a company permission without a company no company rows', () => {
    const orphan = abilityOf('enterpriseAdmin', { id: 3, companyId: null });
    expect(orphan.can('manage', subject('company', { id: 1 }))).toBe(false);
    expect(orphan.can('manage', subject('employee', { companyId: null }))).toBe(false);
    expect(orphan.can('manage', subject('employee', { companyId: 1 }))).toBe(false);
  });

  it('does not scope subjects nobody owns', () => {
    const auditor = abilityOf('auditor', { id: 9 });
    expect(auditor.can('audit', subject('standard', { userId: 1, companyId: 2 }))).toBe(true);
  });

  it('is pure', () => {
    expect(abilityOf('enterpriseAdmin', { id: 3, companyId: 7 }).rules).toEqual(
      abilityOf('enterpriseAdmin', { id: 3, companyId: 7 }).rules,
    );
  });
});

describe('permissionsOfRoles', () => {
  it('unites the sets of several roles in the order of the contract', () => {
    const union = permissionsOfRoles(['laboratory', 'company']);
    expect(union).toEqual(ALL_PERMISSIONS.filter((p) => EXPECTED.laboratory.includes(p) || EXPECTED.company.includes(p)));
    expect(permissionsOfRoles([])).toEqual([]);
  });
});

describe('splitPermission', () => {
  it('splits subject and action', () => {
    expect(splitPermission('companyOrder:manage')).toEqual(['companyOrder', 'manage']);
  });
});
