import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AiDocument } from '@contract/endpoints/ai';
import { initAiI18n, mountEnglish, where } from '../testing';

/**
 * The document page over canned answers: an upload is registered with documentSave and listed with its pages and
 * passages; an unreadable one shows the server's message; a citation's address opens the document and its page;
 * deleting asks first, then calls documentDel.
 */
const documentOf = (id: number, name: string, state: AiDocument['state'] = 'ready'): AiDocument => ({
  id,
  name,
  fileId: '0b5c1f62-4f1f-4c52-9d1a-6f2f0c7a9e10',
  contentType: 'application/pdf',
  size: 1024,
  pages: 12,
  passages: 40,
  state,
  createdTime: '2026-01-01 10:00:00',
});
const calls: { path: string; input: Record<string, unknown> }[] = [];
let listed: AiDocument[] = [];
let saveAnswer: () => Promise<AiDocument> = async () => documentOf(9, 'mill-test.pdf');
vi.mock('../../../providers/http', () => ({
  call: vi.fn(async (endpoint: { path: string }, input: Record<string, unknown>) => {
    calls.push({ path: endpoint.path, input });
    if (endpoint.path.endsWith('/documentList') || endpoint.path.endsWith('/conversationsList')) return { list: endpoint.path.endsWith('/documentList') ? listed : [], total: endpoint.path.endsWith('/documentList') ? listed.length : 0, pageNum: 1, pageSize: 20 };
    if (endpoint.path.endsWith('/documentSave')) return saveAnswer();
    return { ok: true };
  }),
  callUpload: vi.fn(async (endpoint: { path: string }, input: Record<string, unknown>, file: File) => {
    calls.push({ path: endpoint.path, input });
    return { id: '0b5c1f62-4f1f-4c52-9d1a-6f2f0c7a9e10', name: file.name, contentType: file.type, size: file.size, purpose: 'aiDocument' };
  }),
}));
vi.mock('../../../providers/session', () => ({ useSession: () => ({ token: 't' }), session: { get: () => ({ token: 't' }) } }));
const { default: AiDocPage } = await import('../pages/AiDocPage');

const upload = (name: string) => {
  const input = screen.getByTestId('ai-doc-upload').querySelector('input[type=file]')!;
  fireEvent.change(input, { target: { files: [new File(['%PDF-1.7'], name, { type: 'application/pdf' })] } });
};

describe('the document page', { timeout: 30_000 }, () => {
  beforeAll(initAiI18n);
  beforeEach(() => {
    calls.length = 0;
    listed = [];
    saveAnswer = async () => documentOf(9, 'mill-test.pdf');
  });

  it('uploads, registers the file with documentSave, lists it with its pages and passages, and opens it', async () => {
    mountEnglish('/ai/aiDoc', '/ai/aiDoc', AiDocPage);
    await screen.findByTestId('ai-document-none');
    upload('mill-test.pdf');
    await waitFor(() => expect(calls.find((call) => call.path.endsWith('/documentSave'))?.input).toEqual({ fileId: '0b5c1f62-4f1f-4c52-9d1a-6f2f0c7a9e10' }));
    expect(calls.find((call) => call.path.endsWith('/upload/file'))?.input).toEqual({ purpose: 'aiDocument' });
    expect((await screen.findByTestId('ai-doc-outcome')).textContent).toContain('mill-test.pdf is ready: 12 pages, 40 passages');
    expect(screen.getByTestId('ai-document').textContent).toContain('mill-test.pdf');
    await waitFor(() => expect(where()).toBe('/ai/aiDoc?document=9'));
    expect((await screen.findByTestId('ai-document-selected')).textContent).toBe('mill-test.pdf');
    expect(screen.getByTestId('ai-input')).toBeTruthy();
  });

  it("shows the server's message when the document cannot be read", async () => {
    saveAnswer = () => Promise.reject(Object.assign(new Error('The document has no readable text'), { code: -1 }));
    mountEnglish('/ai/aiDoc', '/ai/aiDoc', AiDocPage);
    await screen.findByTestId('ai-document-none');
    upload('scan.pdf');
    expect((await screen.findByTestId('ai-doc-outcome')).textContent).toContain('The document has no readable text');
    expect(screen.queryByTestId('ai-document')).toBeNull();
  });

  it("a citation's address opens the document's chat and says which page was cited; delete asks first", async () => {
    listed = [documentOf(3, 'EN 10025-2.pdf'), documentOf(4, 'notes.docx')];
    mountEnglish('/ai/aiDoc?document=3&page=7', '/ai/aiDoc', AiDocPage);
    expect((await screen.findByTestId('ai-cited-page')).textContent).toContain('page 7');
    await waitFor(() => expect(screen.getByTestId('ai-document-selected').textContent).toBe('EN 10025-2.pdf'));
    expect(calls.find((call) => call.path.endsWith('/conversationsList'))?.input).toMatchObject({ tool: 'file' });
    fireEvent.click(within(screen.getAllByTestId('ai-document')[0]).getByTestId('ai-document-delete'));
    expect(calls.some((call) => call.path.endsWith('/documentDel'))).toBe(false);
    fireEvent.click(await screen.findByTestId('ai-document-delete-confirm'));
    await waitFor(() => expect(calls.find((call) => call.path.endsWith('/documentDel'))?.input).toEqual({ id: 3 }));
    await waitFor(() => expect(screen.getAllByTestId('ai-document')).toHaveLength(1));
    await waitFor(() => expect(where()).toBe('/ai/aiDoc'));
  });
});
