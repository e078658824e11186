import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { connectDatabase } from '../../server/db/client';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../server/db/embedded';
import { prepareDatabase } from '../../server/db/prepare';
import { adminQuery, withDatabase } from './database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A superuser connection to the `postgres` database of the test server. */
    pgAdminUrl: string;
    /** Migrated and seeded (reference + demo) database that each test file copies. */
    pgTemplate: string;
  }
}

/**
 * One PostgreSQL for the whole `api` run: TEST_DATABASE_URL when set, else an embedded server in a fresh
 * temporary folder. Migrations and seeds run once, into a template that every test file copies.
 */
export default async function setup(project: TestProject) {
  const template = `atsteel_tpl_${randomBytes(4).toString('hex')}`;
  let embedded: EmbeddedDatabase | undefined;
  let tempDir: string | undefined;
  let adminUrl = process.env.TEST_DATABASE_URL;

  const teardown = async () => {
    if (embedded) await embedded.stop().catch(() => undefined);
    else if (adminUrl) await adminQuery(adminUrl, `drop database if exists ${template} with (force)`).catch(() => undefined);
    if (tempDir) await rm(tempDir, { recursive: true, force: true });
  };

  try {
    if (adminUrl) {
      await adminQuery(adminUrl, `create database ${template}`);
    } else {
      tempDir = await mkdtemp(path.join(tmpdir(), 'atsteel-test-pg-'));
      // As root the cluster runs as the `postgres` user, which must be able to reach its folder.
      await chmod(tempDir, 0o755);
      embedded = await startEmbeddedPostgres(tempDir, { database: template });
      adminUrl = withDatabase(embedded.url, 'postgres');
      // A throwaway cluster: durability only costs time here.
      await adminQuery(
        adminUrl,
        'alter system set fsync = off',
        'alter system set synchronous_commit = off',
        'alter system set full_page_writes = off',
        'select pg_reload_conf()',
      );
    }

    const database = connectDatabase(withDatabase(adminUrl, template));
    try {
      await prepareDatabase(database.db, { demo: true });
    } finally {
      // A template can only be copied while nobody is connected to it.
      await database.close();
    }
  } catch (error) {
    await teardown();
    throw error;
  }

  project.provide('pgAdminUrl', adminUrl);
  project.provide('pgTemplate', template);
  return teardown;
}
