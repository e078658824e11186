import { createMongoAbility, type MongoAbility, type MongoQuery, type Subject } from '@casl/ability';
import { isPermission, type Permission } from './permissions';

/**
 * The CASL ability shared by browser and server. A permission `<subject>:<action>` grants the action on
 * the subject; for subjects that belong to someone, only on the rows the user owns or shares a company with.
 * Pure: the same input always gives the same ability.
 */
export interface AbilityUser {
  id: number;
  companyId: number | null;
  permissions: readonly string[];
}
/** Subjects are type names or rows tagged with `subject('address', row)` from @casl/ability. */
export type AppAbility = MongoAbility<[string, Subject], MongoQuery>;

type Scope = (user: AbilityUser) => MongoQuery | undefined;
const ownRows: Scope = (user) => ({ userId: user.id });
const companyRows: Scope = (user) => (user.companyId === null ? { companyId: -1 } : { companyId: user.companyId });

/** Row scopes per subject; subjects not listed are not owned by anyone (catalogues, audit queues). */
export const SUBJECT_SCOPES: Partial<Record<string, Scope>> = {
  profile: (user) => ({ id: user.id }),
  address: ownRows,
  favorite: ownRows,
  company: (user) => (user.companyId === null ? { id: -1 } : { id: user.companyId }),
  employee: companyRows,
  group: companyRows,
  companyOrder: companyRows,
  recommendedProduct: companyRows,
  enterpriseStandard: companyRows,
};

export function defineAbilityFor(user: AbilityUser | null): AppAbility {
  const rules: { action: string; subject: string; conditions?: MongoQuery }[] = [];
  for (const permission of user?.permissions ?? []) {
    if (!isPermission(permission)) continue;
    const [subject, action] = splitPermission(permission);
    const scope = SUBJECT_SCOPES[subject];
    const conditions = scope && user ? scope(user) : undefined;
    rules.push(conditions ? { action, subject, conditions } : { action, subject });
  }
  return createMongoAbility(rules);
}

export function splitPermission(permission: Permission): [subject: string, action: string] {
  const [subject, action] = permission.split(':');
  return [subject, action];
}

/** Whether the ability allows a permission on some row (function-level check). */
export const allows = (ability: AppAbility, permission: Permission) => {
  const [subject, action] = splitPermission(permission);
  return ability.can(action, subject);
};
