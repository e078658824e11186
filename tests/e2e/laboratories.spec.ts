import { expect, test, type Browser, type Page } from '@playwright/test';
import { cookie, loginThroughForm, prefix, type Lang } from './helpers';

/**
 * Laboratories and remote research end to end, one journey in two parts that run in order (the second needs
 * the laboratory the first publishes):
 * - zh: demo-lab fills its entry application (basic information, a qualification, a detection item, an
 *   instrument) and submits it; demo-auditor approves it from the review queue; the laboratory is public.
 * - en: the laboratory opens its instrument's booking hours; demo-employee books a free slot; the laboratory
 *   responds; the customer pays in the sandbox; the laboratory starts, records an experiment with a data file and
 *   completes; the customer sees the result and evaluates.
 * - zh and en, cloud testing: demo-employee (zh) builds a test kit of the tensile test, orders it from the laboratory
 *   with a delivery address and pays in the sandbox; the laboratory (en) receives the samples and delivers the report;
 *   the customer downloads it, confirms and evaluates; the enterprise administrator (en) finds the order in the
 *   company's list. Order rules, roles and scopes are tested in server/modules/testOrders and server/modules/examine.
 * The rules (locks, limits, slots, double booking, who may move each step, results hidden until paid) are tested
 * at the API level in server/modules/laboratory and server/modules/equipments.
 */
test.describe.configure({ mode: 'serial' });

const LAB_NAME = '演示材料检测实验室';
const INSTRUMENT = '场发射扫描电子显微镜';

async function signedIn(browser: Browser, account: string, lang: Lang) {
  const context = await browser.newContext({ locale: lang === 'en' ? 'en-US' : 'zh-CN' });
  const page = await context.newPage();
  await loginThroughForm(page, account, { lang });
  return page;
}

/** Calls our API with the page's session (the token cookie), as the browser's http client does. */
async function api<T>(page: Page, path: string): Promise<T> {
  const token = await cookie(page.context(), 'token');
  const response = await page.request.get(path, { headers: { authorization: `Bearer ${token}` } });
  return (await response.json()).data as T;
}

/** The catalogue's room-temperature tensile test (seeded reference data, `examine/content/list`). */
async function tensileItemId(page: Page) {
  const response = await page.request.get('/atsteel/examine/content/list?pageNum=1&pageSize=20&keyword=GB/T%20228.1');
  const { list } = (await response.json()).data as { list: { id: number; code: string }[] };
  return list.find((item) => item.code === 'tensile-rt')!.id;
}

