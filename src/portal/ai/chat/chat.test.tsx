import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AiMessage, AskOutput, ConversationSummary } from '@contract/endpoints/ai';
import { initAiI18n, mountEnglish, where } from '../testing';

/**
 * The chat over canned answers of the contract calls: a question streams in, then the stored answer replaces it with
 * citation links that keep the English prefix; the address keeps the conversation; rename and delete call their
 * endpoints; a refusal shows the server's message; visitors are asked to sign in.
 */
const conversation = (id: number, title: string): ConversationSummary => ({
  id,
  title,
  tool: 'chat',
  documentId: null,
  documentName: null,
  messageCount: 2,
  createdTime: '2026-01-01 10:00:00',
  updatedTime: '2026-01-01 10:00:00',
});
const message = (id: number, role: 'user' | 'assistant', text: string, extra: Partial<AiMessage> = {}): AiMessage => ({
  id,
  role,
  text,
  citations: [],
  answered: role === 'assistant' ? true : null,
  engine: role === 'assistant' ? 'builtin' : null,
  intent: null,
  chart: null,
  table: null,
  draft: null,
  createdTime: '2026-01-01 10:00:00',
  ...extra,
});

const calls: { path: string; input: Record<string, unknown> }[] = [];
let listed: ConversationSummary[] = [];
vi.mock('../../../providers/http', () => ({
  call: vi.fn(async (endpoint: { path: string }, input: Record<string, unknown>) => {
    calls.push({ path: endpoint.path, input });
    if (endpoint.path.endsWith('/conversationsList')) return { list: listed, total: listed.length, pageNum: 1, pageSize: 20 };
    if (endpoint.path.endsWith('/conversationDetailList')) {
      return { conversation: conversation(input.id as number, 'Old'), messages: [message(1, 'user', 'Old question'), message(2, 'assistant', 'Old answer')] };
    }
    if (endpoint.path.endsWith('/conversationsSave')) return { ...conversation(input.id as number, input.title as string) };
    return { ok: true };
  }),
}));
const stream = vi.hoisted(() => ({ run: undefined as undefined | ((input: Record<string, unknown>, onDelta: (text: string) => void) => Promise<AskOutput>) }));
vi.mock('../../../providers/stream', () => ({
  callStream: (_endpoint: unknown, input: Record<string, unknown>, onDelta: (text: string) => void) => stream.run!(input, onDelta),
}));
let sessionState = { token: 't' };
vi.mock('../../../providers/session', () => ({ useSession: () => sessionState, session: { get: () => sessionState } }));

const { default: SteelAiPage } = await import('../pages/SteelAiPage');
const ask = (text: string) => {
  fireEvent.change(screen.getByTestId('ai-input'), { target: { value: text } });
  fireEvent.keyDown(screen.getByTestId('ai-input'), { key: 'Enter' });
};

