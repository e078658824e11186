import { bigint, index, integer, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { companies, users } from './foundation';

/**
 * Uploaded files (issue 6): the bytes live in the storage adapter under `id`; this row says what they are and
 * whose. Who may read one is decided by what uses it (e.g. an approved product's picture is public).
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    /** Random, so ids cannot be guessed; also the storage key. */
    id: uuid('id').primaryKey(),
    /** 'productPicture' | 'attachment' (contract UPLOAD_PURPOSES). */
    purpose: varchar('purpose', { length: 24 }).notNull(),
    /** The name the browser gave, for downloads only (never a path). */
    name: varchar('name', { length: 255 }).notNull(),
    /** Detected from the content, not from the name. */
    contentType: varchar('content_type', { length: 128 }).notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    /** The uploader's company at upload time: its members may use and read the file. */
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stored_files_company_idx').on(t.companyId), index('stored_files_uploader_idx').on(t.uploadedBy)],
);
