import { bigserial, index, integer, pgTable, primaryKey, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { companies, users } from './foundation';
import { at, belongsTo, createdAt } from './columns';

/**
 * SMS and e-mail codes. Only a hash of the code is kept; the rows are also the send counters of the limits
 * (per number and per client address), so the limits hold across server processes.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: varchar('channel', { length: 8 }).notNull(),
    target: varchar('target', { length: 200 }).notNull(),
    purpose: varchar('purpose', { length: 24 }).notNull(),
    /** The signed-in user who asked (changing one's own mobile or e-mail); null for public purposes. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    clientIp: varchar('client_ip', { length: 64 }),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    consumedAt: at('consumed_at'),
  },
  (t) => [
    index('verification_codes_target_idx').on(t.channel, t.target, t.createdAt),
    index('verification_codes_client_idx').on(t.clientIp, t.createdAt),
  ],
);

/** Image verification codes: one use, five minutes. Key and code are stored hashed. */
export const imageCodes = pgTable(
  'image_codes',
  {
    keyHash: varchar('key_hash', { length: 64 }).primaryKey(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [index('image_codes_expires_idx').on(t.expiresAt)],
);

/**
 * Wrong passwords per (account as typed, client address): each address earns its own growing delay, so a
 * stranger's failures never keep the owner out, and an unknown account is counted exactly like a known one.
 * The account is kept as a SHA-256, never as typed.
 */
export const loginThrottles = pgTable(
  'login_throttles',
  {
    accountHash: varchar('account_hash', { length: 64 }).notNull(),
    address: varchar('address', { length: 64 }).notNull(),
    failures: integer('failures').notNull().default(0),
    nextAttemptAt: at('next_attempt_at'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountHash, t.address] }), index('login_throttles_updated_idx').on(t.updatedAt)],
);

/** Messages of the outbox SMS and e-mail providers: the embedded demo delivers here (and to the log). */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: varchar('channel', { length: 8 }).notNull(),
    recipient: varchar('recipient', { length: 200 }).notNull(),
    subject: varchar('subject', { length: 200 }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_recipient_idx').on(t.recipient, t.id)],
);

/** One WeChat account per user, one user per WeChat account. */
export const wechatBindings = pgTable(
  'wechat_bindings',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    openid: varchar('openid', { length: 64 }).notNull(),
    unionid: varchar('unionid', { length: 64 }),
    nickname: varchar('nickname', { length: 64 }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('wechat_bindings_openid_idx').on(t.openid)],
);

/**
 * A WeChat QR authorization in progress (login, or binding from the profile): pending → confirmed (the
 * WeChat identity is known) → done; a first-time WeChat user's login goes through `bindPending` with a ticket.
 */
export const wechatAuthorizations = pgTable(
  'wechat_authorizations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    stateHash: varchar('state_hash', { length: 64 }).notNull(),
    purpose: varchar('purpose', { length: 8 }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 12 }).notNull().default('pending'),
    openid: varchar('openid', { length: 64 }),
    unionid: varchar('unionid', { length: 64 }),
    nickname: varchar('nickname', { length: 64 }),
    ticketHash: varchar('ticket_hash', { length: 64 }),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [
    uniqueIndex('wechat_authorizations_state_idx').on(t.stateHash),
    uniqueIndex('wechat_authorizations_ticket_idx').on(t.ticketHash),
    index('wechat_authorizations_expires_idx').on(t.expiresAt),
  ],
);

/** How a company came to the platform: its kind (general or light-node enterprise) and its registrant. */
export const companyRegistrations = pgTable('company_registrations', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  kind: varchar('kind', { length: 16 }).notNull(),
  registeredBy: integer('registered_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/** Which version of which agreement a user accepted, and when. */
export const agreementAcceptances = pgTable(
  'agreement_acceptances',
  {
    userId: belongsTo('user_id', () => users.id),
    agreementType: varchar('agreement_type', { length: 32 }).notNull(),
    version: varchar('version', { length: 16 }).notNull(),
    acceptedAt: at('accepted_at').notNull(),
    clientIp: varchar('client_ip', { length: 64 }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.agreementType, t.version] })],
);

/** Single-sign-on tokens already exchanged (each works once), kept until they expire. */
export const ssoTokenUses = pgTable(
  'sso_token_uses',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    usedAt: at('used_at').notNull(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [index('sso_token_uses_expires_idx').on(t.expiresAt)],
);
