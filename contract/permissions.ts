/**
 * Roles and permission names (`<subject>:<action>`). The database maps roles to permission sets
 * (seeded from ROLE_PERMISSIONS); the login check returns a user's list; browser and server build
 * the same CASL ability from it (see ability.ts).
 */
export const ROLES = [
  'individual',
  'company',
  'enterpriseAdmin',
  'employee',
  'laboratory',
  'auditor',
  'cloudHead',
  'regionHead',
] as const;
export type Role = (typeof ROLES)[number];
/** Who may call an endpoint: anyone, any signed-in user, or holders of one permission. */
export type Access = 'public' | 'user' | Permission;

export const PERMISSIONS = {
  consoleAccess: 'console:access',
  profileRead: 'profile:read',
  profileUpdate: 'profile:update',
  addressManage: 'address:manage',
  favoriteManage: 'favorite:manage',
  companyRead: 'company:read',
  companyManage: 'company:manage',
  employeeManage: 'employee:manage',
  groupManage: 'group:manage',
  companyOrderManage: 'companyOrder:manage',
  recommendedProductManage: 'recommendedProduct:manage',
  enterpriseStandardManage: 'enterpriseStandard:manage',
  laboratoryOperate: 'laboratory:operate',
  standardAudit: 'standard:audit',
  productAudit: 'product:audit',
  testKitAudit: 'testKit:audit',
  laboratoryAudit: 'laboratory:audit',
  researchDataAudit: 'researchData:audit',
  /** Review applications for the quality ranking (issue 17). */
  qualityAudit: 'quality:audit',
  /** Keep R&D projects and their data sets (a company's people); not 'researchData:manage', which CASL would read as every researchData action, audit included. */
  researchDataManage: 'researchProject:manage',
  orderAdminister: 'order:administer',
  /** Work the customization orders: formal review, offers, contracts, milestones (issue 18). */
  customAdminister: 'custom:administer',
  /** Keep the platform's content (issue 19): news, help, pages, banners, home sections, industry pages, questionnaires, document templates. */
  contentManage: 'content:manage',
  /** Answer users' suggestions (issue 19). */
  suggestionReply: 'suggestion:reply',
  /** Publish the company's service offers in the service hall (issue 19). */
  serviceOfferManage: 'serviceOffer:manage',
  /** Review service offers before they are public (issue 19). */
  serviceAudit: 'service:audit',
  /** See and steer detection orders: every laboratory's (platform, cloud detection area head) or a region's (regional head). */
  orderOversee: 'order:oversee',
  libraryManage: 'library:manage',
  demandAdminister: 'demand:administer',
  cloudAreaManage: 'cloudArea:manage',
  regionManage: 'region:manage',
} as const;
export type Permission = (typeof PERMISSIONS)[keyof typeof PERMISSIONS];
export const ALL_PERMISSIONS = Object.values(PERMISSIONS) as Permission[];

const P = PERMISSIONS;
const SIGNED_IN: Permission[] = [P.consoleAccess, P.profileRead, P.profileUpdate, P.addressManage, P.favoriteManage];

export const ROLE_PERMISSIONS: Record<Role, Permission[]> = {
  individual: [...SIGNED_IN],
  // A company user is its company's single account: basic information yes, employees and groups no.
  company: [
    ...SIGNED_IN,
    P.companyRead,
    P.companyManage,
    P.recommendedProductManage,
    P.enterpriseStandardManage,
    P.researchDataManage,
    P.serviceOfferManage,
  ],
  enterpriseAdmin: [
    ...SIGNED_IN,
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
  employee: [...SIGNED_IN, P.companyRead, P.researchDataManage],
  laboratory: [...SIGNED_IN, P.laboratoryOperate],
  auditor: [
    ...SIGNED_IN,
    P.standardAudit,
    P.productAudit,
    P.testKitAudit,
    P.laboratoryAudit,
    P.researchDataAudit,
    P.qualityAudit,
    P.orderAdminister,
    P.customAdminister,
    P.orderOversee,
    P.libraryManage,
    P.demandAdminister,
    P.contentManage,
    P.suggestionReply,
    P.serviceAudit,
  ],
  cloudHead: [...SIGNED_IN, P.cloudAreaManage, P.orderOversee],
  regionHead: [...SIGNED_IN, P.regionManage, P.orderOversee],
};

export const isPermission = (value: string): value is Permission =>
  (ALL_PERMISSIONS as string[]).includes(value);

/** The union of the permissions of several roles, in a stable order. */
export function permissionsOfRoles(roles: readonly Role[], table = ROLE_PERMISSIONS): Permission[] {
  const granted = new Set(roles.flatMap((role) => table[role] ?? []));
  return ALL_PERMISSIONS.filter((permission) => granted.has(permission));
}
