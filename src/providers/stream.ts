import type { Endpoint, InputOf, OutputOf } from '@contract/endpoint';
import { languageOfPath } from '@contract/locales';
import { readToken } from './cookies';
import { readEnvelope, type CallOptions } from './http';

/**
 * The only code that reads a streamed (NDJSON) answer: one JSON object a line, `{"type":"delta","text"}` pieces, then
 * `{"type":"done","data"}` or `{"type":"error","code","msg"}` (contract/endpoints/ai.ts). Everything that is not a
 * stream (a refusal before the first piece, a server that answers without streaming) is read by http.ts'
 * `readEnvelope`, so messages, -100/-101 and the error type are exactly those of every other call.
 */
export const NDJSON = 'application/x-ndjson';

type StreamLine<T> = { type: 'delta'; text: string } | { type: 'done'; data: T } | { type: 'error'; code: number; msg: string };

const acceptLanguage = () => (languageOfPath(window.location.pathname) === 'en' ? 'en' : 'zh-CN');
const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** A failure with no envelope (network down, stream cut): read as the network failure http.ts reports. */
const networkFailure = (options: CallOptions): never => readEnvelope({ status: 0, data: undefined }, false, options);

async function* linesOf(body: ReadableStream<Uint8Array> | null, fallback: () => Promise<string>): AsyncGenerator<string> {
  if (!body) {
    yield* (await fallback()).split('\n');
    return;
  }
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let rest = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    rest += decoder.decode(value, { stream: true });
    const lines = rest.split('\n');
    rest = lines.pop() ?? '';
    yield* lines;
  }
  rest += decoder.decode();
  if (rest) yield rest;
}

/**
 * Posts to a streaming endpoint: yields the answer's text pieces as they come and returns the `done` data. An
 * `error` line, a refusal or a network failure throws the ApiError http.ts throws (its message already shown).
 */
export async function* streamCall<E extends Endpoint>(endpoint: E, input: InputOf<E>, options: CallOptions = {}): AsyncGenerator<string, OutputOf<E>> {
  const token = readToken();
  const headers: Record<string, string> = { Accept: NDJSON, 'Accept-Language': acceptLanguage(), 'Content-Type': 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`${import.meta.env.VITE_API_BASE ?? ''}${endpoint.path}`, {
      method: endpoint.method,
      headers,
      body: JSON.stringify(input ?? {}),
      credentials: 'include',
      signal: options.signal,
    });
  } catch (error) {
    if (isAbort(error)) throw error;
    return networkFailure(options);
  }

  if (!(response.headers.get('content-type') ?? '').includes(NDJSON)) {
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      body = undefined;
    }
    return readEnvelope<OutputOf<E>>({ status: response.status || 500, data: body }, false, options);
  }

  try {
    for await (const raw of linesOf(response.body, () => response.text())) {
      const text = raw.trim();
      if (!text) continue;
      const line = JSON.parse(text) as StreamLine<OutputOf<E>>;
      if (line.type === 'delta') yield line.text;
      else if (line.type === 'done') return line.data;
      else if (line.type === 'error') return readEnvelope({ status: response.status, data: { code: line.code, msg: line.msg, data: null } }, false, options);
    }
  } catch (error) {
    if (isAbort(error) || (error as { code?: unknown }).code !== undefined) throw error;
    return networkFailure(options);
  }
  // The stream ended without its last line: the answer was cut off.
  return networkFailure(options);
}

/** `streamCall` for a caller that wants each piece handed to it and the final data as the promise's value. */
export async function callStream<E extends Endpoint>(
  endpoint: E,
  input: InputOf<E>,
  onDelta: (text: string) => void,
  options: CallOptions = {},
): Promise<OutputOf<E>> {
  const stream = streamCall(endpoint, input, options);
  for (;;) {
    const next = await stream.next();
    if (next.done) return next.value;
    onDelta(next.value);
  }
}
