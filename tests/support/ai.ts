import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { API, type AskStreamLine, type Language, type StoredFile } from '@contract';
import { authHeaders, type TestApp } from './app';
import { multipart } from './files';

/** Test helpers of the AI module (API tests only). */

/** Asks with `Accept: application/x-ndjson`: the status, content type and the parsed lines (or the envelope). */
export async function askStreamed(t: TestApp, input: Record<string, unknown>, token: string, lang: Language = 'zh') {
  const response = await t.app.inject({
    method: 'POST',
    url: API.aiConversations.conversationDetailSave.path,
    headers: { ...authHeaders({ token, lang }), accept: 'application/x-ndjson' },
    payload: input,
  });
  const contentType = String(response.headers['content-type'] ?? '');
  const lines = contentType.startsWith('application/x-ndjson')
    ? response.body
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as AskStreamLine)
    : [];
  return { status: response.statusCode, contentType, lines, body: response.body };
}

export async function uploadAiDocument(t: TestApp, token: string, name: string, bytes: Buffer) {
  const { payload, headers } = multipart({ name, bytes });
  const response = await t.app.inject({
    method: 'POST',
    url: `${API.files.upload.path}?purpose=aiDocument`,
    headers: { ...authHeaders({ token, lang: 'en' }), ...headers },
    payload,
  });
  return { status: response.statusCode, body: response.json() as { code: number; msg: string; data: StoredFile } };
}

export interface ChatRequest {
  model: string;
  messages: { role: string; content: string | null; tool_calls?: unknown[]; tool_call_id?: string }[];
  tools?: { type: string; function: { name: string; description: string; parameters: Record<string, unknown> } }[];
  tool_choice?: string;
}

/** What the fake model does with one request: answer a completion, fail with a status, or hang. */
export type ModelTurn = (
  | { toolCall: { name: string; arguments: Record<string, unknown> } }
  | { content: string }
  | { status: number }
  | { hang: true }
) & {
  /** Done before the turn is answered (e.g. something changing while the model thinks). */
  before?: () => Promise<unknown>;
};

/**
 * An OpenAI-compatible chat-completions endpoint on a local port: each request is recorded and answered by the next
 * turn given (`respond` may be replaced between tests); `baseUrl` is what ATSTEEL_AI_BASE_URL would be.
 */
export async function fakeModel() {
  const requests: ChatRequest[] = [];
  let turns: ModelTurn[] = [];
  const hanging: ServerResponse[] = [];
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', async () => {
      requests.push(JSON.parse(body) as ChatRequest);
      const turn: ModelTurn = turns.shift() ?? { status: 500 };
      await turn.before?.();
      if ('hang' in turn) return void hanging.push(response);
      // A millisecond between retries instead of the client's backoff of seconds.
      if ('status' in turn) return void response.writeHead(turn.status, { 'content-type': 'application/json', 'retry-after-ms': '1' }).end('{"error":{"message":"down"}}');
      const message =
        'toolCall' in turn
          ? { role: 'assistant', content: null, tool_calls: [{ id: `call_${requests.length}`, type: 'function', function: { name: turn.toolCall.name, arguments: JSON.stringify(turn.toolCall.arguments) } }] }
          : { role: 'assistant', content: turn.content };
      response.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          id: `chatcmpl-${requests.length}`,
          object: 'chat.completion',
          created: 0,
          model: 'fake',
          choices: [{ index: 0, message, finish_reason: 'toolCall' in turn ? 'tool_calls' : 'stop' }],
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    /** The turns of the next requests, in order (any request after them fails with 500). */
    script(next: ModelTurn[]) {
      turns = [...next];
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of hanging) response.destroy();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
