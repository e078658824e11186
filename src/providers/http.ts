import axios, { type AxiosResponse } from 'axios';
import type { HttpError } from '@refinedev/core';
import { isTokenFailure, ResultCode, type Envelope } from '@contract/result';
import type { z } from 'zod';
import type { Endpoint, EndpointRef, InputOf, OutputOf } from '@contract/endpoint';
import { LIMITS } from '@contract/limits';
import { languageOfPath, localizedUrl, type Language } from '@contract/locales';
import { clearTokenCode, readToken, saveTokenCode } from './cookies';
import { notify } from './notify';
import { session } from './session';

/**
 * The only code that reads the `{ code, data, msg }` envelope (spec §7). Success needs HTTP success and
 * code 200; then `data` is returned (the whole body for the calls spec §7 names, or when data is empty).
 * -100/-101 save the code and send the user to /login; any other failure shows `msg` once and rejects
 * with a Refine HttpError.
 */
export interface CallOptions {
  /** Do not show the failure message (the caller shows it, or the call is a background one). */
  silent?: boolean;
  /** On a token failure, forget the session but stay on the page (background checks on public pages). */
  stayOnTokenFailure?: boolean;
  signal?: AbortSignal;
}

export interface ApiError extends HttpError {
  code: number;
  data: unknown;
}

/** Exported for tests, which replace its adapter. */
export const client = axios.create({
  baseURL: import.meta.env.VITE_API_BASE ?? '',
  timeout: LIMITS.httpTimeoutMs,
  withCredentials: true,
  validateStatus: () => true,
});

let renderLanguage: Language | undefined;
/** The language of the page the server is rendering (src/serverRender.tsx), which has no window.location. */
export const setRenderLanguage = (language: Language) => {
  renderLanguage = language;
};
const pageLanguage = () => renderLanguage ?? languageOfPath(window.location.pathname);
const acceptLanguage = () => (pageLanguage() === 'en' ? 'en' : 'zh-CN');

let onTokenFailure = () => {
  const here = window.location.pathname + window.location.search;
  const loginPath = localizedUrl(pageLanguage(), '/login');
  if (window.location.pathname !== loginPath) window.location.assign(`${loginPath}?redirect=${encodeURIComponent(here)}`);
};
/** Lets the router replace the full-page redirect to /login with an in-app navigation. */
export const setTokenFailureHandler = (handler: () => void) => {
  onTokenFailure = handler;
};

const apiError = (message: string, statusCode: number, code: number, data: unknown = null): ApiError => {
  const fields = (data as { fields?: { field: string; msg: string }[] } | null)?.fields;
  const errors = fields ? Object.fromEntries(fields.map((field) => [field.field, field.msg])) : undefined;
  return { message, statusCode, code, data, errors };
};

const networkMessage = () =>
  pageLanguage() === 'en' ? 'The network is unavailable. Please try again later' : '网络连接失败，请稍后再试';

/** Interprets one response; exported for tests. */
export function readEnvelope<T>(response: Pick<AxiosResponse, 'status' | 'data'>, fullBody: boolean, options: CallOptions = {}): T {
  const body = response.data as Partial<Envelope<unknown>> | undefined;
  const httpOk = response.status >= 200 && response.status < 300;
  if (httpOk && body?.code === ResultCode.success) {
    clearTokenCode();
    return (fullBody || body.data === undefined || body.data === null ? body : body.data) as T;
  }
  const code = typeof body?.code === 'number' ? body.code : ResultCode.refused;
  const message = typeof body?.msg === 'string' && body.msg ? body.msg : networkMessage();
  if (isTokenFailure(code)) {
    saveTokenCode(code);
    session.signOut();
    if (!options.stayOnTokenFailure) onTokenFailure();
    throw apiError(message, response.status || 401, code);
  }
  if (!options.silent) notify('error', message);
  throw apiError(message, response.status || 500, code, body?.data ?? null);
}

