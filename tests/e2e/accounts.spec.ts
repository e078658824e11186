import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { prefix, type Lang } from './helpers';
import { codeSentTo, freshMobile, outboxMark } from './outbox';

/**
 * Getting in and managing oneself, in both languages: registration (individual and company), mobile login,
 * password retrieval, the WeChat sandbox with its mobile binding, and password and mobile changes in
 * /my/info. SMS codes are read from the server's outbox, as the person running the demo reads them.
 */

const PASSWORD = 'Steel-Test-2026';
const AGREEMENTS = ['technicalService', 'user', 'privacy', 'platformService'];
let lastName = 0;
const freshUserName = (stem: string) => `${stem}${Date.now().toString(36)}${++lastName}`;

/** Clicks "get code" of a form and returns the code the outbox received for the number. */
async function sendCode(page: Page, mobile: string, button = page.getByTestId('sms-code-send')) {
  const mark = await outboxMark(mobile);
  await button.click();
  return codeSentTo(mobile, mark);
}

/** A valid unified social credit code (GB 32100-2015 check character computed). */
function creditCode(seed: number) {
  const CHARSET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
  const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
  const first17 = `9132050${String(seed % 10_000_000_000).padStart(10, '0')}`;
  const sum = [...first17].reduce((total, char, index) => total + CHARSET.indexOf(char) * WEIGHTS[index], 0);
  return first17 + CHARSET[(31 - (sum % 31)) % 31];
}

/** An individual registered through the API (for the tests that are about something else). */
async function registerByApi(request: APIRequestContext, lang: Lang = 'zh') {
  const mobile = freshMobile();
  const userName = freshUserName('e2e');
  const mark = await outboxMark(mobile);
  expect((await request.post('/atsteel/gateway/sendMobile', { data: { mobile, type: 'register' } })).ok()).toBe(true);
  const smsCode = await codeSentTo(mobile, mark);
  const response = await request.post('/atsteel/gateway/saveUserInfo', {
    headers: { 'accept-language': lang },
    data: {
      userType: 'individual',
      userName,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      mobile,
      smsCode,
      agreements: Object.fromEntries(AGREEMENTS.map((type) => [type, true])),
    },
  });
  expect(response.ok()).toBe(true);
  return { mobile, userName };
}

/** Ticks a checkbox (antd updates it a moment after the click). */
async function tick(checkbox: Locator) {
  await checkbox.click();
  await expect(checkbox).toBeChecked();
}
const tickAll = async (page: Page) => {
  for (const type of AGREEMENTS) await tick(page.getByTestId(`agree-${type}`));
};

const consoleHome = (lang: Lang) => new RegExp(`:\\d+${prefix(lang)}/my(\\?|$)`);

/** Moves the server's clock forward (ATSTEEL_TEST_CLOCK, set by serve.mjs) instead of waiting in real time. */
async function moveServerClock(request: APIRequestContext, seconds: number) {
  expect((await request.post('/__test/clock', { data: { advanceSeconds: seconds } })).ok()).toBe(true);
}

