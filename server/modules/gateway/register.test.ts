import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { API, ROLE_PERMISSIONS, creditCodeCheckChar, type RegisterInput } from '@contract';
import { createTestApp, uniqueIp, type TestApp } from '../../../tests/support/app';
import { fakeClock } from '../../../tests/support/clock';
import { latestCode, uniqueMobile } from '../../../tests/support/outbox';

const { sendMobile, saveUserInfo } = API.gateway;
const { checkLogin, login } = API.loginCustom;
const clock = fakeClock(new Date('2026-01-31T10:00:00.000Z'));
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t?.close());

const ALL_AGREED = { technicalService: true, user: true, privacy: true, platformService: true } as const;
const PASSWORD = 'Steel-2026x';

/** A valid unified social credit code with a fresh body (the check character computed). */
let lastCompany = 0;
function creditCode() {
  const first17 = `91110108MA${String(++lastCompany).padStart(7, '0')}`;
  return first17 + creditCodeCheckChar(first17)!;
}

let lastUser = 0;
/** A registration with a code sent to a fresh number (codes go to the outbox; the test reads them there). */
async function registration(overrides: Partial<RegisterInput> = {}): Promise<RegisterInput> {
  const mobile = overrides.mobile ?? uniqueMobile();
  await t.call(sendMobile, { mobile, type: 'register' }, { ip: uniqueIp() });
  return {
    userType: 'individual',
    userName: `steel_user${++lastUser}`,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    mobile,
    smsCode: await latestCode(t.db, mobile).catch(() => '000000'),
    agreements: ALL_AGREED,
    ...overrides,
  };
}

const register = (input: unknown, lang: 'zh' | 'en' = 'en') => t.call(saveUserInfo, input, { lang, ip: uniqueIp() });

describe('registering an individual', () => {
  it('creates the account, logs it in, and gives it one month of free data privilege', async () => {
    const input = await registration({ realName: '周杰' });
    const { status, body } = await register(input);
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: 200, msg: 'Registration successful', data: { userName: input.userName, userType: 'individual' } });

    const check = await t.call(checkLogin, {}, { token: body.data.token });
    expect(check.body.data.roles).toEqual(['individual']);
    expect(check.body.data.permission).toEqual([...ROLE_PERMISSIONS.individual].sort());

    const [row] = (
      await t.db.execute<{ privilege_until: Date; real_name: string; mobile: string }>(
        sql`select privilege_until, real_name, mobile from users where user_name = ${input.userName}`,
      )
    ).rows;
    // 31 January + one month: the end of February.
    expect(new Date(row.privilege_until).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(row).toMatchObject({ real_name: '周杰', mobile: input.mobile });

    const again = await t.call(login, { account: input.userName, password: PASSWORD }, { ip: uniqueIp() });
    expect(again.status).toBe(200);
    const byMobile = await t.call(login, { account: input.mobile, password: PASSWORD }, { ip: uniqueIp() });
    expect(byMobile.status).toBe(200);
  });

  it('keeps the agreements it accepted, with their version', async () => {
    const input = await registration();
    await register(input);
    const accepted = await t.db.execute<{ agreement_type: string; version: string }>(sql`
      select a.agreement_type, a.version from agreement_acceptances a join users u on u.id = a.user_id
       where u.user_name = ${input.userName} order by a.agreement_type`);
    expect(accepted.rows).toEqual(
      ['platformService', 'privacy', 'technicalService', 'user'].map((agreement_type) => ({ agreement_type, version: '2026-11' })),
    );
  });

  it('uses the SMS code once', async () => {
    const input = await registration();
    expect((await register(input)).status).toBe(200);
    const second = await register({ ...input, userName: `${input.userName}b` });
    expect(second.status).toBe(409);
    expect(second.body.msg).toBe('This mobile number has been registered');
  });
});