describe('the chat', { timeout: 30_000 }, () => {
  beforeAll(initAiI18n);
  beforeEach(() => {
    calls.length = 0;
    listed = [];
    sessionState = { token: 't' };
  });

  it('streams the answer, then shows the stored one with citation links under /en, and keeps the conversation in the address', async () => {
    let finish!: (output: AskOutput) => void;
    stream.run = (input, onDelta) => {
      onDelta('Q355B: ');
      onDelta('355 MPa');
      expect(input).toEqual({ tool: 'chat', question: 'Yield of Q355B?' });
      return new Promise((resolve) => (finish = resolve));
    };
    mountEnglish('/ai/steelAi', '/ai/steelAi', SteelAiPage);
    await screen.findAllByTestId('ai-example');
    ask('Yield of Q355B?');
    await waitFor(() => expect(screen.getByTestId('ai-streaming').textContent).toContain('Q355B: 355 MPa'));

    const citation = { kind: 'grade' as const, label: 'Q355B (GB/T 1591-2018), Table 7', source: 'GB/T 1591-2018 · Table 7', href: '/material/detail/steel/12', page: null, quote: null };
    await act(async () =>
      finish({
        conversation: conversation(7, 'Yield of Q355B?'),
        question: message(10, 'user', 'Yield of Q355B?'),
        answer: message(11, 'assistant', 'Q355B: 355 MPa [1]', { citations: [citation] }),
      }),
    );
    const answer = await screen.findByTestId('ai-answer');
    expect(screen.queryByTestId('ai-streaming')).toBeNull();
    expect(within(answer).getByTestId('ai-marker').getAttribute('href')).toBe('/en/material/detail/steel/12');
    const cited = within(answer).getByTestId('ai-citation');
    expect(cited.textContent).toContain('GB/T 1591-2018 · Table 7');
    expect(within(cited).getByRole('link').getAttribute('href')).toBe('/en/material/detail/steel/12');
    expect(within(answer).getByTestId('ai-engine').textContent).toContain('built-in');
    expect(where()).toBe('/ai/steelAi?id=7');
    expect(screen.getAllByTestId('ai-conversation')[0].textContent).toContain('Yield of Q355B?');
    expect((screen.getByTestId('ai-input') as HTMLTextAreaElement).value).toBe('');
    // The conversation was created here: it is not read again.
    expect(calls.some((call) => call.path.endsWith('/conversationDetailList'))).toBe(false);
  });

  it('reopens the conversation of the address and asks in it; an unanswered answer says so', async () => {
    stream.run = async (input) => {
      expect(input).toEqual({ tool: 'chat', question: 'Price of Q355B?', conversationId: 3 });
      return {
        conversation: conversation(3, 'Old'),
        question: message(12, 'user', 'Price of Q355B?'),
        answer: message(13, 'assistant', 'The platform has no prices.', { answered: false }),
      };
    };
    mountEnglish('/ai/steelAi?id=3', '/ai/steelAi', SteelAiPage);
    await screen.findByText('Old answer');
    expect(calls.find((call) => call.path.endsWith('/conversationDetailList'))?.input).toEqual({ id: 3 });
    ask('Price of Q355B?');
    expect(await screen.findByTestId('ai-unanswered')).toBeTruthy();
    expect(screen.getAllByTestId('ai-answer')).toHaveLength(2);
  });

  it("shows the server's message when the question is refused, and keeps the question", async () => {
    stream.run = () => Promise.reject(Object.assign(new Error('Daily question limit reached'), { code: -1, statusCode: 429 }));
    mountEnglish('/ai/steelAi', '/ai/steelAi', SteelAiPage);
    await screen.findAllByTestId('ai-example');
    ask('Yield of Q355B?');
    expect((await screen.findByTestId('ai-refusal')).textContent).toContain('Daily question limit reached');
    expect((screen.getByTestId('ai-input') as HTMLTextAreaElement).value).toBe('Yield of Q355B?');
  });

  it('renames with conversationsSave and deletes with conversationsDel after the confirm', async () => {
    listed = [conversation(5, 'First'), conversation(6, 'Second')];
    mountEnglish('/ai/steelAi?id=5', '/ai/steelAi', SteelAiPage);
    await waitFor(() => expect(screen.getAllByTestId('ai-conversation')).toHaveLength(2));

    fireEvent.click(within(screen.getAllByTestId('ai-conversation')[0]).getByTestId('ai-conversation-rename'));
    fireEvent.change(await screen.findByTestId('ai-conversation-rename-input'), { target: { value: 'Q355B yield' } });
    fireEvent.click(screen.getByTestId('ai-conversation-rename-confirm'));
    await waitFor(() => expect(calls.find((call) => call.path.endsWith('/conversationsSave'))?.input).toEqual({ id: 5, title: 'Q355B yield', tool: 'chat' }));
    await waitFor(() => expect(screen.getAllByTestId('ai-conversation')[0].textContent).toContain('Q355B yield'));

    fireEvent.click(within(screen.getAllByTestId('ai-conversation')[0]).getByTestId('ai-conversation-delete'));
    fireEvent.click(await screen.findByTestId('ai-conversation-delete-confirm'));
    await waitFor(() => expect(calls.find((call) => call.path.endsWith('/conversationsDel'))?.input).toEqual({ id: 5 }));
    await waitFor(() => expect(screen.getAllByTestId('ai-conversation')).toHaveLength(1));
    // The open conversation was deleted: the page starts a new one.
    await waitFor(() => expect(where()).toBe('/ai/steelAi'));
  });

  it('asks a visitor to sign in and comes back', async () => {
    sessionState = { token: '' };
    mountEnglish('/ai/steelAi?id=3', '/ai/steelAi', SteelAiPage);
    fireEvent.click(await screen.findByTestId('ai-sign-in'));
    expect(where()).toBe(`/login?redirect=${encodeURIComponent('/ai/steelAi?id=3')}`);
    expect(calls).toEqual([]);
  });
});
