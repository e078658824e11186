import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { API, LIMITS, type AddressInput } from '@contract';
import { createTestApp, type TestApp } from '../../../tests/support/app';
import { fakeClock } from '../../../tests/support/clock';

const { getAddress, getAddressDetail, saveAddress, updateDefault, deleteAddress } = API.userAddress;
const clock = fakeClock();
let t: TestApp;
let alice: string;
let bob: string;

beforeAll(async () => {
  t = await createTestApp({ clock });
  alice = await t.loginAs('demo-individual');
  bob = await t.loginAs('demo-company');
});
afterAll(() => t?.close());
beforeEach(async () => {
  await t.db.execute(sql`delete from addresses`);
});

const TELEPHONE_FORMAT =
  'Please enter a valid telephone: a mobile number, a landline with area code, or an international number starting with +';
const LOCATION_INVALID = 'Please choose a valid province, city and district';
const BEIJING = ['11', '1101', '110101'];
const SHENZHEN = ['44', '4403', '440305'];
const valid = (overrides: Partial<AddressInput> = {}): AddressInput => ({
  consignee: '李明',
  telephone: '13912345678',
  location: BEIJING,
  detail: '东长安街 1 号',
  ...overrides,
});

/** Saves an address a second after the previous write, so their times differ. */
async function save(token: string, overrides: Partial<AddressInput> = {}) {
  clock.advance(1000);
  const response = await t.call(saveAddress, valid(overrides), { token, lang: 'en' });
  expect(response.status, response.body.msg).toBe(200);
  return response.body.data;
}
const list = async (token: string, query: Record<string, unknown> = {}) =>
  (await t.call(getAddress, query, { token })).body.data;
const defaults = async (token: string) => (await list(token, { pageSize: 100 })).list.filter((a) => a.isDefault);

