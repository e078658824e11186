import { eq } from 'drizzle-orm';
import type { Role } from '@contract';
import type { Db } from '../client';
import { companies, meta, supervisorRegions, userRoles, users } from '../schema';
import { hashPassword } from '../../lib/password';

export const DEMO_PASSWORD = 'Atsteel-2026';

export interface DemoAccount {
  userName: string;
  mobile: string;
  role: Role;
  userType: 'individual' | 'company';
  company?: 'steel' | 'trading' | 'lab';
  realName: string;
}

/** One account per role (README lists them). The steel company has an administrator and an employee. */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  { userName: 'demo-individual', mobile: '13800000001', role: 'individual', userType: 'individual', realName: '李明' },
  { userName: 'demo-company', mobile: '13800000002', role: 'company', userType: 'company', company: 'trading', realName: '王芳' },
  { userName: 'demo-admin', mobile: '13800000003', role: 'enterpriseAdmin', userType: 'company', company: 'steel', realName: '张伟' },
  { userName: 'demo-employee', mobile: '13800000004', role: 'employee', userType: 'company', company: 'steel', realName: '刘洋' },
  { userName: 'demo-lab', mobile: '13800000005', role: 'laboratory', userType: 'company', company: 'lab', realName: '陈静' },
  { userName: 'demo-auditor', mobile: '13800000006', role: 'auditor', userType: 'individual', realName: '杨磊' },
  { userName: 'demo-cloudhead', mobile: '13800000007', role: 'cloudHead', userType: 'individual', realName: '赵强' },
  { userName: 'demo-regionhead', mobile: '13800000008', role: 'regionHead', userType: 'individual', realName: '孙丽' },
];

const DEMO_COMPANIES = {
  steel: { name: '演示钢铁有限公司', creditCode: '91310000MA1K4XX01E', industry: 'steel', contact: '张伟', email: 'contact@demo-steel.example' },
  trading: { name: '演示材料贸易有限公司', creditCode: null, industry: 'trade', contact: '王芳', email: 'contact@demo-trading.example' },
  lab: { name: '演示材料检测实验室', creditCode: null, industry: 'testing', contact: '陈静', email: 'lab@demo-lab.example' },
} as const;

const SEEDED = 'demoSeeded';

/** Demo companies and accounts, once per database (a later start keeps whatever users changed). */
export async function seedDemo(db: Db): Promise<boolean> {
  const done = await db.select().from(meta).where(eq(meta.key, SEEDED));
  if (done.length > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const companyIds: Record<string, number> = {};
    for (const [key, company] of Object.entries(DEMO_COMPANIES)) {
      const [row] = await tx.insert(companies).values(company).returning({ id: companies.id });
      companyIds[key] = row.id;
    }
    for (const account of DEMO_ACCOUNTS) {
      const [row] = await tx
        .insert(users)
        .values({
          userName: account.userName,
          mobile: account.mobile,
          realName: account.realName,
          passwordHash,
          userType: account.userType,
          companyId: account.company ? companyIds[account.company] : null,
        })
        .returning({ id: users.id });
      await tx.insert(userRoles).values({ userId: row.id, roleCode: account.role });
      // The demo regional head oversees the laboratories of East China.
      if (account.role === 'regionHead') await tx.insert(supervisorRegions).values({ userId: row.id, region: 'east' });
    }
    await tx.insert(meta).values({ key: SEEDED, value: new Date().toISOString() });
  });
  return true;
}
