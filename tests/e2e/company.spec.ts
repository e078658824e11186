import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { creditCodeCheckChar } from '../../contract/creditCode';
import { bodyRows, dialog, loginThroughForm, prefix, type Lang } from './helpers';
import { codeSentTo, freshMobile, outboxMark, textSentTo } from './outbox';

/**
 * Company people end to end, in each language: demo-admin makes a group and adds an employee with a new mobile
 * number to it; the employee logs in with the password from the SMS and sees only the employee menu. The
 * administrator transfer runs on a company registered here (demo-admin stays administrator for other files):
 * its administrator adds an employee, hands over the role with a confirmation, and then sees the employee menu.
 * An existing user invited by mobile accepts in the personal centre.
 */

const GROUPS = '/my/enterpriseInformationManagement/packetInformationManagement';
const EMPLOYEES = '/my/companyEmployee';
const PASSWORD = 'Steel-Test-2026';
const TEXT = {
  zh: {
    newGroup: '新建分组',
    addEmployee: '添加员工',
    save: /保\s*存|确\s*定/,
    saved: '保存成功',
    created: '账号已开通，密码已通过短信发送',
    employee: '员工',
    transferred: '管理员身份已转让，请重新登录',
    noAuthority: '暂无权限',
    invited: '邀请已发送，对方接受后加入',
    accept: /接\s*受/,
    joined: '您已加入该企业',
  },
  en: {
    newGroup: 'New group',
    addEmployee: 'Add employee',
    save: /Save|OK/,
    saved: 'Saved successfully',
    created: 'Account opened: the password was sent by SMS',
    employee: 'Employee',
    transferred: 'The administrator role has been transferred. Please log in again',
    noAuthority: 'Temporarily without authority',
    invited: 'Invitation sent: the person joins after accepting it',
    accept: 'Accept',
    joined: 'You have joined the company',
  },
} as const;
/** The initial password in the account-opening SMS, in either language. */
const SMS_PASSWORD = /(?:password|密码) ([A-Za-z0-9]+)/;

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

async function login(page: Page, lang: Lang, account: string, password: string) {
  await page.goto(`${prefix(lang)}/login`);
  await page.locator('#account').fill(account);
  await page.locator('#password').fill(password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(new RegExp(`:\\d+${prefix(lang)}/my(\\?|$)`));
}

/** The employee menu: company information yes, people and groups no. */
async function expectEmployeeMenu(page: Page) {
  await expect(page.getByTestId('menu-basicInformationManagement')).toBeVisible();
  await expect(page.getByTestId('menu-employeeInformationManagement')).toHaveCount(0);
  await expect(page.getByTestId('menu-packetInformationManagement')).toHaveCount(0);
}

async function createGroup(page: Page, lang: Lang, name: string) {
  await page.goto(`${prefix(lang)}${GROUPS}`);
  await page.getByTestId('group-create').click();
  const modal = dialog(page, TEXT[lang].newGroup);
  await modal.getByTestId('group-name').fill(name);
  await modal.getByRole('button', { name: TEXT[lang].save }).click();
  await expect(bodyRows(page).getByRole('cell', { name, exact: true })).toBeVisible();
}

/** Adds someone with a new mobile number (optionally into a group) and answers the password their SMS carries. */
async function addEmployee(page: Page, lang: Lang, fullName: string, group?: string) {
  const mobile = freshMobile();
  const mark = await outboxMark(mobile);
  await page.goto(`${prefix(lang)}${EMPLOYEES}`);
  await page.getByTestId('employee-create').click();
  const modal = dialog(page, TEXT[lang].addEmployee);
  await modal.getByTestId('employee-full-name').fill(fullName);
  await modal.getByTestId('employee-mobile').fill(mobile);
  if (group) {
    await modal.getByTestId('employee-group').click();
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByTitle(group).click();
  }
  await modal.getByRole('button', { name: TEXT[lang].save }).click();
  await expect(page.getByText(TEXT[lang].created)).toBeVisible();
  const row = bodyRows(page).filter({ hasText: fullName });
  await expect(row).toContainText(mobile);
  if (group) await expect(row).toContainText(group);
  return { mobile, row, password: await textSentTo(mobile, SMS_PASSWORD, mark) };
}

/**
 * An account registered through the API: a company of its own (its registrant the administrator, so demo-admin
 * stays administrator for other files) or an individual. Answers the user name and mobile number.
 */
async function registerAccount(request: APIRequestContext, lang: Lang, userType: 'company' | 'individual') {
  const mobile = freshMobile();
  const mark = await outboxMark(mobile);
  await request.post('/atsteel/gateway/sendMobile', { data: { mobile, type: 'register' } });
  const first17 = `9132050${String(Date.now() % 10_000_000_000).padStart(10, '0')}`;
  const userName = `${userType}${stamp()}`;
  const company = {
    kind: 'general',
    name: `人员测试公司 ${userName}`,
    creditCode: first17 + creditCodeCheckChar(first17),
    industry: 'steel',
    contact: '吴磊',
    email: 'wu.lei@example.com',
  };
  const response = await request.post('/atsteel/gateway/saveUserInfo', {
    headers: { 'accept-language': lang },
    data: {
      userType,
      userName,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      mobile,
      smsCode: await codeSentTo(mobile, mark),
      agreements: { technicalService: true, user: true, privacy: true, platformService: true },
      ...(userType === 'company' ? { company } : {}),
    },
  });
  expect((await response.json()).code).toBe(200);
  return { userName, mobile, companyName: company.name };
}

async function inNewPage<T>(browser: Browser, lang: Lang, work: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ locale: lang === 'zh' ? 'zh-CN' : 'en-US' });
  try {
    return await work(await context.newPage());
  } finally {
    await context.close();
  }
}


