import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { API, fileViewUrl, type DigitalInput, type ExpertInput, type IndustrialInput, type StoredFile } from '@contract';
import { authHeaders, createTestApp, type TestApp } from '../../../tests/support/app';
import { fakeClock } from '../../../tests/support/clock';
import { multipart, pngImage } from '../../../tests/support/files';

const { industryApplications: industrial, industryTraining: digital, industryExperts: expert, industryAdmin: admin, industryRequests: requests } = API;

// 2026-11-22 16:00 in Beijing.
const clock = fakeClock();
let t: TestApp;
let dir: string;
let auditor: string;
let individual: string;
let company: string;

const en = (token?: string) => ({ token, lang: 'en' as const });
const zh = (token?: string) => ({ token, lang: 'zh' as const });
const HTML = '<!doctype html><title>atsteel</title>';

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'atsteel-industry-'));
  await writeFile(path.join(dir, 'index.html'), HTML);
  t = await createTestApp({ clock, staticDir: dir });
  [auditor, individual, company] = await Promise.all(['demo-auditor', 'demo-individual', 'demo-company'].map((name) => t.loginAs(name)));
});
afterAll(async () => {
  await t?.close();
  await rm(dir, { recursive: true, force: true });
});
beforeEach(async () => {
  await t.db.execute(sql`delete from industry_entries`);
  await t.db.execute(sql`delete from notifications where subject = 'industryRequest'`);
});

const application = (overrides: Partial<IndustrialInput> = {}): IndustrialInput => ({
  kind: 'industrial',
  titleZh: '高强钢在汽车 B 柱上的应用',
  summaryZh: '热成形钢减重',
  bodyZh: '<p>正文</p>',
  fields: { industry: 'automotive', materials: ['22MnB5'], region: '华东' },
  ...overrides,
});
const course = (fields: Partial<DigitalInput['fields']> = {}, overrides: Partial<DigitalInput> = {}): DigitalInput => ({
  kind: 'digital',
  titleZh: '材料数据分析入门',
  titleEn: 'Materials data analysis',
  fields: { startDate: '2026-12-10', endDate: '2026-12-12', hours: 16, mode: 'online', location: '', seats: 2, feeFen: 0, signUpDeadline: '2026-12-01', ...fields },
  ...overrides,
});
const anExpert = (overrides: Partial<ExpertInput> = {}): ExpertInput => ({
  kind: 'expert',
  titleEn: 'Welding metallurgy consultation',
  fields: { name: 'Expert A', position: 'Professor', organisation: 'University', expertise: ['welding', 'fatigue'], consultationMode: 'online' },
  ...overrides,
});

async function saved<E extends typeof industrial.save | typeof digital.save | typeof expert.save>(endpoint: E, input: unknown, token = auditor) {
  clock.advance(1000);
  const response = await t.call(endpoint, input, zh(token));
  expect(response.status, response.body.msg).toBe(200);
  return response.body.data;
}
async function published(endpoint: typeof industrial.save | typeof digital.save | typeof expert.save, input: unknown) {
  const entry = await saved(endpoint, input);
  const response = await t.call(admin.publish, { id: entry.id }, en(auditor));
  expect(response.status, response.body.msg).toBe(200);
  clock.advance(1000);
  return response.body.data;
}
const contact = (entryId: number, overrides: Record<string, unknown> = {}) => ({ entryId, name: '李明', mobile: '13912345678', company: '', message: '想了解', ...overrides });

