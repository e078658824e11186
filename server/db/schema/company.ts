import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { companies, users } from './foundation';
import { at, belongsTo, createdAt } from './columns';

/** A company's groups (spec §3 Group: name, sort). Deleting one leaves its employees in the company, ungrouped. */
export const companyGroups = pgTable(
  'company_groups',
  {
    id: serial('id').primaryKey(),
    companyId: belongsTo('company_id', () => companies.id),
    name: varchar('name', { length: 50 }).notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('company_groups_name_idx').on(t.companyId, t.name),
    index('company_groups_order_idx').on(t.companyId, t.sort, t.id),
  ],
);

/**
 * What a company keeps about one of its people (users.company_id says who belongs where): the name the
 * company knows them by, their group, and whether the company created the account (only those it may delete).
 * Accounts without a row (e.g. the registrant) count as not created by the company and ungrouped.
 */
export const companyMembers = pgTable(
  'company_members',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: belongsTo('company_id', () => companies.id),
    groupId: integer('group_id').references(() => companyGroups.id, { onDelete: 'set null' }),
    fullName: varchar('full_name', { length: 50 }).notNull(),
    createdByCompany: boolean('created_by_company').notNull().default(false),
    joinedAt: at('joined_at').notNull().defaultNow(),
  },
  (t) => [index('company_members_group_idx').on(t.companyId, t.groupId)],
);

/** An existing account asked to join a company: pending until its owner accepts or declines, or the company withdraws it. */
export const companyInvitations = pgTable(
  'company_invitations',
  {
    id: serial('id').primaryKey(),
    companyId: belongsTo('company_id', () => companies.id),
    userId: belongsTo('user_id', () => users.id),
    groupId: integer('group_id').references(() => companyGroups.id, { onDelete: 'set null' }),
    fullName: varchar('full_name', { length: 50 }).notNull(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    status: varchar('status', { length: 12 }).notNull().default('pending'),
    createdAt: createdAt(),
    answeredAt: at('answered_at'),
  },
  (t) => [
    uniqueIndex('company_invitations_pending_idx').on(t.companyId, t.userId).where(sql`${t.status} = 'pending'`),
    index('company_invitations_user_idx').on(t.userId, t.status),
    index('company_invitations_company_idx').on(t.companyId, t.status, t.id),
  ],
);
