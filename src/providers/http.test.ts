import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { ResultCode } from '@contract/result';
import { loginCustom } from '@contract/endpoints/loginCustom';
import { userAddress } from '@contract/endpoints/address';
import { call, client, readEnvelope, setTokenFailureHandler } from './http';
import { readTokenCode, saveTokenCode, writeSession } from './cookies';
import { session } from './session';

const notify = vi.hoisted(() => vi.fn());
vi.mock('./notify', () => ({ notify }));

const respond = (status: number, data: unknown) => ({ status, data });

describe('readEnvelope', () => {
  beforeEach(() => {
    notify.mockClear();
    localStorage.clear();
  });

  it('returns data on HTTP success with code 200, and clears a saved token code', () => {
    saveTokenCode(-101);
    expect(readEnvelope(respond(200, { code: 200, data: { a: 1 }, msg: 'ok' }), false)).toEqual({ a: 1 });
    expect(readTokenCode()).toBeNull();
  });

  it('returns the whole body for full-body calls and when data is empty', () => {
    const body = { code: 200, data: { token: 't' }, msg: 'Login successful' };
    expect(readEnvelope(respond(200, body), true)).toEqual(body);
    const empty = { code: 200, data: null, msg: 'ok' };
    expect(readEnvelope(respond(200, empty), false)).toEqual(empty);
  });

  it('rejects code ≠ 200 even with HTTP 200, showing msg once', () => {
    expect(() => readEnvelope(respond(200, { code: -1, data: null, msg: 'Save failed' }), false)).toThrowError();
    expect(notify).toHaveBeenCalledExactlyOnceWith('error', 'Save failed');
  });

  it('rejects an HTTP failure even when the body claims success', () => {
    expect(() => readEnvelope(respond(500, { code: 200, data: null, msg: 'x' }), false)).toThrowError();
  });

  it('maps field errors of a validation failure and keeps status and code', () => {
    try {
      readEnvelope(respond(400, { code: -1, data: { fields: [{ field: 'consignee', msg: 'Consignee is required' }] }, msg: 'Consignee is required' }), false);
      expect.unreachable();
    } catch (error) {
      expect(error).toMatchObject({ statusCode: 400, code: -1, message: 'Consignee is required', errors: { consignee: 'Consignee is required' } });
    }
  });

  it('stays quiet when asked', () => {
    expect(() => readEnvelope(respond(409, { code: -1, data: null, msg: 'Limit' }), false, { silent: true })).toThrowError();
    expect(notify).not.toHaveBeenCalled();
  });

  it.each([ResultCode.noToken, ResultCode.invalidToken])('on %i saves the code, signs out and goes to /login', (code) => {
    const toLogin = vi.fn();
    setTokenFailureHandler(toLogin);
    writeSession('token-value', 'demo');
    session.reload();
    expect(() => readEnvelope(respond(401, { code, data: null, msg: 'Please log in' }), false)).toThrowError();
    expect(readTokenCode()).toBe(String(code));
    expect(Cookies.get('token')).toBeUndefined();
    expect(session.isSignedIn()).toBe(false);
    expect(toLogin).toHaveBeenCalledOnce();
    expect(notify).not.toHaveBeenCalled();
  });

  it('does not leave the page on a token failure of a background call', () => {
    const toLogin = vi.fn();
    setTokenFailureHandler(toLogin);
    expect(() => readEnvelope(respond(401, { code: -101, data: null, msg: 'x' }), false, { stayOnTokenFailure: true })).toThrowError();
    expect(toLogin).not.toHaveBeenCalled();
  });
});

describe('call', () => {
  let seen: InternalAxiosRequestConfig | undefined;
  const original = client.defaults.adapter;
  const answer = (data: unknown, status = 200): AxiosAdapter => async (config) => {
    seen = config;
    return { data, status, statusText: '', headers: {}, config };
  };

  afterEach(() => {
    client.defaults.adapter = original;
    seen = undefined;
    Cookies.remove('token');
    window.history.replaceState(null, '', '/');
  });

  it('sends GET parameters, the Bearer token and the page language', async () => {
    writeSession('abc', 'demo');
    window.history.replaceState(null, '', '/en/my/deliveryAddress');
    client.defaults.adapter = answer({ code: 200, data: { list: [], total: 0, pageNum: 2, pageSize: 5 }, msg: 'ok' });
    const page = await call(userAddress.getAddress, { pageNum: 2, pageSize: 5 });
    expect(page.pageNum).toBe(2);
    expect(seen?.method).toBe('get');
    expect(seen?.url).toBe('/atsteel/user/address/getAddress');
    expect(seen?.params).toEqual({ pageNum: 2, pageSize: 5 });
    expect(seen?.headers.Authorization).toBe('Bearer abc');
    expect(seen?.headers['Accept-Language']).toBe('en');
    expect(seen?.timeout).toBe(60000);
  });

  it('posts a JSON body, in Chinese on Chinese pages, and hands full-body calls the envelope', async () => {
    client.defaults.adapter = answer({ code: 200, data: { token: 't', expiresIn: 86400, userName: 'u', userType: 'individual' }, msg: '登录成功' });
    const body = await call(loginCustom.login, { account: 'u', password: 'p' });
    expect(body.msg).toBe('登录成功');
    expect(seen?.method).toBe('post');
    expect(JSON.parse(seen?.data as string)).toEqual({ account: 'u', password: 'p' });
    expect(seen?.headers['Accept-Language']).toBe('zh-CN');
    expect(seen?.headers.Authorization).toBeUndefined();
  });

  it('turns a network failure into one message and a rejected call', async () => {
    notify.mockClear();
    client.defaults.adapter = async () => {
      throw new Error('socket hang up');
    };
    await expect(call(loginCustom.logout, {})).rejects.toMatchObject({ statusCode: 0 });
    expect(notify).toHaveBeenCalledOnce();
  });
});