/** A weekday at least two days ahead, as Beijing's calendar has it (the instrument opens Monday to Friday). */
function nextBookableDate() {
  const day = new Date(Date.now() + 8 * 3600_000 + 2 * 86_400_000);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

test('zh: a laboratory applies for entry and an auditor approves it', async ({ browser }) => {
  const lab = await signedIn(browser, 'demo-lab', 'zh');
  const application = await api<{ state: string }>(lab, '/atsteel/laboratory/get');
  await lab.goto('/cloud/testerSettled');
  if (application.state === 'draft' || application.state === 'rejected') {
    await lab.locator('#lab_name').fill(LAB_NAME);
    await lab.locator('#lab_city').fill('上海');
    await lab.locator('#lab_contactName').fill('陈静');
    await lab.locator('#lab_contactPhone').fill('13800000005');
    await lab.locator('#lab_introduction').fill('金属材料力学性能与显微组织检测。');
    await lab.getByTestId('qualification-add').click();
    await lab.locator('#lab_qualifications_0_number').fill('CMA 2026000000');

    // The tensile test of the catalogue: cloud testing orders it from this laboratory (the last test).
    await lab.getByTestId('capability-add').click();
    await lab.getByTestId('capability-item').click();
    await lab.keyboard.type('室温拉伸');
    await lab.getByTestId(`item-option-${await tensileItemId(lab)}`).click();
    await expect(lab.locator('#capability_name')).toHaveValue('室温拉伸试验');
    await lab.locator('#capability_standardMethod').fill('GB/T 228.1-2021');
    await lab.locator('#capability_priceYuan').fill('300');
    await lab.getByTestId('capability-save').click();
    await expect(lab.getByTestId('capability-table')).toContainText('室温拉伸试验');

    await lab.getByTestId('instrument-add').click();
    await lab.locator('#instrument_name').fill(INSTRUMENT);
    await lab.locator('#instrument_model').fill('SU5000');
    await lab.getByTestId('instrument-save').click();
    await expect(lab.getByTestId('instrument-table')).toContainText(INSTRUMENT);

    await lab.getByTestId('lab-submit').click();
    await lab.getByTestId('lab-submit-confirm').click();
  }
  if (application.state !== 'approved') {
    await expect(lab.getByTestId('lab-state-pending')).toBeVisible();
    // Submitted: nothing can be changed any more.
    await expect(lab.getByTestId('lab-submit')).toHaveCount(0);

    const auditor = await signedIn(browser, 'demo-auditor', 'zh');
    await auditor.goto('/my/laboratorySettledCheck');
    await auditor.getByTestId(`queue-open-${LAB_NAME}`).click();
    await expect(auditor.getByText('室温拉伸试验')).toBeVisible();
    await auditor.getByTestId('audit-approve').click();
    await auditor.getByTestId('audit-approve-confirm').click();
    await expect(auditor.getByTestId('audit-approve')).toHaveCount(0);
    await auditor.context().close();
    await lab.reload();
  }
  await expect(lab.getByTestId('lab-state-approved')).toBeVisible();

  // Public now: in the laboratories' list.
  await lab.goto(`/cloud/testerList`);
  await expect(lab.getByText(LAB_NAME).first()).toBeVisible();
  await lab.context().close();
});

test('en: a user books a free slot, pays, and sees the result once the laboratory records it', async ({ browser }) => {
  const lang = 'en';
  const lab = await signedIn(browser, 'demo-lab', lang);
  const [instrument] = (await api<{ list: { id: number; name: string }[] }>(lab, '/atsteel/equipments/timeConfig/list')).list;
  expect(instrument.name).toBe(INSTRUMENT);
  // Opening hours: the suggested Monday to Friday 09:00–12:00 and 13:00–17:00, one-hour slots, ¥300 an hour.
  await lab.goto(`${prefix(lang)}/my/laboratoryEquipment`);
  await lab.getByTestId(`time-config-edit-${instrument.id}`).click();
  await lab.getByTestId('time-config-price').fill('300');
  await lab.getByTestId('time-config-save').click();
  await expect(lab.getByTestId('time-config-drawer')).toBeHidden();

  const customer = await signedIn(browser, 'demo-employee', lang);
  await customer.goto(`${prefix(lang)}/cloud/equipmentDetail?id=${instrument.id}`);
  await expect(customer.getByTestId('equipment-name')).toContainText(INSTRUMENT);
  const date = customer.locator('[data-testid="equipment-date"] input, input[data-testid="equipment-date"]');
  await date.fill(nextBookableDate());
  await date.press('Enter');
  await customer.getByTestId('slot-10:00').click();
  await expect(customer.getByTestId('booking-estimate')).toContainText('300.00');
  await customer.getByTestId('booking-sample-name').fill('Q355B plate, 10 mm');
  await customer.getByTestId('booking-sample-count').fill('3');
  await customer.getByTestId('booking-contact-name').fill('Liu Yang');
  await customer.getByTestId('booking-contact-phone').fill('13800000004');
  await customer.getByTestId('booking-submit').click();
  await expect(customer).toHaveURL(/\/en\/my\/researchCheck\/show\/\d+/);
  const bookingId = Number(/show\/(\d+)/.exec(customer.url())![1]);
  await expect(customer.getByTestId('booking-state')).toHaveAttribute('data-state', 'waiting');

  // The laboratory responds.
  await lab.goto(`${prefix(lang)}/my/laboratoryOrder/show/${bookingId}`);
  await lab.getByTestId('booking-action-respond').click();
  await lab.getByTestId('booking-respond-note').fill('Please send the samples by courier two days ahead.');
  await lab.getByTestId('booking-respond-confirm').click();
  await expect(lab.getByTestId('booking-state')).toHaveAttribute('data-state', 'responded');

  // The customer pays in the sandbox and comes back to the booking by itself.
  await customer.reload();
  await expect(customer.getByTestId('booking-response')).toContainText('courier');
  await customer.getByTestId('booking-pay').click();
  await expect(customer).toHaveURL(/\/en\/librany\/libranyPay\?orderNo=AT\d{20}/);
  const code = customer.getByTestId('payment-code-wxpay');
  const link = await code.getByTestId('cashier-link').getAttribute('href');
  const cashier = await browser.newPage();
  await cashier.goto(link!);
  await cashier.getByTestId('cashier-pay').click();
  await expect(cashier.getByTestId('cashier-state')).toHaveAttribute('data-state', 'paid');
  await cashier.close();
  await expect(customer).toHaveURL(new RegExp(`/en/my/researchCheck/show/${bookingId}`));
  await expect(customer.getByTestId('booking-state')).toHaveAttribute('data-state', 'paid');

  // The laboratory runs the experiment, records the result with a data file, and completes.
  await lab.reload();
  await lab.getByTestId('booking-action-start').click();
  await lab.getByTestId('booking-action-start-confirm').click();
  await expect(lab.getByTestId('booking-state')).toHaveAttribute('data-state', 'inProgress');
  await lab.getByTestId('record-experiment').click();
  await lab.getByTestId('record-text').fill('Microstructure: ferrite and pearlite, grain size 8.5 (GB/T 6394).');
  await lab.getByTestId('record-files').locator('input[type=file]').setInputFiles({
    name: 'results.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
  });
  await expect(lab.getByTestId('record-file-item')).toBeVisible();
  await lab.getByTestId('record-save').click();
  await expect(lab.getByTestId('experiments')).toContainText('ferrite and pearlite');
  await lab.getByTestId('booking-action-complete').click();
  await lab.getByTestId('booking-action-complete-confirm').click();
  await expect(lab.getByTestId('booking-state')).toHaveAttribute('data-state', 'completed');

  // The customer sees the result and its file, and evaluates once.
  await customer.reload();
  await expect(customer.getByTestId('experiments')).toContainText('ferrite and pearlite');
  await expect(customer.getByTestId('experiments').getByText('results.pdf')).toBeVisible();
  await customer.getByTestId('evaluation-stars').locator('li').nth(4).click();
  await customer.getByTestId('evaluation-text').fill('Fast and clear report.');
  await customer.getByTestId('evaluation-submit').click();
  await expect(customer.getByTestId('evaluation-view')).toContainText('Fast and clear report.');
  await expect(customer.getByTestId('booking-state')).toHaveAttribute('data-state', 'evaluated');
  await lab.context().close();
  await customer.context().close();
});

test('zh and en: a company user orders a test kit from the laboratory, pays, and downloads the report', async ({ browser }) => {
  const customer = await signedIn(browser, 'demo-employee', 'zh');
  const token = await cookie(customer.context(), 'token');
  const headers = { authorization: `Bearer ${token}` };
  // A delivery address of the customer's own (the address book has its own journey in addresses.spec.ts).
  const saved = await customer.request.post('/atsteel/user/address/saveAddress', {
    headers,
    data: { consignee: '刘洋', telephone: '13800000004', location: ['31', '3101', '310115'], detail: '张江路 1 号' },
  });
  const { id: addressId } = (await saved.json()).data as { id: number };
  await customer.request.post('/atsteel/user/address/updateDefault', { headers, data: { id: addressId } });

  // The customer builds a kit of the catalogue's tensile test.
  const kitName = `验收检测包 ${Date.now()}`;
  await customer.goto('/my/checkBag');
  await customer.getByTestId('kit-create').click();
  await customer.locator('#kit_name').fill(kitName);
  if ((await customer.getByTestId('kit-item-select-0').count()) === 0) await customer.getByTestId('kit-item-add').click();
  await customer.getByTestId('kit-item-select-0').click();
  await customer.keyboard.type('室温拉伸');
  await customer.getByTestId(`item-option-${await tensileItemId(customer)}`).click();
  await customer.getByTestId('kit-save').click();
  await customer.getByTestId(`kit-open-${kitName}`).click();
  await customer.getByTestId('kit-order').click();

  // It orders the kit from the laboratory: the server's estimate, the default address, one sample.
  await expect(customer).toHaveURL(/\/cloud\/checkList\?kitId=\d+/);
  await customer.getByTestId('builder-project').fill('Q355B 钢板验收');
  await customer.getByTestId('builder-labs').getByText(LAB_NAME).click();
  await expect(customer.getByTestId('estimate-amount')).toContainText('300.00');
  await customer.getByTestId('sample-name-0').fill('Q355B 钢板 10 mm');
  await customer.getByTestId('builder-agree').check();
  await customer.getByTestId('builder-place').click();
  await expect(customer).toHaveURL(/\/librany\/libranyPay\?orderNo=AT\d{20}/);
  const link = await customer.getByTestId('payment-code-wxpay').getByTestId('cashier-link').getAttribute('href');
  const cashier = await browser.newPage();
  await cashier.goto(link!);
  await cashier.getByTestId('cashier-pay').click();
  await expect(cashier.getByTestId('cashier-state')).toHaveAttribute('data-state', 'paid');
  await cashier.close();
  await expect(customer).toHaveURL(/\/my\/checkList\/show\/\d+/);
  const orderId = Number(/show\/(\d+)/.exec(customer.url())![1]);
  await expect(customer.getByTestId('order-state')).toHaveAttribute('data-state', 'paid');
  await expect(customer.getByTestId('reports-hidden')).toHaveCount(0);

  // The laboratory (en) receives the samples and delivers the report.
  const lab = await signedIn(browser, 'demo-lab', 'en');
  await lab.goto(`/en/my/laboratoryOrderDetail/show/${orderId}`);
  await lab.getByTestId('order-action-receive').click();
  await lab.getByTestId('order-receive-note').fill('Samples received in good condition.');
  await lab.getByTestId('order-receive-confirm').click();
  await expect(lab.getByTestId('order-state')).toHaveAttribute('data-state', 'executing');
  await lab.getByTestId('order-action-deliver').click();
  await lab.getByTestId('report-files').locator('input[type=file]').setInputFiles({
    name: 'tensile-report.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
  });
  await expect(lab.getByTestId('report-file-item')).toBeVisible();
  await lab.getByTestId('order-deliver-confirm').click();
  await expect(lab.getByTestId('order-state')).toHaveAttribute('data-state', 'delivered');
  await lab.context().close();

  // The customer downloads the report, confirms and evaluates once.
  await customer.reload();
  await expect(customer.getByTestId('order-state')).toHaveAttribute('data-state', 'delivered');
  const report = customer.locator('[data-testid^="report-file-"]').filter({ hasText: 'tensile-report.pdf' }).first();
  const [download] = await Promise.all([customer.waitForEvent('download'), report.click()]);
  expect(download.suggestedFilename()).toBe('tensile-report.pdf');
  await customer.getByTestId('order-action-confirm').click();
  await customer.getByTestId('order-action-confirm-confirm').click();
  await expect(customer.getByTestId('order-state')).toHaveAttribute('data-state', 'completed');
  await customer.getByTestId('evaluation-stars').locator('li').nth(4).click();
  await customer.getByTestId('evaluation-text').fill('报告清楚，周期准时。');
  await customer.getByTestId('order-action-evaluate').click();
  await expect(customer.getByTestId('order-state')).toHaveAttribute('data-state', 'evaluated');
  const { orderNo } = (await (await customer.request.get(`/atsteel/examine/order/detail?id=${orderId}`, { headers })).json()).data as { orderNo: string };
  await customer.context().close();

  // The enterprise administrator (en) sees it among the company's orders.
  const admin = await signedIn(browser, 'demo-admin', 'en');
  await admin.goto('/en/my/enterpriseInformationManagement/enterpriseOrderManagement');
  await expect(admin.getByTestId(`order-open-${orderNo}`)).toBeVisible();
  await admin.context().close();
});