describe('addresses', () => {
  it('creates, reads, updates and deletes', async () => {
    const created = await save(alice, { location: SHENZHEN, telephone: '0755-12345678' });
    expect(created).toMatchObject({
      consignee: '李明',
      telephone: '0755-12345678',
      location: SHENZHEN,
      locationName: '广东省 深圳市 南山区',
      detail: '东长安街 1 号',
      isDefault: true,
    });
    expect(created.createTime).toBe(clock.now().toISOString());

    const detail = await t.call(getAddressDetail, { id: created.id }, { token: alice });
    expect(detail.status).toBe(200);
    expect(detail.body.data).toEqual(created);

    clock.advance(1000);
    const updated = await t.call(saveAddress, { ...valid({ consignee: '  王芳 ' }), id: created.id }, { token: alice, lang: 'en' });
    expect(updated.status).toBe(200);
    expect(updated.body.msg).toBe('Saved successfully');
    expect(updated.body.data).toMatchObject({ id: created.id, consignee: '王芳', locationName: '北京市 东城区', isDefault: true });
    expect(updated.body.data.updateTime).toBe(clock.now().toISOString());
    expect(updated.body.data.createTime).toBe(created.createTime);

    const removed = await t.call(deleteAddress, { id: created.id }, { token: alice, lang: 'en' });
    expect(removed.body).toEqual({ code: 200, data: null, msg: 'Deleted successfully' });
    expect(await list(alice)).toEqual({ list: [], total: 0, pageNum: 1, pageSize: 10 });
    expect((await t.call(getAddressDetail, { id: created.id }, { token: alice })).status).toBe(404);
  });

  it('makes the first address the default and keeps exactly one default', async () => {
    const first = await save(alice, { isDefault: false });
    expect(first.isDefault).toBe(true);
    const second = await save(alice);
    expect(second.isDefault).toBe(false);
    const third = await save(alice, { isDefault: true });
    expect(third.isDefault).toBe(true);
    expect((await defaults(alice)).map((a) => a.id)).toEqual([third.id]);

    const moved = await t.call(updateDefault, { id: first.id }, { token: alice });
    expect(moved.status).toBe(200);
    expect((await defaults(alice)).map((a) => a.id)).toEqual([first.id]);

    clock.advance(1000);
    await t.call(saveAddress, { ...valid(), id: second.id, isDefault: true }, { token: alice });
    expect((await defaults(alice)).map((a) => a.id)).toEqual([second.id]);
    const page = await list(alice);
    expect(page.list[0].id).toBe(second.id);
  });

  it('does not clear the default when it is saved with isDefault false', async () => {
    const only = await save(alice);
    const again = await t.call(saveAddress, { ...valid(), id: only.id, isDefault: false }, { token: alice });
    expect(again.body.data.isDefault).toBe(true);
  });

  it('promotes the most recently used address when the default is deleted', async () => {
    const first = await save(alice);
    const older = await save(alice);
    const newer = await save(alice);
    clock.advance(1000);
    await t.call(saveAddress, { ...valid({ detail: 'touched' }), id: older.id }, { token: alice });

    await t.call(deleteAddress, { id: first.id }, { token: alice });
    expect((await defaults(alice)).map((a) => a.id)).toEqual([older.id]);

    await t.call(deleteAddress, { id: newer.id }, { token: alice });
    expect((await defaults(alice)).map((a) => a.id)).toEqual([older.id]);
  });

  it('pages, default first, then the most recently changed', async () => {
    const saved = [];
    for (let i = 0; i < 5; i++) saved.push(await save(alice, { detail: `No. ${i}` }));
    const ids = saved.map((a) => a.id);
    const expected = [ids[0], ids[4], ids[3], ids[2], ids[1]];

    const first = await list(alice, { pageNum: 1, pageSize: 2 });
    expect(first).toMatchObject({ total: 5, pageNum: 1, pageSize: 2 });
    expect(first.list.map((a) => a.id)).toEqual(expected.slice(0, 2));
    const third = await list(alice, { pageNum: 3, pageSize: 2 });
    expect(third.list.map((a) => a.id)).toEqual(expected.slice(4));
    const beyond = await list(alice, { pageNum: 9, pageSize: 2 });
    expect(beyond).toMatchObject({ list: [], total: 5 });
    expect((await list(alice)).pageSize).toBe(10);
    expect(await list(bob)).toMatchObject({ list: [], total: 0 });
  });

  it.each([
    [{ pageNum: 0 }],
    [{ pageSize: 0 }],
    [{ pageSize: 101 }],
    [{ pageNum: 'x' }],
    [{ sort: 'name;drop' }],
  ])('refuses the page query %o', async (query) => {
    const { status, body } = await t.call(getAddress, query, { token: alice });
    expect(status).toBe(400);
    expect(body.code).toBe(-1);
  });

  it(`keeps at most ${LIMITS.addressesPerUserMax} addresses per user`, async () => {
    await t.db.execute(sql`
      insert into addresses (user_id, consignee, telephone, location, location_name, detail, is_default)
      select u.id, 'bulk', '13912345678', array['11','1101','110101'], '北京市 东城区', 'row ' || n, n = 1
        from users u, generate_series(1, ${LIMITS.addressesPerUserMax}) n
       where u.user_name = 'demo-individual'`);
    const refused = await t.call(saveAddress, valid(), { token: alice, lang: 'en' });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ code: -1, data: null, msg: `You can keep at most ${LIMITS.addressesPerUserMax} addresses` });
    const zh = await t.call(saveAddress, valid(), { token: alice, lang: 'zh' });
    expect(zh.body.msg).toBe(`最多可保存 ${LIMITS.addressesPerUserMax} 个地址`);
    expect((await list(alice)).total).toBe(LIMITS.addressesPerUserMax);

    const [someone] = (await list(alice)).list;
    const edited = await t.call(saveAddress, { ...valid({ detail: 'still editable' }), id: someone.id }, { token: alice });
    expect(edited.status).toBe(200);
    expect((await t.call(saveAddress, valid(), { token: bob })).status).toBe(200);
  });
});

