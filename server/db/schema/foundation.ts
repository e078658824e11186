import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, updatedAt } from './columns';

/** Reference data: roles (names are `roles.<code>` in the locales) and their permission sets. */
export const roles = pgTable('roles', {
  code: varchar('code', { length: 32 }).primaryKey(),
});

export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleCode: varchar('role_code', { length: 32 })
      .notNull()
      .references(() => roles.code, { onDelete: 'cascade' }),
    permission: varchar('permission', { length: 64 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleCode, t.permission] })],
);

/** Console menu entries (titles are `menu.<key>` in locales/<lang>/console.json); shown to holders of `permission`. */
export const menus = pgTable('menus', {
  key: varchar('key', { length: 64 }).primaryKey(),
  parentKey: varchar('parent_key', { length: 64 }),
  path: varchar('path', { length: 200 }).notNull(),
  icon: varchar('icon', { length: 64 }),
  sort: integer('sort').notNull().default(0),
  permission: varchar('permission', { length: 64 }).notNull(),
});

export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 200 }).notNull(),
  creditCode: varchar('credit_code', { length: 18 }).unique(),
  industry: varchar('industry', { length: 100 }),
  contact: varchar('contact', { length: 50 }),
  email: varchar('email', { length: 200 }),
  subAccountLimit: integer('sub_account_limit').notNull().default(20),
  isStandardSystem: boolean('is_standard_system').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    userName: varchar('user_name', { length: 64 }).notNull().unique(),
    mobile: varchar('mobile', { length: 20 }).unique(),
    email: varchar('email', { length: 200 }),
    realName: varchar('real_name', { length: 50 }),
    passwordHash: text('password_hash').notNull(),
    userType: varchar('user_type', { length: 16 }).notNull().default('individual'),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    language: varchar('language', { length: 2 }).notNull().default('zh'),
    privilegeUntil: timestamp('privilege_until', { withTimezone: true }),
    disabled: boolean('disabled').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('users_company_idx').on(t.companyId)],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: belongsTo('user_id', () => users.id),
    roleCode: varchar('role_code', { length: 32 })
      .notNull()
      .references(() => roles.code),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleCode] })],
);

/** Sessions: only the SHA-256 of the opaque token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    userId: belongsTo('user_id', () => users.id),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: varchar('ip', { length: 64 }),
    userAgent: varchar('user_agent', { length: 300 }),
  },
  (t) => [uniqueIndex('sessions_token_hash_idx').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

export const visits = pgTable(
  'visits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    visitorToken: varchar('visitor_token', { length: 36 }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    platform: varchar('platform', { length: 8 }).notNull(),
    source: varchar('source', { length: 200 }).notNull(),
    url: varchar('url', { length: 2048 }).notNull(),
    path: varchar('path', { length: 512 }).notNull(),
    ip: varchar('ip', { length: 64 }),
    userAgent: varchar('user_agent', { length: 300 }),
    createdAt: createdAt(),
  },
  (t) => [
    index('visits_created_idx').on(t.createdAt),
    index('visits_visitor_idx').on(t.visitorToken),
    index('visits_path_idx').on(t.path),
  ],
);

export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    userId: belongsTo('user_id', () => users.id),
    consignee: varchar('consignee', { length: 50 }).notNull(),
    telephone: varchar('telephone', { length: 24 }).notNull(),
    location: varchar('location', { length: 9 }).array().notNull(),
    locationName: varchar('location_name', { length: 100 }).notNull(),
    detail: varchar('detail', { length: 200 }).notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId, t.id),
    uniqueIndex('addresses_one_default_idx').on(t.userId).where(sql`${t.isDefault}`),
  ],
);

/** Key/value facts about this database (e.g. whether demo data was seeded). */
export const meta = pgTable('meta', {
  key: varchar('key', { length: 64 }).primaryKey(),
  value: text('value').notNull(),
  updatedAt: updatedAt(),
});

/**
 * Request counts per client and route for @fastify/rate-limit (server/plugins/rateLimitStore.ts), shared by
 * every server process on the database. Rows whose window has ended are reset on the next request and
 * swept now and then.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: varchar('key', { length: 300 }).primaryKey(),
    count: integer('count').notNull(),
    windowEnds: timestamp('window_ends', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_window_idx').on(t.windowEnds)],
);
