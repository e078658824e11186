import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@contract';
import { createTestApp, uniqueIp, type TestApp } from '../../tests/support/app';

/** Issue 11, findings 1, 2 and 10: inputs PostgreSQL cannot hold are refused with a clear 400, nothing written. */
let t: TestApp;
let token: string;
const ADDRESS = { consignee: '李明', telephone: '13912345678', location: ['11', '1101', '110101'], detail: '1 号' };

beforeAll(async () => {
  t = await createTestApp();
  token = await t.loginAs('demo-individual');
});
afterAll(() => t?.close());

describe('ids outside the integer column', () => {
  for (const id of [2147483648, 2 ** 53 - 1, -1, 0, 1.5]) {
    it(`GET steelName/detail?id=${id} answers 400 in the caller's language`, async () => {
      const { status, body } = await t.call(API.steelName.detail, { id }, { lang: 'en' });
      expect(status).toBe(400);
      expect(body.msg).toBe('No corresponding ID');
    });
  }

  it('POST user/address/deleteAddress {id: 2147483648} answers 400', async () => {
    const { status, body } = await t.call(API.userAddress.deleteAddress, { id: 2147483648 }, { token });
    expect(status).toBe(400);
    expect(body.msg).toBe('没有对应的ID');
  });

  it('the largest integer id is a plain miss, not an error', async () => {
    const { status } = await t.call(API.userAddress.deleteAddress, { id: 2147483647 }, { token });
    expect(status).toBe(404);
  });
});

describe('control characters PostgreSQL cannot store', () => {
  it('a NUL in the login account answers 400 naming the field', async () => {
    const { status, body } = await t.call(API.loginCustom.login, { account: 'demo\u0000', password: 'x' }, { ip: uniqueIp(), lang: 'en' });
    expect(status).toBe(400);
    expect(body.msg).toBe('The input contains control characters that are not allowed');
    expect(body.data).toEqual({ fields: [{ field: 'account', msg: body.msg }] });
  });

  it('a NUL in a search keyword answers 400', async () => {
    const { status } = await t.call(API.steelName.search, { keyword: 'Q235\u0000' });
    expect(status).toBe(400);
  });

  it('a NUL in a saved field answers 400 and saves nothing', async () => {
    const before = await t.call(API.userAddress.getAddress, {}, { token });
    const { status } = await t.call(API.userAddress.saveAddress, { ...ADDRESS, detail: 'x\u0000y' }, { token });
    expect(status).toBe(400);
    const after = await t.call(API.userAddress.getAddress, {}, { token });
    expect(after.body.data).toEqual(before.body.data);
  });

  it('line breaks and tabs are ordinary text', async () => {
    const { status } = await t.call(API.userAddress.saveAddress, { ...ADDRESS, detail: '1 号\n2 楼\t东' }, { token });
    expect(status).toBe(200);
  });
});

describe('caching of answers', () => {
  it('an answer to a signed-in caller is marked no-store', async () => {
    const { headers } = await t.call(API.userAddress.getAddress, {}, { token });
    expect(headers['cache-control']).toBe('no-store');
  });

  it("a visitor's public answer is left to the route", async () => {
    const { headers } = await t.call(API.steelName.detail, { id: 1 });
    expect(headers['cache-control']).toBeUndefined();
  });
});
