import { expect, test, type Locator, type Page } from '@playwright/test';
import { pngImage } from '../support/files';
import { choose, openPopover, signedIn, type Lang } from './helpers';

/**
 * Content and community end to end, one journey per test:
 * - the platform's administrator (demo-auditor, zh) writes a news article in both languages with a cover and a
 *   picture in its body and publishes it; an English visitor finds it on the home page and reads it;
 * - a user (demo-individual, en) sends a suggestion; the administrator (zh) replies; the user sees the unread
 *   notice in the header and the message centre, and the reply under the suggestion;
 * - a company's administrator (demo-admin, zh) publishes a service; the administrator (en) approves it in /my/serviceCheck; a
 *   Chinese visitor finds it in the service hall and opens it.
 * Sanitising, fallback languages, permissions and the workflow rules are tested at the API level in
 * server/modules/content, community and serviceHall.
 */

const stamp = () => `${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1000)}`;
const png = (name: string, rgb: [number, number, number]) => ({ name, mimeType: 'image/png', buffer: pngImage(48, rgb) });

/** An <img> that loaded (not a broken picture). */
async function expectLoaded(image: Locator) {
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
}

async function visitor(page: Page, lang: Lang) {
  const context = await page.context().browser()!.newContext({ locale: lang === 'en' ? 'en-US' : 'zh-CN' });
  return context.newPage();
}

test('zh administrator publishes news with pictures; an English visitor reads it from the home page', async ({ browser }) => {
  const id = stamp();
  const titleZh = `材料平台新闻 ${id}`;
  const titleEn = `Platform news ${id}`;
  const admin = await signedIn(browser, 'demo-auditor', 'zh');
  await admin.goto('/my/administration/content?tab=news');
  await admin.getByTestId('content-create').click();
  await admin.getByTestId('content-cover').locator('input[type=file]').setInputFiles(png('cover.png', [200, 60, 30]));
  await expectLoaded(admin.getByTestId('content-cover').locator('img').first());
  await admin.getByTestId('content-title-zh').fill(titleZh);
  await admin.getByTestId('content-summary-zh').fill('中文摘要');
  const bodyZh = admin.getByTestId('content-body-zh');
  await bodyZh.getByRole('textbox').fill('正文第一段。');
  await bodyZh.locator('input[type=file]').setInputFiles(png('figure.png', [20, 120, 220]));
  await expectLoaded(bodyZh.locator('.at-richtext-body img'));
  await admin.getByRole('tab', { name: 'English' }).click();
  await admin.getByTestId('content-title-en').fill(titleEn);
  await admin.getByTestId('content-summary-en').fill('English summary');
  const bodyEn = admin.getByTestId('content-body-en');
  await bodyEn.getByRole('textbox').fill('The first paragraph.');
  await bodyEn.locator('input[type=file]').setInputFiles(png('figure-en.png', [20, 220, 120]));
  await expectLoaded(bodyEn.locator('.at-richtext-body img'));
  await admin.getByTestId('content-publish').click();
  const row = admin.getByTestId('content-table-news').getByRole('row').filter({ hasText: titleZh });
  await expect(row).toContainText('已发布');

  const reader = await visitor(admin, 'en');
  await reader.goto('/en');
  const news = reader.getByTestId('home-news');
  await expect(news).toContainText(titleEn);
  await news.getByRole('link', { name: titleEn }).click();
  await expect(reader).toHaveURL(/\/en\/other\/journalismDetail/);
  const article = reader.getByTestId('content-article');
  await expect(article.getByRole('heading', { level: 1 })).toHaveText(titleEn);
  await expect(article).toContainText('The first paragraph.');
  await expectLoaded(article.locator('img').last());
  await expect(reader.getByTestId('content-language-notice')).toHaveCount(0);
  // The Chinese page of the same article shows the Chinese text.
  await reader.goto(reader.url().replace('/en/', '/'));
  await expect(reader.getByTestId('content-article').getByRole('heading', { level: 1 })).toHaveText(titleZh);
});