async function upload(token: string): Promise<StoredFile> {
  const { payload, headers } = multipart({ name: 'cover.png', bytes: pngImage() });
  const response = await t.app.inject({
    method: 'POST',
    url: `${API.files.upload.path}?purpose=contentPicture`,
    headers: { ...authHeaders(en(token)), ...headers },
    payload,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

describe('industry entries', () => {
  it('sanitises bodies, keeps drafts hidden, publishes, and answers in the page language or the other', async () => {
    const picture = await upload(auditor);
    const body = `<p onclick="x()">文<script>alert(1)</script><a href="javascript:alert(1)">链接</a><img src="${fileViewUrl(picture.id)}"><img src="https://evil.example/a.png"></p>`;
    const draft = await saved(industrial.save, application({ bodyZh: body, coverFileId: picture.id }));
    expect(draft.state).toBe('draft');
    expect(draft.bodyZh).not.toMatch(/script|onclick|javascript|evil/);
    expect(draft.bodyZh).toContain(`/atsteel/SystemManager/file/view?id=${picture.id}`);

    // A draft is nobody's but the administrators'.
    expect((await t.call(industrial.detail, { id: draft.id }, en())).status).toBe(404);
    expect((await t.call(industrial.list, {}, en())).body.data.total).toBe(0);
    expect((await t.app.inject({ method: 'GET', url: `/industryApp?id=${draft.id}` })).statusCode).toBe(404);

    await t.call(admin.publish, { id: draft.id }, en(auditor));
    const detail = await t.call(industrial.detail, { id: draft.id }, en());
    expect(detail.status).toBe(200);
    // Only Chinese was written: the English page shows it and says so.
    expect(detail.body.data).toMatchObject({ kind: 'industrial', title: '高强钢在汽车 B 柱上的应用', shownLanguage: 'zh', seatsLeft: null });
    expect(detail.body.data.fields).toMatchObject({ industry: 'automotive', materials: ['22MnB5'] });
    expect((await t.app.inject({ method: 'GET', url: fileViewUrl(picture.id) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/industryApp?id=${draft.id}` })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/industryApp' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/industryAppList' })).statusCode).toBe(200);
    // Another kind's landing does not show it.
    expect((await t.app.inject({ method: 'GET', url: `/expertServices?id=${draft.id}` })).statusCode).toBe(404);
    expect((await t.call(expert.detail, { id: draft.id }, en())).status).toBe(404);

    // A future publish time keeps it hidden until then; unpublishing hides it again.
    await t.call(admin.publish, { id: draft.id, publishAt: '2026-12-01T00:00:00+08:00' }, en(auditor));
    expect((await t.call(industrial.detail, { id: draft.id }, en())).status).toBe(404);
    await t.call(admin.publish, { id: draft.id }, en(auditor));
    await t.call(admin.unpublish, { id: draft.id }, en(auditor));
    expect((await t.call(industrial.list, {}, en())).body.data.total).toBe(0);
  });

  it('shows the page language when both exist', async () => {
    const entry = await published(digital.save, course());
    expect((await t.call(digital.detail, { id: entry.id }, en())).body.data).toMatchObject({ title: 'Materials data analysis', shownLanguage: 'en', seatsLeft: 2 });
    expect((await t.call(digital.detail, { id: entry.id }, zh())).body.data).toMatchObject({ title: '材料数据分析入门', shownLanguage: 'zh' });
  });

  it.each([
    ['no title in either language', industrial.save, application({ titleZh: '' }), 'Enter a title in at least one language'],
    ['an industry not on the list', industrial.save, application({ fields: { industry: 'farming' as never, materials: [], region: '' } }), 'Please choose an industry from the list'],
    ['more than 10 materials', industrial.save, application({ fields: { industry: 'rail', materials: Array.from({ length: 11 }, (_, i) => `Q${i}`), region: '' } }), 'At most 10 entries'],
    ['a course ending before it starts', digital.save, course({ endDate: '2026-12-09', signUpDeadline: '2026-12-01' }), 'The end date may not be before the start date'],
    ['a course without seats', digital.save, course({ seats: 0 }), 'Seats must be a whole number of at least 1'],
    ['a negative fee', digital.save, course({ feeFen: -1 }), 'Invalid fee'],
    ['an offline course without a location', digital.save, course({ mode: 'offline' }), 'Enter the location of an offline or mixed course'],
    ['a deadline after the end', digital.save, course({ signUpDeadline: '2026-12-13' }), 'The sign-up deadline may not be after the end date'],
    ['an expert without a name', expert.save, anExpert({ fields: { name: ' ', expertise: [], consultationMode: 'online' } as never }), "Enter the expert's name"],
    ['an expert with the course fields', expert.save, { ...anExpert(), fields: course().fields }, "Enter the expert's name"],
  ])('refuses %s', async (_case, endpoint, input, message) => {
    const response = await t.call(endpoint, input, en(auditor));
    expect(response.status).toBe(400);
    expect(response.body.msg).toBe(message);
    expect((await t.call(admin.page, {}, en(auditor))).body.data.total).toBe(0);
  });

  it('keeps an entry in its kind: another kind cannot change or delete it', async () => {
    const entry = await saved(digital.save, course());
    expect((await t.call(industrial.save, { ...application(), id: entry.id }, en(auditor))).status).toBe(404);
    expect((await t.call(industrial.remove, { id: entry.id }, en(auditor))).status).toBe(404);
    expect((await t.call(digital.remove, { id: entry.id }, en(auditor))).status).toBe(200);
    expect((await t.call(admin.get, { id: entry.id }, en(auditor))).status).toBe(404);
  });

  it('refuses a cover that is not a content picture', async () => {
    const response = await t.call(industrial.save, application({ coverFileId: '00000000-0000-4000-8000-000000000000' }), en(auditor));
    expect(response.status).toBe(400);
    expect(response.body.msg).toBe('Invalid picture');
  });

  it('lets only administrators write', async () => {
    expect((await t.call(industrial.save, application(), en(individual))).status).toBe(403);
    expect((await t.call(industrial.save, application(), en())).status).toBe(401);
    expect((await t.call(admin.page, {}, en(company))).status).toBe(403);
    expect((await t.call(requests.page, {}, en(company))).status).toBe(403);
  });

  it('filters each kind: industry, mode and upcoming courses, an expert’s field', async () => {
    await published(industrial.save, application());
    await published(industrial.save, application({ titleZh: '桥梁钢', fields: { industry: 'construction', materials: ['Q345qD'], region: '' } }));
    expect((await t.call(industrial.list, { industry: 'construction' }, en())).body.data.list.map((row) => row.title)).toEqual(['桥梁钢']);
    expect((await t.call(industrial.list, { keyword: 'B 柱' }, en())).body.data.total).toBe(1);

    await published(digital.save, course());
    await published(digital.save, course({ startDate: '2026-11-01', endDate: '2026-11-02', signUpDeadline: '2026-10-30', mode: 'offline', location: '上海' }, { titleEn: 'Past course' }));
    expect((await t.call(digital.list, { upcoming: 'true' }, en())).body.data.list.map((row) => row.title)).toEqual(['Materials data analysis']);
    expect((await t.call(digital.list, { mode: 'offline' }, en())).body.data.list.map((row) => row.title)).toEqual(['Past course']);
    expect((await t.call(digital.list, {}, en())).body.data.total).toBe(2);

    await published(expert.save, anExpert());
    expect((await t.call(expert.list, { field: 'fatig' }, en())).body.data.total).toBe(1);
    expect((await t.call(expert.list, { field: 'corrosion' }, en())).body.data.total).toBe(0);
  });
});

describe('industry requests', () => {
  it('signs a user up once, while seats are left and until the deadline', async () => {
    const entry = await published(digital.save, course({ seats: 2 }));
    expect((await t.call(digital.apply, contact(entry.id), en())).status).toBe(401);
    expect((await t.call(digital.apply, contact(entry.id, { mobile: '12345' }), en(individual))).body.msg).toBe('Mobile number format error');

    const first = await t.call(digital.apply, contact(entry.id), en(individual));
    expect(first.status, first.body.msg).toBe(200);
    expect(first.body.data).toMatchObject({ entryId: entry.id, kind: 'digital', entryTitle: 'Materials data analysis', state: 'new' });
    const again = await t.call(digital.apply, contact(entry.id), en(individual));
    expect([again.status, again.body.msg]).toEqual([409, 'You have already signed up for this course']);
    expect((await t.call(digital.detail, { id: entry.id }, en())).body.data.seatsLeft).toBe(1);

    expect((await t.call(digital.apply, contact(entry.id), en(company))).status).toBe(200);
    const full = await t.call(digital.apply, contact(entry.id), en(auditor));
    expect([full.status, full.body.msg]).toEqual([409, 'This course is full']);
    expect((await t.call(digital.detail, { id: entry.id }, en())).body.data.seatsLeft).toBe(0);

    const late = await published(digital.save, course({ signUpDeadline: '2026-11-21' }));
    const closed = await t.call(digital.apply, contact(late.id), en(individual));
    expect([closed.status, closed.body.msg]).toEqual([409, 'The sign-up deadline of this course has passed']);
  });

  it('refuses requests about drafts and about another kind’s entries', async () => {
    const draft = await saved(expert.save, anExpert());
    expect((await t.call(expert.apply, contact(draft.id), en(individual))).status).toBe(404);
    const entry = await published(expert.save, anExpert());
    expect((await t.call(industrial.apply, contact(entry.id), en(individual))).status).toBe(404);
  });

  it('keeps requests to their senders, handles them once and notifies the sender', async () => {
    const entry = await published(expert.save, anExpert());
    const sent = await t.call(expert.apply, contact(entry.id), en(individual));
    expect(sent.status).toBe(200);
    // One open request per user and expert.
    expect((await t.call(expert.apply, contact(entry.id), en(individual))).status).toBe(409);
    await t.call(expert.apply, contact(entry.id, { name: '王芳' }), en(company));

    const mine = await t.call(requests.mine, {}, en(individual));
    expect(mine.body.data.list.map((row) => row.name)).toEqual(['李明']);
    expect((await t.call(requests.mine, { kind: 'industrial' }, en(individual))).body.data.total).toBe(0);

    const queue = await t.call(requests.page, { state: 'new', kind: 'expert' }, en(auditor));
    expect(queue.body.data.total).toBe(2);
    expect(queue.body.data.list.find((row) => row.id === sent.body.data.id)?.userName).toBe('demo-individual');

    const handled = await t.call(requests.handle, { id: sent.body.data.id }, en(auditor));
    expect(handled.status).toBe(200);
    expect(handled.body.data).toMatchObject({ state: 'handled' });
    expect((await t.call(requests.handle, { id: sent.body.data.id }, en(auditor))).status).toBe(409);
    expect((await t.call(requests.handle, { id: 2_000_000_000 }, en(auditor))).status).toBe(404);

    const notices = await t.call(API.notifications.page, {}, en(individual));
    expect(notices.body.data.list.filter((notice) => notice.subject === 'industryRequest')).toEqual([
      expect.objectContaining({ subjectId: sent.body.data.id, event: 'handled', params: expect.objectContaining({ kind: 'expert', name: 'Welding metallurgy consultation' }) }),
    ]);
    expect((await t.call(requests.mine, {}, en(individual))).body.data.list[0].state).toBe('handled');
    // Handled: a new request is welcome.
    expect((await t.call(expert.apply, contact(entry.id), en(individual))).status).toBe(200);
  });
});
