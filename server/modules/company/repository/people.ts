import { sql, type SQL } from 'drizzle-orm';
import type { Employee, EmployeeRole } from '@contract';
import type { Db } from '../../../db/client';
import type { DbOrTx } from '../../accounts/db';

/**
 * Reading a company's people: the accounts whose users.company_id is the company (never another's), with
 * the name and group the company keeps for them. Accounts without a company_members row (e.g. the
 * registrant) show their real name or user name and no group.
 */
interface Row extends Record<string, unknown> {
  id: number;
  userName: string;
  fullName: string;
  mobile: string | null;
  groupId: number | null;
  groupName: string | null;
  role: EmployeeRole | null;
  createdByCompany: boolean;
  joinTime: Date | string;
}

const toEmployee = (row: Row): Employee => ({
  id: row.id,
  userName: row.userName,
  fullName: row.fullName,
  mobile: row.mobile,
  groupId: row.groupId,
  groupName: row.groupName,
  // A member without a company role (e.g. a laboratory account of the company) is listed as an employee.
  role: row.role ?? 'employee',
  createdByCompany: row.createdByCompany,
  joinTime: new Date(row.joinTime).toISOString(),
});

function select(where: SQL) {
  return sql`
    select u.id, u.user_name as "userName", coalesce(m.full_name, u.real_name, u.user_name) as "fullName", u.mobile,
           m.group_id as "groupId", g.name as "groupName",
           (select r.role_code from user_roles r where r.user_id = u.id
               and r.role_code in ('enterpriseAdmin', 'company', 'employee') limit 1) as role,
           coalesce(m.created_by_company, false) as "createdByCompany", coalesce(m.joined_at, u.created_at) as "joinTime"
      from users u
      left join company_members m on m.user_id = u.id and m.company_id = u.company_id
      left join company_groups g on g.id = m.group_id
     where not u.disabled and ${where}`;
}

export interface PeopleQuery {
  pageNum: number;
  pageSize: number;
  keyword?: string;
  groupId?: number;
}

/** The company's people, administrator first, then by joining. */
export async function listPeople(db: Db, companyId: number, query: PeopleQuery) {
  const filters = [sql`u.company_id = ${companyId}`];
  if (query.keyword) {
    const keyword = query.keyword.toLowerCase();
    filters.push(sql`(strpos(lower(coalesce(m.full_name, u.real_name, '')), ${keyword}) > 0
      or strpos(coalesce(u.mobile, ''), ${keyword}) > 0 or strpos(lower(u.user_name), ${keyword}) > 0)`);
  }
  if (query.groupId !== undefined) filters.push(sql`m.group_id = ${query.groupId}`);
  const where = sql.join(filters, sql` and `);
  const [page, totals] = await Promise.all([
    db.execute<Row>(sql`select * from (${select(where)}) p
      order by (p.role = 'enterpriseAdmin') desc nulls last, p."joinTime", p.id
      limit ${query.pageSize} offset ${(query.pageNum - 1) * query.pageSize}`),
    db.execute<{ total: number | string }>(sql`select count(*) as total from (${select(where)}) p`),
  ]);
  return { list: page.rows.map(toEmployee), total: Number(totals.rows[0].total), pageNum: query.pageNum, pageSize: query.pageSize };
}

/** One person of the company; undefined for someone of another company, or nobody. */
export async function findPerson(db: DbOrTx, companyId: number, userId: number): Promise<Employee | undefined> {
  const { rows } = await db.execute<Row>(select(sql`u.company_id = ${companyId} and u.id = ${userId}`));
  return rows[0] ? toEmployee(rows[0]) : undefined;
}
