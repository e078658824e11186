import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, inject, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { adminQuery, withDatabase } from '../../tests/support/database';
import { connectDatabase } from './client';
import { runMigrations } from './migrate';

const migrations = fileURLToPath(new URL('./migrations', import.meta.url));
const name = `atsteel_history_${randomBytes(6).toString('hex')}`;
const adminUrl = inject('pgAdminUrl');
let folder: string | undefined;

afterAll(async () => {
  await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
  if (folder) await rm(folder, { recursive: true, force: true });
});

/** The migrations folder as it stood before `tag` (journal cut there): a database of an older release. */
async function migrationsBefore(tag: string) {
  folder = await mkdtemp(path.join(tmpdir(), 'atsteel-migrations-'));
  await cp(migrations, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8'));
  const cut = journal.entries.findIndex((entry: { tag: string }) => entry.tag === tag);
  expect(cut).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, cut);
  await writeFile(journalFile, JSON.stringify(journal));
  return folder;
}

it('moves the enterprise-standard audit trail into the workflow history, with the states of each step', async () => {
  await adminQuery(adminUrl, `create database ${name}`);
  const database = connectDatabase(withDatabase(adminUrl, name), { max: 2 });
  try {
    await migrate(database.db, { migrationsFolder: await migrationsBefore('0008_workflow_history') });
    await database.db.execute(sql`
      with company as (insert into companies (name) values ('历史迁移测试公司') returning id),
        auditor as (insert into users (user_name, password_hash) values ('history-auditor', 'x') returning id),
        system as (insert into enterprise_standard_systems (company_id, name, code) select id, '体系', 'Q/HM' from company returning company_id),
        standard as (insert into enterprise_standards (company_id, number, name, year, issuer, country)
          select company_id, 'Q/HM 1', '迁移', 2025, '技术中心', 'CN' from system returning id, company_id),
        grade as (insert into enterprise_grades (standard_id, company_id, name) select id, company_id, 'HM1' from standard returning id, company_id)
      insert into enterprise_standard_audits (grade_id, company_id, action, reason, user_id, created_at)
      select grade.id, grade.company_id, step.action, step.reason, auditor.id, timestamptz '2026-01-01' + step.n * interval '1 hour'
      from grade, auditor,
        (values (1, 'submit', null), (2, 'reject', '缺少冲击值'), (3, 'submit', null), (4, 'approve', null), (5, 'repeal', null))
          as step (n, action, reason)`);

    await runMigrations(database.db);

    const steps = await database.db.execute<Record<string, unknown>>(sql`
      select subject, action, from_state, to_state, note, actor_id is not null as has_actor
      from workflow_history order by created_at, id`);
    expect(steps.rows).toEqual([
      { subject: 'enterpriseGrade', action: 'submit', from_state: 'draft', to_state: 'pending', note: null, has_actor: true },
      { subject: 'enterpriseGrade', action: 'reject', from_state: 'pending', to_state: 'rejected', note: '缺少冲击值', has_actor: true },
      { subject: 'enterpriseGrade', action: 'submit', from_state: 'rejected', to_state: 'pending', note: null, has_actor: true },
      { subject: 'enterpriseGrade', action: 'approve', from_state: 'pending', to_state: 'approved', note: null, has_actor: true },
      { subject: 'enterpriseGrade', action: 'repeal', from_state: 'approved', to_state: 'repealed', note: null, has_actor: true },
    ]);
    const old = await database.db.execute(sql`select to_regclass('enterprise_standard_audits') as name`);
    expect(old.rows[0].name).toBeNull();
  } finally {
    await database.close();
  }
});
