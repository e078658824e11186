import { sql } from 'drizzle-orm';
import { API, creditCodeCheckChar, type CompanyBasicInput } from '@contract';
import { uniqueIp, type TestApp } from '../../../tests/support/app';
import { latestCode, outboxOf, uniqueMobile } from '../../../tests/support/outbox';

/** Test helpers of the company module: a second company registered through the API, SMS read from the outbox. */
const PASSWORD = 'Steel-2026';

let serial = 0;
/** A valid unified social credit code no other test used. */
function freshCreditCode(): string {
  serial += 1;
  const first17 = `914403005${String(process.pid % 1000).padStart(3, '0')}${String(serial).padStart(5, '0')}`;
  return first17 + creditCodeCheckChar(first17)!;
}

export const basicInformation = (overrides: Partial<CompanyBasicInput> = {}): CompanyBasicInput => ({
  name: '测试钢铁有限公司',
  creditCode: freshCreditCode(),
  industry: 'steel',
  contact: '周杰',
  email: 'contact@test-steel.example',
  ...overrides,
});

/** Registers a company whose registrant becomes its enterprise administrator; answers the administrator's token. */
export async function registerCompany(t: TestApp, name: string) {
  const mobile = uniqueMobile();
  await t.call(API.gateway.sendMobile, { mobile, type: 'register' }, { ip: uniqueIp() });
  const userName = `admin_${mobile}`;
  const { status, body } = await t.call(
    API.gateway.saveUserInfo,
    {
      userType: 'company',
      userName,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      mobile,
      smsCode: await latestCode(t.db, mobile),
      agreements: { technicalService: true, user: true, privacy: true, platformService: true },
      company: { kind: 'general', ...basicInformation({ name }) },
    },
    { ip: uniqueIp() },
  );
  if (status !== 200) throw new Error(`registration failed: ${body.msg}`);
  return { token: body.data.token as string, userName, mobile, userId: await userIdOf(t, userName) };
}

export async function userIdOf(t: TestApp, userName: string): Promise<number> {
  const { rows } = await t.db.execute<{ id: number }>(sql`select id from users where user_name = ${userName}`);
  return rows[0].id;
}

/** The initial password in the newest SMS to a mobile (the account-opening message). */
export async function smsPassword(t: TestApp, mobile: string): Promise<string> {
  const [message] = await outboxOf(t.db, mobile);
  const password = /(?:password|密码) ([A-Za-z0-9]+)/.exec(message?.body ?? '')?.[1];
  if (!password) throw new Error(`no password in the outbox for ${mobile}`);
  return password;
}

export async function login(t: TestApp, account: string, password: string) {
  const { status, body } = await t.call(API.loginCustom.login, { account, password }, { ip: uniqueIp() });
  if (status !== 200) throw new Error(`login of ${account} failed: ${body.msg}`);
  return body.data.token as string;
}

export const rolesOf = async (t: TestApp, token: string) => (await t.call(API.loginCustom.checkLogin, {}, { token })).body.data.roles;
