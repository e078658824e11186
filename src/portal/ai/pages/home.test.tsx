import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initAiI18n, mountEnglish } from '../testing';

/** The front door: the four tools with their pages, and a signed-in user's latest conversations reopening where they were. */
vi.mock('../../../providers/http', () => ({
  call: vi.fn(async () => ({
    list: [{ id: 4, title: 'Notes on EN 10025-2', tool: 'file', documentId: 3, documentName: 'EN 10025-2.pdf', messageCount: 2, createdTime: '', updatedTime: '' }],
    total: 1,
    pageNum: 1,
    pageSize: 5,
  })),
}));
vi.mock('../../../providers/session', () => ({ useSession: () => ({ token: 't' }), session: { get: () => ({ token: 't' }) } }));
const { default: AiHomePage } = await import('./AiHomePage');

describe('the AI front door', { timeout: 30_000 }, () => {
  beforeAll(initAiI18n);

  it('shows the four tools linking to their pages under /en, and the latest conversations', async () => {
    mountEnglish('/ai', '/ai', AiHomePage);
    const paths = { chat: '/en/ai/steelAi', chart: '/en/ai/steelChart', doc: '/en/ai/steelDoc', file: '/en/ai/aiDoc' };
    for (const [tool, path] of Object.entries(paths)) {
      expect(within(screen.getByTestId(`ai-tool-${tool}`)).getByRole('link').getAttribute('href')).toBe(path);
    }
    expect(screen.getByTestId('ai-tool-chat').textContent).toContain('What is the yield strength of Q355B?');
    const latest = await screen.findByTestId('ai-latest-conversation');
    expect(within(latest).getByRole('link').getAttribute('href')).toBe('/en/ai/aiDoc?document=3&id=4');
  });
});