describe('registration refuses', () => {
  it('two different passwords', async () => {
    const input = await registration({ confirmPassword: `${PASSWORD}!` });
    const en = await register(input);
    expect(en.status).toBe(400);
    expect(en.body.msg).toBe('The Two Passwords Are Inconsistent');
    expect(en.body.data).toMatchObject({ fields: [{ field: 'confirmPassword', msg: 'The Two Passwords Are Inconsistent' }] });
    expect((await register(input, 'zh')).body.msg).toBe('两次输入的密码不一致');
  });

  it.each(['short1', 'onlyletters', '12345678', 'has space 1', 'x'.repeat(31) + '123'])('the password %j', async (password) => {
    const input = await registration({ password, confirmPassword: password });
    const { status, body } = await register(input);
    expect(status).toBe(400);
    expect(body.msg).toBe(
      'Password: 8–32 characters with at least one letter and one digit; letters, digits and symbols only, no spaces',
    );
  });

  it.each([
    ['a mobile number', '13912345678'],
    ['digits', '20260101'],
    ['too short', 'abc'],
    ['a space', 'steel user'],
    ['Chinese', '钢铁用户'],
  ])('a user name that is %s', async (_, userName) => {
    const { status, body } = await register(await registration({ userName }));
    expect(status).toBe(400);
    expect(body.msg).toBe('User name: 4–32 letters, digits, _ or -, starting with a letter');
  });

  it('a user name already taken, in any case', async () => {
    for (const userName of ['demo-company', 'Demo-Company']) {
      const { status, body } = await register(await registration({ userName }), 'zh');
      expect(status).toBe(409);
      expect(body.msg).toBe('该用户名已被使用');
    }
  });

  it('a mobile number already registered, before any code is checked', async () => {
    const { status, body } = await register({ ...(await registration()), mobile: '13800000004', smsCode: '123456' });
    expect(status).toBe(409);
    expect(body.msg).toBe('This mobile number has been registered');
  });

  it('a wrong SMS code, or one sent for another purpose', async () => {
    const input = await registration();
    const wrong = input.smsCode === '000000' ? '111111' : '000000';
    expect((await register({ ...input, smsCode: wrong })).body.msg).toBe('The verification code is wrong or has expired');

    const mobile = uniqueMobile();
    await t.call(sendMobile, { mobile, type: 'loginOrRegister' }, { ip: uniqueIp() });
    const code = await latestCode(t.db, mobile);
    const { status } = await register({ ...(await registration()), mobile, smsCode: code });
    expect(status).toBe(400);
  });

  it.each([
    ['none', undefined],
    ['one missing', { technicalService: true, user: true, privacy: true }],
    ['one false', { ...ALL_AGREED, platformService: false }],
  ])('agreements: %s ticked', async (_, agreements) => {
    const { status, body } = await register({ ...(await registration()), agreements });
    expect(status).toBe(400);
    expect(body.msg).toBe('Please read and tick the technical service, user, privacy and platform service agreements');
  });

  it('leaves nothing behind when refused', async () => {
    const input = await registration({ confirmPassword: 'different-1' });
    await register(input);
    const rows = await t.db.execute(sql`select count(*)::int as n from users where mobile = ${input.mobile}`);
    expect(rows.rows[0]).toEqual({ n: 0 });
  });
});

describe('registering a company', () => {
  const company = (overrides: Record<string, unknown> = {}) => ({
    kind: 'general',
    name: '华东特钢新材料有限公司',
    creditCode: creditCode(),
    industry: 'steel',
    contact: '吴磊',
    email: 'wu.lei@example.com',
    ...overrides,
  });

  it('creates the company and makes the registrant its enterprise administrator', async () => {
    const details = company({ kind: 'lightNode', creditCode: creditCode().toLowerCase() });
    const input = await registration({ userType: 'company', company: details as never });
    const { status, body } = await register(input);
    expect(status).toBe(200);
    const check = await t.call(checkLogin, {}, { token: body.data.token });
    expect(check.body.data).toMatchObject({
      roles: ['enterpriseAdmin'],
      userInfo: { userType: 'company' },
      extendUserInfo: { companyName: '华东特钢新材料有限公司', isCompanyUser: true },
    });
    expect(check.body.data.permission).toContain('employee:manage');
    const [row] = (
      await t.db.execute(sql`
        select c.credit_code, c.industry, c.contact, c.email, r.kind, r.registered_by = u.id as by_registrant, u.email as user_email
          from users u join companies c on c.id = u.company_id join company_registrations r on r.company_id = c.id
         where u.user_name = ${input.userName}`)
    ).rows;
    expect(row).toEqual({
      credit_code: String(details.creditCode).toUpperCase(),
      industry: 'steel',
      contact: '吴磊',
      email: 'wu.lei@example.com',
      kind: 'lightNode',
      by_registrant: true,
      user_email: 'wu.lei@example.com',
    });
  });

  it('checks the credit code by its check character', async () => {
    const valid = creditCode();
    const wrongCheck = valid.slice(0, 17) + (valid[17] === 'A' ? 'B' : 'A');
    for (const code of [wrongCheck, '91110108MA0000001', 'not-a-code', '91110108MA000000IO']) {
      const { status, body } = await register(await registration({ userType: 'company', company: company({ creditCode: code }) as never }));
      expect(status).toBe(400);
      expect(body.msg).toBe('Please enter a valid 18-character unified social credit code');
    }
  });

  it('refuses a credit code already registered', async () => {
    const input = await registration({ userType: 'company', company: company({ creditCode: '91310000MA1K4XX01E' }) as never });
    const { status, body } = await register(input, 'zh');
    expect(status).toBe(409);
    expect(body.msg).toBe('该统一社会信用代码的企业已注册');
  });

  it.each([
    ['no company at all', undefined, 'Company name is required'],
    ['no name', { name: ' ' }, 'Company name is required'],
    ['no credit code', { creditCode: '' }, 'Unified social credit code is required'],
    ['an unknown industry', { industry: 'mining-bitcoin' }, 'Please choose an industry'],
    ['no contact', { contact: '' }, 'Contact person is required'],
    ['a bad e-mail', { email: 'wu.lei@' }, 'Please Input the correct email address'],
    ['no kind', { kind: undefined }, 'Please choose the kind of enterprise'],
  ])('refuses %s', async (_, overrides, message) => {
    const details = overrides === undefined ? undefined : company(overrides);
    const { status, body } = await register(await registration({ userType: 'company', company: details as never }));
    expect(status).toBe(400);
    expect(body.msg).toBe(message);
  });
});