test('en user sends a suggestion, the zh administrator replies, the user reads the reply from the message centre', async ({ browser }) => {
  const content = `Please add EN 10025-6 grades to the comparison (${stamp()})`;
  const reply = '已列入下一批标准数据，感谢建议。';
  const user = await signedIn(browser, 'demo-individual', 'en');
  await user.goto('/en/my/suggestion');
  await user.getByTestId('suggestion-new').click();
  await user.getByTestId('suggestion-send').click();
  await expect(user.getByText('Please describe your suggestion')).toBeVisible();
  await choose(user, 'suggestion-type', 'Data');
  await user.getByTestId('suggestion-content').fill(content);
  await user.getByTestId('suggestion-send').click();
  const mine = user.getByTestId(/^suggestion-\d+$/).filter({ hasText: content });
  await expect(mine).toContainText('Awaiting reply');

  const admin = await signedIn(browser, 'demo-auditor', 'zh');
  await admin.goto('/my/administration/suggestion');
  const queued = admin.getByTestId(/^queued-\d+$/).filter({ hasText: content });
  await queued.getByRole('button', { name: '回复' }).click();
  const modal = admin.getByRole('dialog', { name: '回复建议' });
  await modal.getByTestId('suggestion-reply-text').fill(reply);
  await modal.getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(modal).toBeHidden();
  await expect(admin.getByTestId(/^queued-\d+$/).filter({ hasText: content })).toHaveCount(0);

  await user.goto('/en/my/messageCentre');
  await expect(user.getByTestId('header-unread')).toBeVisible();
  const notice = user.getByTestId(/^notice-\d+$/).filter({ hasText: 'Your suggestion: the platform has replied' }).first();
  await notice.getByRole('link').first().click();
  await expect(user).toHaveURL(/\/en\/my\/suggestion/);
  const answered = user.getByTestId(/^suggestion-\d+$/).filter({ hasText: content });
  await expect(answered).toContainText('Replied');
  await expect(answered.getByTestId(/^suggestion-reply-\d+$/)).toContainText(reply);
});

test('zh company publishes a service, the en administrator approves it, a visitor finds it in the hall', async ({ browser }) => {
  const name = `激光切割服务 ${stamp()}`;
  const company = await signedIn(browser, 'demo-admin', 'zh');
  await company.goto('/allServer/allServerAdd');
  await choose(company, 'offer-category', '加工服务');
  await company.getByTestId('offer-name').fill(name);
  await company.getByTestId('offer-introduction').fill('碳钢及不锈钢板材激光切割，最大厚度 20 mm。');
  await company.getByTestId('offer-price-input').fill('120.5');
  await company.getByTestId('offer-price-unit').fill('小时');
  await company.getByTestId('offer-contact-name').fill('李工');
  await company.getByTestId('offer-contact-phone').fill('13912345678');
  await company.getByTestId('offer-save-submit').click();
  await expect(company).toHaveURL(/\/allServer\/myAllServer/);
  await expect(company.getByTestId('my-offers').getByRole('row').filter({ hasText: name })).toContainText('审核中');

  const admin = await signedIn(browser, 'demo-auditor', 'en');
  await admin.goto('/en/my/serviceCheck');
  await admin.getByTestId(`queue-open-${name}`).click();
  await expect(admin.getByTestId('service-review-facts')).toContainText('¥120.50 / 小时');
  await admin.getByTestId('audit-approve').click();
  await openPopover(admin).getByRole('button', { name: /OK|Yes/ }).click();
  await expect(admin.getByTestId('service-review-facts')).toContainText('Approved');

  const reader = await visitor(company, 'zh');
  await reader.goto(`/allServer/allServer?keyword=${encodeURIComponent(name)}`);
  const card = reader.getByTestId(/^offer-card-\d+$/).filter({ hasText: name });
  await expect(card).toContainText('¥120.50 / 小时');
  await card.click();
  await expect(reader.getByTestId('offer-introduction')).toContainText('激光切割');
});