test.describe('registration', () => {
  test('an individual, in Chinese: code from the outbox, agreements read and ticked, then the console', async ({ page }) => {
    const userName = freshUserName('zhang');
    const mobile = freshMobile();
    await page.goto('/register');
    // Nothing filled: the form says what is missing, in Chinese.
    await page.getByTestId('register-submit').click();
    await expect(page.getByText('用户名不能为空')).toBeVisible();
    await expect(page.getByText('请阅读并勾选技术服务协议、用户协议、隐私政策和平台服务协议')).toBeVisible();

    await page.locator('#userName').fill(userName);
    await page.locator('#password').fill(PASSWORD);
    await page.locator('#confirmPassword').fill(`${PASSWORD}x`);
    await page.locator('#mobile').fill(mobile);
    await page.locator('#smsCode').fill(await sendCode(page, mobile));
    await expect(page.getByText('验证码已发送')).toBeVisible();
    await page.locator('#realName').fill('张工');

    // The privacy policy's text comes from the server.
    await page.getByTestId('agreement-link-privacy').click();
    await expect(page.getByTestId('agreement-text')).toContainText('个人信息保护法');
    await page.getByRole('button', { name: /关\s*闭/ }).click();
    await tickAll(page);

    await page.getByTestId('register-submit').click();
    await expect(page.getByText('两次输入的密码不一致')).toBeVisible();
    await page.locator('#confirmPassword').fill(PASSWORD);
    await page.getByTestId('register-submit').click();

    await expect(page).toHaveURL(consoleHome('zh'));
    await expect(page.getByText('注册成功')).toBeVisible();
    await expect(page.getByRole('heading', { name: `您好，${userName}` })).toBeVisible();
    await expect(page.getByTestId('menu-info')).toHaveText(/个人信息/);
  });

  test('a light-node company, in English: the registrant is its enterprise administrator', async ({ page }) => {
    const userName = freshUserName('acme');
    const mobile = freshMobile();
    await page.goto('/en/register');
    await page.locator('.ant-radio-button-wrapper', { hasText: 'Company' }).click();
    await page.locator('.ant-radio-wrapper', { hasText: 'Light-node enterprise' }).click();
    await expect(page.getByText('Joins the data-sharing network in a lightweight way')).toBeVisible();
    await page.locator('#userName').fill(userName);
    await page.locator('#password').fill(PASSWORD);
    await page.locator('#confirmPassword').fill(PASSWORD);
    await page.locator('#mobile').fill(mobile);
    await page.locator('#smsCode').fill(await sendCode(page, mobile));
    await page.locator('#companyName').fill('Jiangsu Example Special Steel Co., Ltd.');
    // A credit code with a wrong check character is refused in the browser already.
    const code = creditCode(Date.now());
    await page.locator('#creditCode').fill(code.slice(0, 17) + (code[17] === '0' ? '1' : '0'));
    // The credit code's error may move the form while the list opens: pick from the open list once it stands.
    await expect(async () => {
      await page.locator('#industry').click();
      await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByTitle('Iron and steel', { exact: true }).click({ timeout: 3_000 });
      await expect(page.locator('#industry').locator('xpath=ancestor::div[contains(@class,"ant-select")][1]')).toContainText('Iron and steel', { timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await page.locator('#contact').fill('Wu Lei');
    await page.locator('#email').fill('wu.lei@');
    await tickAll(page);
    await page.getByTestId('register-submit').click();
    await expect(page.getByText('Please enter a valid 18-character unified social credit code')).toBeVisible();
    await expect(page.getByText('Please Input the correct email address')).toBeVisible();

    await page.locator('#creditCode').fill(code);
    await page.locator('#email').fill('wu.lei@example.com');
    await page.getByTestId('register-submit').click();
    await expect(page).toHaveURL(consoleHome('en'));
    await expect(page.getByText('Registration successful')).toBeVisible();
    await expect(page.locator('.at-console-home')).toContainText('Enterprise administrator');
    await expect(page.locator('.at-console-home')).toContainText('Jiangsu Example Special Steel Co., Ltd.');
  });

  test('refuses a taken user name and a registered mobile number', async ({ page }) => {
    await page.goto('/en/register');
    await page.locator('#userName').fill('demo-company');
    await page.locator('#mobile').fill('13800000002');
    await page.getByTestId('sms-code-send').click();
    await expect(page.locator('.ant-message').getByText('This mobile number has been registered')).toBeVisible();
    await page.getByTestId('register-submit').click();
    await expect(page.getByText('This user name is already taken')).toBeVisible();
  });
});

test.describe('mobile login', () => {
  for (const [lang, mobile, userName, welcome] of [
    ['zh', '13800000001', 'demo-individual', '您好，demo-individual'],
    ['en', '13800000006', 'demo-auditor', 'Hello, demo-auditor'],
  ] as const) {
    test(`logs ${userName} in with an SMS code (${lang})`, async ({ page }) => {
      await page.goto(`${prefix(lang)}/login`);
      await page.getByRole('tab', { name: lang === 'zh' ? '手机验证码登录' : 'Log in with SMS code' }).click();
      await page.getByTestId('sms-code-send').click();
      await expect(page.getByText(lang === 'zh' ? '手机号不能为空' : 'Mobile number is required')).toBeVisible();
      await page.locator('#mobile').fill(mobile);
      await page.locator('#smsCode').fill(await sendCode(page, mobile));
      await page.getByTestId('mobile-login-submit').click();
      await expect(page).toHaveURL(consoleHome(lang));
      await expect(page.getByRole('heading', { name: welcome })).toBeVisible();
    });
  }

  test('refuses a number without an account; /login22 registers it at its first login', async ({ page }) => {
    const mobile = freshMobile();
    await page.goto('/en/login');
    await page.getByRole('tab', { name: 'Log in with SMS code' }).click();
    await page.locator('#mobile').fill(mobile);
    await page.getByTestId('sms-code-send').click();
    await expect(page.locator('.ant-message').getByText('This mobile number is not registered')).toBeVisible();

    await page.goto('/en/login22');
    await expect(page.getByRole('tab', { name: 'Log in with SMS code', selected: true })).toBeVisible();
    await page.locator('#mobile').fill(mobile);
    await page.locator('#smsCode').fill(await sendCode(page, mobile));
    await page.getByTestId('mobile-login-submit').click();
    await expect(page.getByText('Please read and tick the technical service, user, privacy and platform service agreements')).toBeVisible();
    await tick(page.getByTestId('agree-all'));
    await page.getByTestId('mobile-login-submit').click();
    await expect(page).toHaveURL(consoleHome('en'));
    await expect(page.getByRole('heading', { name: /^Hello, user_[0-9a-f]{12}$/ })).toBeVisible();
  });
});

test.describe('WeChat sandbox login', () => {
  for (const lang of ['zh', 'en'] as const) {
    test(`a first-time WeChat user confirms on another tab and binds a new mobile (${lang})`, async ({ page, context }) => {
      const text =
        lang === 'zh'
          ? { tab: '微信扫码登录', confirm: '确认授权', confirmed: '已确认登录', bound: '微信绑定成功', welcome: /^您好，wx_/ }
          : { tab: 'WeChat QR code', confirm: 'Confirm', confirmed: 'Login confirmed', bound: 'WeChat bound', welcome: /^Hello, wx_/ };
      const nickname = `e2e-${lang}-${Date.now()}`;
      await page.goto(`${prefix(lang)}/login`);
      await page.getByRole('tab', { name: text.tab }).click();
      await expect(page.getByTestId('wechat-qr').locator('img')).toHaveAttribute('src', /^data:image\/png;base64,/);
      const link = await page.getByTestId('wechat-sandbox-link').getAttribute('href');
      expect(link).toMatch(new RegExp(`${prefix(lang)}/wxSandbox\\?state=`));

      // "Another device": a second tab opens the QR code's address and confirms as a sandbox WeChat user.
      const phone = await context.newPage();
      await phone.goto(link!);
      await phone.locator('#nickname').fill(nickname);
      await phone.getByTestId('wx-sandbox-confirm').click();
      await expect(phone.getByTestId('wx-sandbox-done')).toContainText(text.confirmed);
      await phone.close();

      // The login page notices by itself and asks a first-time WeChat user for a mobile number.
      await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/wxBind`));
      const mobile = freshMobile();
      await page.locator('#mobile').fill(mobile);
      await page.locator('#smsCode').fill(await sendCode(page, mobile));
      await tick(page.getByTestId('agree-all'));
      await page.getByTestId('wx-bind-submit').click();
      await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/wxSuccess`));
      await expect(page.getByTestId('wx-success')).toContainText(text.bound);
      await expect(page.getByTestId('wx-success')).toContainText(nickname);
      await page.getByTestId('wx-success-continue').click();
      await expect(page).toHaveURL(consoleHome(lang));
      await expect(page.getByRole('heading', { name: text.welcome })).toBeVisible();
    });
  }
});

const INFO_TEXT = {
  zh: {
    active: '生效中',
    mobileTitle: '更换手机号',
    mobileChanged: '手机号已更换',
    passwordTitle: '修改密码',
    wrongOld: '当前密码错误',
    changed: '密码已修改，请重新登录',
  },
  en: {
    active: 'Active',
    mobileTitle: 'Change mobile number',
    mobileChanged: 'Mobile number changed',
    passwordTitle: 'Change password',
    wrongOld: 'The current password is wrong',
    changed: 'Password changed. Please log in again',
  },
};

for (const lang of ['zh', 'en'] as const) {
  test(`personal information (${lang}): change the mobile number, then the password`, async ({ page, request }) => {
    const text = INFO_TEXT[lang];
    const { userName } = await registerByApi(request, lang);
    await page.goto(`${prefix(lang)}/login`);
    await page.locator('#account').fill(userName);
    await page.locator('#password').fill(PASSWORD);
    await page.getByTestId('login-submit').click();
    await expect(page).toHaveURL(consoleHome(lang));
    await page.getByTestId('menu-info').click();
    await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/my/info`));
    await expect(page.getByTestId('info-basic')).toContainText(userName);
    await expect(page.getByTestId('info-basic')).toContainText(text.active);

    await test.step('the mobile number, with a code sent to the new one', async () => {
      const newMobile = freshMobile();
      await page.getByTestId('info-change-mobile').click();
      const dialog = page.getByRole('dialog', { name: text.mobileTitle });
      await dialog.locator('#mobileChange_mobile').fill(newMobile);
      await dialog.locator('#mobileChange_smsCode').fill(await sendCode(page, newMobile, dialog.getByTestId('new-mobile-code-send')));
      await dialog.getByTestId('mobile-change-submit').click();
      await expect(page.getByText(text.mobileChanged)).toBeVisible();
      await expect(page.getByTestId('info-mobile')).toHaveText(`${newMobile.slice(0, 3)}****${newMobile.slice(7)}`);
    });

    await test.step('the password: every session ends, the new one works', async () => {
      await page.getByTestId('info-change-password').click();
      const dialog = page.getByRole('dialog', { name: text.passwordTitle });
      await dialog.locator('#passwordChange_oldPassword').fill('Not-my-password-1');
      await dialog.locator('#passwordChange_password').fill('Changed-2026');
      await dialog.locator('#passwordChange_confirmPassword').fill('Changed-2026');
      await dialog.getByTestId('password-change-submit').click();
      await expect(page.locator('.ant-message').getByText(text.wrongOld)).toBeVisible();
      await dialog.locator('#passwordChange_oldPassword').fill(PASSWORD);
      await dialog.getByTestId('password-change-submit').click();
      await expect(page.getByText(text.changed)).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`:\\d+${prefix(lang)}/login`));

      await page.locator('#account').fill(userName);
      await page.locator('#password').fill('Changed-2026');
      await page.getByTestId('login-submit').click();
      await expect(page).toHaveURL(consoleHome(lang));
    });
  });
}

const RETRIEVAL_TEXT = {
  zh: {
    wait: /^操作过于频繁，请 \d+ 秒后再获取验证码$/,
    policy: '密码为 8–32 位，至少包含一个字母和一个数字，只能使用字母、数字和符号，不能有空格',
    reset: '密码已重置，请使用新密码登录',
  },
  en: {
    wait: /^Please wait \d+ seconds before requesting another code$/,
    policy: 'Password: 8–32 characters with at least one letter and one digit; letters, digits and symbols only, no spaces',
    reset: 'Your password has been reset. Please log in with the new password',
  },
};

/**
 * A number gets one code a minute: the account's number has just had its registration code, so the page first
 * shows that limit; then the server's clock moves a minute on and the code comes.
 */
for (const lang of ['zh', 'en'] as const) {
  test(`password retrieval (${lang}), then login with the new password`, async ({ page }) => {
    const text = RETRIEVAL_TEXT[lang];
    const { mobile, userName } = await registerByApi(page.request, lang);
    await page.goto(`${prefix(lang)}/login`);
    await page.getByTestId('forgot-password').click();
    await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/password$`));
    await page.locator('#mobile').fill(mobile);
    await page.getByTestId('sms-code-send').click();
    await expect(page.getByText(text.wait)).toBeVisible();
    await moveServerClock(page.request, 61);
    await page.locator('#smsCode').fill(await sendCode(page, mobile));
    await page.locator('#password').fill('short');
    await page.locator('#confirmPassword').fill('short');
    await page.getByTestId('password-submit').click();
    await expect(page.locator('.ant-form-item-explain-error')).toHaveText([text.policy]);
    await page.locator('#password').fill('Renewed-2026');
    await page.locator('#confirmPassword').fill('Renewed-2026');
    await page.getByTestId('password-submit').click();
    await expect(page.getByText(text.reset)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`:\\d+${prefix(lang)}/login$`));

    await page.locator('#account').fill(userName);
    await page.locator('#password').fill('Renewed-2026');
    await page.getByTestId('login-submit').click();
    await expect(page).toHaveURL(consoleHome(lang));
  });
}
