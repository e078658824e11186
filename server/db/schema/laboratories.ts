import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, unique, uuid, varchar } from 'drizzle-orm/pg-core';
import { companies, users } from './foundation';
import { storedFiles } from './files';
import { paymentOrders } from './payments';
import { detectionItems } from './catalogue';
import { at, belongsTo, createdAt, updatedAt } from './columns';

export interface QualificationRow {
  /** CMA, CNAS or other. */
  kind: string;
  number: string;
  /** The certificate's scan. */
  fileId: string | null;
}

/** Opening hours per ISO weekday (1 Monday … 7 Sunday): 'HH:mm' ranges in Asia/Shanghai time. */
export type WeeklyHoursRow = Record<string, { start: string; end: string }[]>;

const fileRef = (name: string) => uuid(name).references(() => storedFiles.id, { onDelete: 'set null' });
const fileIds = (name: string) => jsonb(name).$type<string[]>().notNull().default(sql`'[]'::jsonb`);

/**
 * A laboratory's entry application and, once an auditor approves it, the published laboratory (one per lab
 * company). States: draft → pending (submitted, locked) → approved | rejected (reason; edit and submit again);
 * the history is in workflow_history (subject 'laboratory').
 */
export const laboratories = pgTable(
  'laboratories',
  {
    id: serial('id').primaryKey(),
    companyId: belongsTo('company_id', () => companies.id).unique(),
    applicantId: integer('applicant_id').references(() => users.id, { onDelete: 'set null' }),
    state: varchar('state', { length: 16 }).notNull().default('draft'),
    name: varchar('name', { length: 100 }).notNull().default(''),
    introduction: text('introduction').notNull().default(''),
    logoId: fileRef('logo_id'),
    brochureId: fileRef('brochure_id'),
    contactName: varchar('contact_name', { length: 50 }).notNull().default(''),
    contactPhone: varchar('contact_phone', { length: 30 }).notNull().default(''),
    city: varchar('city', { length: 50 }).notNull().default(''),
    /** contract REGIONS: the regional centre whose head oversees its orders. */
    region: varchar('region', { length: 16 }),
    address: varchar('address', { length: 200 }).notNull().default(''),
    qualifications: jsonb('qualifications').$type<QualificationRow[]>().notNull().default(sql`'[]'::jsonb`),
    /** Service-capability files (at most 5). */
    capabilityFileIds: fileIds('capability_file_ids'),
    /** Other attachments (at most 5, 50 MB each). */
    attachmentIds: fileIds('attachment_ids'),
    rejectReason: text('reject_reason'),
    submittedAt: at('submitted_at'),
    reviewedAt: at('reviewed_at'),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    publishedAt: at('published_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('laboratories_state_idx').on(t.state, t.submittedAt), index('laboratories_public_idx').on(t.publishedAt.desc(), t.id).where(sql`${t.state} = 'approved'`)],
);

/** A detection or preparation item a laboratory offers: its standard method, price (fen) and cycle (working days). */
export const laboratoryCapabilities = pgTable(
  'laboratory_capabilities',
  {
    id: serial('id').primaryKey(),
    laboratoryId: belongsTo('laboratory_id', () => laboratories.id),
    /** The catalogue item it offers (cloud testing orders it); null for an item outside the catalogue. */
    itemId: integer('item_id').references(() => detectionItems.id, { onDelete: 'set null' }),
    /** detection | preparation */
    kind: varchar('kind', { length: 16 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    standardMethod: varchar('standard_method', { length: 200 }).notNull(),
    price: integer('price').notNull(),
    cycleDays: smallint('cycle_days').notNull(),
    description: text('description').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('laboratory_capabilities_lab_idx').on(t.laboratoryId, t.id), index('laboratory_capabilities_item_idx').on(t.itemId), check('laboratory_capabilities_price', sql`${t.price} >= 0 and ${t.cycleDays} > 0`)],
);

/**
 * An instrument of a laboratory (remote research's "equipment"): described in the application; once the lab is
 * approved it sets when it may be booked (weekly hours, slot length, price per hour, closed dates).
 */
export const laboratoryInstruments = pgTable(
  'laboratory_instruments',
  {
    id: serial('id').primaryKey(),
    laboratoryId: belongsTo('laboratory_id', () => laboratories.id),
    name: varchar('name', { length: 100 }).notNull(),
    model: varchar('model', { length: 100 }).notNull(),
    maker: varchar('maker', { length: 100 }).notNull().default(''),
    /** contract EQUIPMENT_TYPES (SEM, XRD, tensile …). */
    typeCode: varchar('type_code', { length: 32 }).notNull(),
    specifications: text('specifications').notNull().default(''),
    photoId: fileRef('photo_id'),
    /** Bookable time; null until the laboratory configures it. */
    openHours: jsonb('open_hours').$type<WeeklyHoursRow>(),
    slotMinutes: smallint('slot_minutes'),
    /** Fen per hour. */
    hourlyPrice: integer('hourly_price'),
    /** 'YYYY-MM-DD' dates (Asia/Shanghai) on which nothing may be booked. */
    closedDates: jsonb('closed_dates').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('laboratory_instruments_lab_idx').on(t.laboratoryId, t.id), index('laboratory_instruments_type_idx').on(t.typeCode)],
);

/**
 * A booking of an instrument (remote research appointment and its order). The time [starts_at, ends_at) of the
 * bookings of one instrument that are not cancelled never overlap: an exclusion constraint in migration 0011
 * (btree_gist) enforces it, whatever the concurrency. States in contract BOOKING_STATES; history in
 * workflow_history (subject 'booking').
 */
export const equipmentBookings = pgTable(
  'equipment_bookings',
  {
    id: serial('id').primaryKey(),
    bookingNo: varchar('booking_no', { length: 24 }).notNull().unique(),
    instrumentId: integer('instrument_id')
      .notNull()
      .references(() => laboratoryInstruments.id),
    laboratoryId: integer('laboratory_id')
      .notNull()
      .references(() => laboratories.id),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    state: varchar('state', { length: 16 }).notNull().default('waiting'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** Fen, computed by the server from the hourly price (the lab may propose another when it responds). */
    price: integer('price').notNull(),
    sampleName: varchar('sample_name', { length: 100 }).notNull(),
    sampleCount: integer('sample_count').notNull(),
    contactName: varchar('contact_name', { length: 50 }).notNull(),
    contactPhone: varchar('contact_phone', { length: 30 }).notNull(),
    address: varchar('address', { length: 200 }).notNull().default(''),
    remarks: text('remarks').notNull().default(''),
    /** The lab answers within one working day. */
    responseDeadline: at('response_deadline').notNull(),
    responseNote: text('response_note'),
    respondedAt: at('responded_at'),
    paymentOrderId: integer('payment_order_id').references(() => paymentOrders.id, { onDelete: 'set null' }),
    paidAt: at('paid_at'),
    cancelReason: text('cancel_reason'),
    evaluationStars: smallint('evaluation_stars'),
    evaluationText: text('evaluation_text'),
    evaluatedAt: at('evaluated_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('equipment_bookings_user_idx').on(t.userId, t.createdAt.desc(), t.id),
    index('equipment_bookings_lab_idx').on(t.laboratoryId, t.state, t.createdAt.desc(), t.id),
    index('equipment_bookings_instrument_idx').on(t.instrumentId, t.startsAt),
    // The every-minute sweep of bookings whose time began before they were paid.
    index('equipment_bookings_unpaid_idx').on(t.startsAt).where(sql`${t.state} in ('waiting', 'responded')`),
    check('equipment_bookings_time', sql`${t.endsAt} > ${t.startsAt}`),
    check('equipment_bookings_price', sql`${t.price} > 0 and ${t.sampleCount} > 0`),
  ],
);

/** What a laboratory records on a booking: service logs (the customer sees them) and experiment records (results, seen after payment). */
export const bookingRecords = pgTable(
  'booking_records',
  {
    id: serial('id').primaryKey(),
    bookingId: belongsTo('booking_id', () => equipmentBookings.id),
    /** log | experiment */
    kind: varchar('kind', { length: 16 }).notNull(),
    text: text('text').notNull(),
    fileIds: fileIds('file_ids'),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('booking_records_booking_idx').on(t.bookingId, t.kind, t.createdAt)],
);

/** A research demand: a user without a specific instrument describes the work; laboratories answer with quotes. */
export const researchDemands = pgTable(
  'research_demands',
  {
    id: serial('id').primaryKey(),
    demandNo: varchar('demand_no', { length: 24 }).notNull().unique(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    title: varchar('title', { length: 100 }).notNull(),
    /** What to do, in the user's words. */
    description: text('description').notNull(),
    material: varchar('material', { length: 100 }).notNull(),
    sampleCount: integer('sample_count').notNull(),
    equipmentType: varchar('equipment_type', { length: 32 }),
    wishedDate: date('wished_date'),
    /** Fen; null when the user gives none. */
    budget: integer('budget'),
    contactName: varchar('contact_name', { length: 50 }).notNull(),
    contactPhone: varchar('contact_phone', { length: 30 }).notNull(),
    attachmentIds: fileIds('attachment_ids'),
    /** contract DEMAND_STATES */
    state: varchar('state', { length: 16 }).notNull().default('open'),
    closeReason: text('close_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('research_demands_user_idx').on(t.userId, t.createdAt.desc(), t.id),
    index('research_demands_state_idx').on(t.state, t.createdAt.desc(), t.id),
  ],
);

/** A laboratory's quote for a demand (one per laboratory and demand). */
export const researchDemandQuotes = pgTable(
  'research_demand_quotes',
  {
    id: serial('id').primaryKey(),
    demandId: belongsTo('demand_id', () => researchDemands.id),
    laboratoryId: belongsTo('laboratory_id', () => laboratories.id),
    price: integer('price').notNull(),
    days: smallint('days').notNull(),
    note: text('note').notNull().default(''),
    /** offered | accepted | declined | paid (contract researchDemand) */
    state: varchar('state', { length: 16 }).notNull().default('offered'),
    paymentOrderId: integer('payment_order_id').references(() => paymentOrders.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [unique('research_demand_quotes_one_idx').on(t.demandId, t.laboratoryId), index('research_demand_quotes_lab_idx').on(t.laboratoryId, t.createdAt.desc())],
);

/**
 * What an approved laboratory publishes about itself (`kind`): service cases, processing drawings, its testers
 * and engineers, and its documents. One table, the fields each kind uses; the contract says which are required.
 */
export const laboratoryPublications = pgTable(
  'laboratory_publications',
  {
    id: serial('id').primaryKey(),
    laboratoryId: belongsTo('laboratory_id', () => laboratories.id),
    /** case | drawing | person | document */
    kind: varchar('kind', { length: 16 }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    /** A case's industry, a drawing's standard, a person's position, a document's category. */
    subtitle: varchar('subtitle', { length: 200 }).notNull().default(''),
    summary: text('summary').notNull().default(''),
    body: text('body').notNull().default(''),
    pictureId: fileRef('picture_id'),
    fileId: fileRef('file_id'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('laboratory_publications_kind_idx').on(t.kind, t.createdAt.desc(), t.id),
    index('laboratory_publications_lab_idx').on(t.laboratoryId, t.kind, t.createdAt.desc()),
  ],
);