for (const lang of ['zh', 'en'] as const) {
  test(`the administrator adds an employee to a group, who then sees only the employee menu (${lang})`, async ({ page, browser }) => {
    const group = `${lang === 'zh' ? '质检部' : 'Quality'} ${stamp()}`;
    const fullName = `${lang === 'zh' ? '郑爽' : 'Zheng Shuang'} ${stamp()}`;
    await loginThroughForm(page, 'demo-admin', { lang });
    await expect(page.getByTestId('menu-employeeInformationManagement')).toBeVisible();
    await createGroup(page, lang, group);
    const added = await addEmployee(page, lang, fullName, group);

    await inNewPage(browser, lang, async (employeePage) => {
      await login(employeePage, lang, added.mobile, added.password);
      await expectEmployeeMenu(employeePage);
      // The people page itself is closed to an employee, whatever the address.
      await employeePage.goto(`${prefix(lang)}${EMPLOYEES}`);
      await expect(employeePage.getByText(TEXT[lang].noAuthority)).toBeVisible();
      await employeePage.goto(`${prefix(lang)}/my`);
      await employeePage.getByTestId('menu-basicInformationManagement').click();
      await expect(employeePage.getByTestId('company-read-only')).toContainText('演示钢铁有限公司');
      await expect(employeePage.getByText(group, { exact: true })).toBeVisible();
    });
  });

  test(`the administrator transfers the role after confirming and becomes an employee (${lang})`, async ({ page, request, browser }) => {
    const { userName: admin } = await registerAccount(request, lang, 'company');
    await login(page, lang, admin, PASSWORD);
    const successor = await addEmployee(page, lang, `${lang === 'zh' ? '接班人' : 'Successor'} ${stamp()}`);

    await successor.row.getByRole('button', { name: lang === 'zh' ? '设为管理员' : 'Make administrator' }).click();
    await page.getByTestId('transfer-confirm').click();
    // The toast and the redirect to the sign-in page happen together: watch for both at once, so neither is missed.
    await Promise.all([
      expect(page.getByText(TEXT[lang].transferred)).toBeVisible(),
      expect(page).toHaveURL(new RegExp(`${prefix(lang)}/login`)),
    ]);

    await login(page, lang, admin, PASSWORD);
    await expectEmployeeMenu(page);
    await expect(page.locator('.at-console-home')).toContainText(TEXT[lang].employee);
    await inNewPage(browser, lang, async (successorPage) => {
      await login(successorPage, lang, successor.mobile, successor.password);
      await expect(successorPage.getByTestId('menu-employeeInformationManagement')).toBeVisible();
    });
  });

  test(`an existing user invited by mobile accepts in the personal centre and gets the employee menu (${lang})`, async ({ page, request, browser }) => {
    const company = await registerAccount(request, lang, 'company');
    const person = await registerAccount(request, lang, 'individual');
    await login(page, lang, company.userName, PASSWORD);
    await page.goto(`${prefix(lang)}${EMPLOYEES}`);
    await page.getByTestId('employee-create').click();
    const modal = dialog(page, TEXT[lang].addEmployee);
    await modal.getByTestId('employee-full-name').fill('周杰');
    await modal.getByTestId('employee-mobile').fill(person.mobile);
    await modal.getByRole('button', { name: TEXT[lang].save }).click();
    await expect(page.getByText(TEXT[lang].invited)).toBeVisible();
    await expect(page.getByTestId('employee-invitations')).toContainText(person.mobile);

    await inNewPage(browser, lang, async (personPage) => {
      await login(personPage, lang, person.userName, PASSWORD);
      await expect(personPage.getByTestId('menu-basicInformationManagement')).toHaveCount(0);
      const invitations = personPage.getByTestId('my-invitations');
      await expect(invitations).toContainText(company.companyName);
      await invitations.getByRole('button', { name: TEXT[lang].accept }).click();
      await expect(personPage.getByText(TEXT[lang].joined)).toBeVisible();
      await expectEmployeeMenu(personPage);
      await expect(personPage.locator('.at-console-home')).toContainText(company.companyName);
    });
    await page.reload();
    await expect(bodyRows(page).filter({ hasText: '周杰' })).toContainText(person.mobile);
  });
}