/**
 * Calls a contract endpoint that answers a file (`blob: true`, e.g. the image code): the file and the
 * answer's headers; a refusal still arrives as the envelope and is handled like any other.
 */
export async function callFile<E extends Endpoint>(
  endpoint: E,
  input?: InputOf<E>,
  options: CallOptions = {},
): Promise<{ blob: Blob; headers: Record<string, string> }> {
  const token = readToken();
  const headers: Record<string, string> = { 'Accept-Language': acceptLanguage() };
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: AxiosResponse<Blob>;
  try {
    response = await client.request<Blob>({
      method: endpoint.method,
      url: endpoint.path,
      headers,
      ...(endpoint.method === 'GET' ? { params: input } : { data: input ?? {} }),
      responseType: 'blob',
    });
  } catch (error) {
    if (axios.isCancel(error)) throw error;
    if (!options.silent) notify('error', networkMessage());
    throw apiError(networkMessage(), 0, ResultCode.refused);
  }
  const type = String(response.headers['content-type'] ?? '');
  if (response.status >= 200 && response.status < 300 && !type.includes('json')) {
    return { blob: response.data, headers: Object.fromEntries(Object.entries(response.headers).map(([key, value]) => [key, String(value)])) };
  }
  let body: unknown;
  try {
    body = JSON.parse(await response.data.text());
  } catch {
    body = undefined;
  }
  return readEnvelope({ status: response.status || 500, data: body }, false, options);
}

/** Calls one contract endpoint: GET with query parameters, POST with a JSON body. */
/** What `call` answers: the data, or the whole envelope for the calls spec §7 hands over whole (`fullBody`). */
export type AnswerOf<E extends Endpoint> = E extends Endpoint<z.ZodTypeAny, z.ZodTypeAny, true> ? Envelope<OutputOf<E>> : OutputOf<E>;

export async function call<E extends Endpoint>(
  endpoint: E | EndpointRef<E>,
  input?: InputOf<E>,
  options: CallOptions = {},
): Promise<AnswerOf<E>> {
  const token = readToken();
  const headers: Record<string, string> = { 'Accept-Language': acceptLanguage() };
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: AxiosResponse;
  try {
    response = await client.request({
      method: endpoint.method,
      url: endpoint.path,
      headers,
      signal: options.signal,
      ...(endpoint.method === 'GET' ? { params: input } : { data: input ?? {} }),
    });
  } catch (error) {
    if (axios.isCancel(error)) throw error;
    if (!options.silent) notify('error', networkMessage());
    throw apiError(networkMessage(), 0, ResultCode.refused);
  }
  return readEnvelope(response, endpoint.fullBody === true, options);
}

export interface UploadOptions extends CallOptions {
  /** Told the share sent so far, 0–100. */
  onProgress?: (percent: number) => void;
}

/**
 * Uploads one file to an `upload: true` endpoint: multipart/form-data with the file in the field `file`, the
 * input in the query string. The answer is read like any other call.
 */
export async function callUpload<E extends Endpoint>(
  endpoint: E,
  input: InputOf<E>,
  file: Blob,
  fileName: string,
  options: UploadOptions = {},
): Promise<OutputOf<E>> {
  if (!endpoint.upload) throw new Error(`${endpoint.path} is not an upload endpoint`);
  const token = readToken();
  const headers: Record<string, string> = { 'Accept-Language': acceptLanguage() };
  if (token) headers.Authorization = `Bearer ${token}`;
  const form = new FormData();
  form.append('file', file, fileName);
  let response: AxiosResponse;
  try {
    response = await client.request({
      method: 'POST',
      url: endpoint.path,
      headers,
      params: input,
      data: form,
      signal: options.signal,
      onUploadProgress: (event) => {
        if (options.onProgress && event.total) options.onProgress(Math.round((event.loaded / event.total) * 100));
      },
    });
  } catch (error) {
    if (axios.isCancel(error)) throw error;
    if (!options.silent) notify('error', networkMessage());
    throw apiError(networkMessage(), 0, ResultCode.refused);
  }
  return readEnvelope(response, false, options);
}
