import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aiConversations } from '@contract/endpoints/ai';
import { writeSession, readTokenCode } from './cookies';
import { setTokenFailureHandler } from './http';
import { session } from './session';
import { callStream, NDJSON } from './stream';

const notify = vi.hoisted(() => vi.fn());
vi.mock('./notify', () => ({ notify }));

const endpoint = aiConversations.conversationDetailSave;
const done = { conversation: { id: 7 }, question: { id: 1 }, answer: { id: 2, text: 'Q355B: 355 MPa [1]' } };

/** A streamed answer whose lines arrive in the given chunks (a line may be split across chunks). */
const streamed = (chunks: string[], status = 200) => {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(body, { status, headers: { 'content-type': `${NDJSON}; charset=utf-8` } });
};
const envelope = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  notify.mockClear();
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  Cookies.remove('token');
  window.history.replaceState(null, '', '/');
});

describe('callStream', () => {
  it('sends the question with the Bearer token, NDJSON accepted and the page language; hands over pieces, then the done data', async () => {
    writeSession('abc', 'demo');
    window.history.replaceState(null, '', '/en/ai/steelAi');
    const line = (value: unknown) => `${JSON.stringify(value)}\n`;
    const whole = line({ type: 'delta', text: 'Q355B: ' }) + line({ type: 'delta', text: '355 MPa [1]' }) + line({ type: 'done', data: done });
    fetchMock.mockResolvedValue(streamed([whole.slice(0, 20), whole.slice(20, 61), whole.slice(61)]));
    const pieces: string[] = [];
    const data = await callStream(endpoint, { tool: 'chat', question: 'Q355B yield strength' }, (text) => pieces.push(text));
    expect(pieces).toEqual(['Q355B: ', '355 MPa [1]']);
    expect(data).toEqual(done);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/atsteel/ai/conversationDetailSave');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({ tool: 'chat', question: 'Q355B yield strength' });
    expect(init.headers).toMatchObject({ Accept: NDJSON, Authorization: 'Bearer abc', 'Accept-Language': 'en' });
  });

  it('throws the envelope error of an error line, with its message shown once', async () => {
    fetchMock.mockResolvedValue(streamed([`${JSON.stringify({ type: 'delta', text: 'Q3' })}\n${JSON.stringify({ type: 'error', code: -1, msg: 'The engine failed' })}\n`]));
    const pieces: string[] = [];
    await expect(callStream(endpoint, { question: 'x' }, (text) => pieces.push(text))).rejects.toMatchObject({ code: -1, message: 'The engine failed' });
    expect(pieces).toEqual(['Q3']);
    expect(notify).toHaveBeenCalledExactlyOnceWith('error', 'The engine failed');
  });

  it('reads a refusal before the stream as the envelope: status, code and the server message', async () => {
    fetchMock.mockResolvedValue(envelope(429, { code: -1, data: null, msg: 'Daily question limit reached' }));
    await expect(callStream(endpoint, { question: 'x' }, () => undefined, { silent: true })).rejects.toMatchObject({
      statusCode: 429,
      code: -1,
      message: 'Daily question limit reached',
    });
    expect(notify).not.toHaveBeenCalled();
  });

  it('on -100 saves the code, signs out and goes to /login, like every call', async () => {
    const toLogin = vi.fn();
    setTokenFailureHandler(toLogin);
    writeSession('expired', 'demo');
    session.reload();
    fetchMock.mockResolvedValue(envelope(401, { code: -100, data: null, msg: 'Please log in' }));
    await expect(callStream(endpoint, { question: 'x' }, () => undefined)).rejects.toMatchObject({ code: -100 });
    expect(readTokenCode()).toBe('-100');
    expect(session.isSignedIn()).toBe(false);
    expect(toLogin).toHaveBeenCalledOnce();
  });

  it('accepts a plain envelope answer (no streaming) as the done data', async () => {
    fetchMock.mockResolvedValue(envelope(200, { code: 200, data: done, msg: 'ok' }));
    const pieces: string[] = [];
    expect(await callStream(endpoint, { question: 'x' }, (text) => pieces.push(text))).toEqual(done);
    expect(pieces).toEqual([]);
  });

  it('a stream cut before its last line, or no network, fails with the network message', async () => {
    fetchMock.mockResolvedValueOnce(streamed([`${JSON.stringify({ type: 'delta', text: 'Q3' })}\n`]));
    await expect(callStream(endpoint, { question: 'x' }, () => undefined)).rejects.toMatchObject({ code: -1 });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(callStream(endpoint, { question: 'x' }, () => undefined)).rejects.toMatchObject({ code: -1 });
    expect(notify).toHaveBeenCalledTimes(2);
    expect(notify).toHaveBeenLastCalledWith('error', '网络连接失败，请稍后再试');
  });
});