describe('address validation', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['no consignee', { consignee: undefined }, 'Consignee is required'],
    ['a blank consignee', { consignee: '   ' }, 'Consignee is required'],
    ['a consignee over 50 characters', { consignee: '名'.repeat(51) }, 'The value is too long'],
    ['no telephone', { telephone: undefined }, 'Telephone is required'],
    ['an empty telephone', { telephone: '' }, 'Telephone is required'],
    ['letters as telephone', { telephone: 'call me' }, TELEPHONE_FORMAT],
    ['a mobile starting 12', { telephone: '12912345678' }, TELEPHONE_FORMAT],
    ['a mobile of 10 digits', { telephone: '1391234567' }, TELEPHONE_FORMAT],
    ['a mobile of 12 digits', { telephone: '139123456789' }, TELEPHONE_FORMAT],
    ['a landline without area code', { telephone: '12345678' }, TELEPHONE_FORMAT],
    ['a landline with a short number', { telephone: '010-123456' }, TELEPHONE_FORMAT],
    ['a too short international number', { telephone: '+12345' }, TELEPHONE_FORMAT],
    ['an international number with spaces', { telephone: '+1 415 555 0100' }, TELEPHONE_FORMAT],
    ['no location', { location: undefined }, 'Please choose the province, city and district'],
    ['a province only', { location: ['11'] }, 'Please choose the province, city and district'],
    ['province and city only', { location: ['11', '1101'] }, 'Please choose the province, city and district'],
    ['four levels', { location: ['11', '1101', '110101', '110101001'] }, LOCATION_INVALID],
    ['codes that are not digits', { location: ['11', '11x1', '110101'] }, LOCATION_INVALID],
    ['a city of another province', { location: ['11', '4403', '440305'] }, LOCATION_INVALID],
    ['a district of another city', { location: ['44', '4403', '440101'] }, LOCATION_INVALID],
    ['codes that do not exist', { location: ['99', '9901', '990101'] }, LOCATION_INVALID],
    ['the levels in the wrong order', { location: ['110101', '1101', '11'] }, LOCATION_INVALID],
    ['no detail', { detail: undefined }, 'Detailed address is required'],
    ['a blank detail', { detail: ' ' }, 'Detailed address is required'],
    ['a detail over 200 characters', { detail: 'x'.repeat(201) }, 'The value is too long'],
    ['a string id', { id: '1' }, 'No corresponding ID'],
  ];

  it.each(cases)('refuses %s and stores nothing', async (_, overrides, message) => {
    const { status, body } = await t.call(saveAddress, { ...valid(), ...overrides }, { token: alice, lang: 'en' });
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: -1, msg: message });
    expect((await list(alice)).total).toBe(0);
  });

  it.each([
    '13912345678',
    '19900000000',
    '010-12345678',
    '01012345678',
    '0755-1234567',
    '021-12345678-123',
    '+85212345678',
    '+14155550100',
  ])('accepts the telephone %s', async (telephone) => {
    expect((await save(alice, { telephone })).telephone).toBe(telephone);
  });

  it('accepts the longest values', async () => {
    const saved = await save(alice, { consignee: '名'.repeat(50), detail: 'x'.repeat(200) });
    expect(saved.detail).toHaveLength(200);
  });
});

describe('ownership', () => {
  const row = async (id: number) =>
    (await t.db.execute(sql`select user_id, consignee, is_default, updated_at from addresses where id = ${id}`)).rows[0];

  it('answers 404 to another user for every call on an address that is not theirs, and changes nothing', async () => {
    const mine = await save(alice);
    await save(alice);
    await save(bob);
    const before = await row(mine.id);
    const notFound = { code: -1, data: null, msg: 'No corresponding ID' };

    const calls = [
      t.call(getAddressDetail, { id: mine.id }, { token: bob, lang: 'en' }),
      t.call(saveAddress, { ...valid({ consignee: 'bob' }), id: mine.id }, { token: bob, lang: 'en' }),
      t.call(updateDefault, { id: mine.id }, { token: bob, lang: 'en' }),
      t.call(deleteAddress, { id: mine.id }, { token: bob, lang: 'en' }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.status).toBe(404);
      expect(response.body).toEqual(notFound);
    }
    expect(await row(mine.id)).toEqual(before);
    expect((await defaults(bob)).length).toBe(1);
    expect((await list(bob)).list.map((a) => a.id)).not.toContain(mine.id);
  });

  it('answers 404 for ids that do not exist', async () => {
    for (const response of [
      await t.call(getAddressDetail, { id: 999999 }, { token: alice }),
      await t.call(saveAddress, { ...valid(), id: 999999 }, { token: alice }),
      await t.call(updateDefault, { id: 999999 }, { token: alice }),
      await t.call(deleteAddress, { id: 999999 }, { token: alice }),
    ]) {
      expect(response.status).toBe(404);
    }
    expect((await list(alice)).total).toBe(0);
  });

  it('always stores the caller as the owner', async () => {
    const aliceId = (await t.db.execute<{ id: number }>(sql`select id from users where user_name = 'demo-individual'`)).rows[0].id;
    const response = await t.call(saveAddress, { ...valid(), userId: aliceId }, { token: bob });
    expect(response.status).toBe(200);
    expect((await row(response.body.data.id)).user_id).not.toBe(aliceId);
    expect((await list(alice)).total).toBe(0);
  });

  it('refuses a visitor with 401', async () => {
    const { status, body } = await t.call(getAddress, {});
    expect(status).toBe(401);
    expect(body.code).toBe(-100);
  });
});
