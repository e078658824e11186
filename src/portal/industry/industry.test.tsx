import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import enIndustry from '../../../locales/en/industry.json';
import { initTestI18n } from '../../test/i18n';
import { mountPortalPage } from '../../test/portalPage';

/**
 * The industry pages over canned answers of the contract calls: each kind's list sends its own filters from the
 * address and the page's controls; the request form refuses a bad mobile and an empty name with the contract's
 * messages and sends nothing, sends a good one; visitors are asked to sign in.
 */
const calls: { path: string; input: Record<string, unknown> }[] = [];
vi.mock('../../providers/http', () => ({
  call: vi.fn(async (endpoint: { path: string }, input: Record<string, unknown>) => {
    calls.push({ path: endpoint.path, input });
    if (endpoint.path.endsWith('/list')) return { list: [], total: 0, pageNum: 1, pageSize: 12 };
    return { id: 9 };
  }),
}));
let sessionState: { token?: string; permissions?: string[] } = {};
vi.mock('../../providers/session', () => ({ useSession: () => sessionState, session: { get: () => sessionState } }));

const { IndustrialList, TrainingList, ExpertList } = await import('./pages');
const { RequestDialog } = await import('./RequestDialog');

const lastInput = (path: string) => calls.filter((call) => call.path === path).at(-1)?.input;
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('industry pages', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    const i18n = await initTestI18n('en');
    i18n.addResourceBundle('en', 'industry', enIndustry);
  });
  beforeEach(() => {
    calls.length = 0;
    sessionState = { token: 't', permissions: [] };
  });

  describe('the lists', () => {
    it("sends each kind's filters from the address to that kind's list, and only those", async () => {
      mountPortalPage('/industryAppList?industry=energy&mode=online&keyword=bridge&page=2', '/industryAppList', IndustrialList);
      await waitFor(() => expect(lastInput('/atsteel/other/industrial/list')).toEqual({ industry: 'energy', keyword: 'bridge', pageNum: 2, pageSize: 12 }));
      expect((await screen.findByTestId('industry-empty')).textContent).toContain('Nothing matches these filters');
    });

    it('a course list sends the mode and "upcoming", an expert list the field', async () => {
      const first = mountPortalPage('/digitalTalentTrainingList?mode=online&upcoming=true&field=welding', '/digitalTalentTrainingList', TrainingList);
      await waitFor(() => expect(lastInput('/atsteel/other/digital/list')).toEqual({ mode: 'online', upcoming: 'true', pageNum: 1, pageSize: 12 }));
      first.unmount();
      mountPortalPage('/expertServicesList?field=welding&industry=energy', '/expertServicesList', ExpertList);
      await waitFor(() => expect(lastInput('/atsteel/other/expert/list')).toEqual({ field: 'welding', pageNum: 1, pageSize: 12 }));
    });

    it('the sector select asks again for that sector', async () => {
      mountPortalPage('/industryAppList', '/industryAppList', IndustrialList);
      await waitFor(() => expect(lastInput('/atsteel/other/industrial/list')).toEqual({ pageNum: 1, pageSize: 12 }));
      fireEvent.mouseDown(screen.getByTestId('industry-sector').querySelector('.ant-select-selector') ?? screen.getByTestId('industry-sector'));
      const option = await waitFor(() => {
        const found = Array.from(document.querySelectorAll('.ant-select-item-option')).find((element) => element.textContent === 'Shipbuilding');
        if (!found) throw new Error('no option');
        return found;
      });
      fireEvent.click(option);
      await waitFor(() => expect(lastInput('/atsteel/other/industrial/list')).toEqual({ industry: 'shipbuilding', pageNum: 1, pageSize: 12 }));
    });
  });

  describe('the request form', () => {
    const Dialog = () => <RequestDialog kind="expert" entryId={4} title="Welding expert" />;

    it("refuses an empty name and a wrong mobile with the contract's messages and sends nothing", async () => {
      mountPortalPage('/expertServices?id=4', '/expertServices', Dialog);
      fireEvent.click(screen.getByTestId('industry-request-open'));
      await screen.findByTestId('industry-request-form');
      type('Mobile', '12345');
      fireEvent.click(screen.getByTestId('industry-request-submit'));
      await screen.findByText('Please enter your name');
      expect(screen.getByText('Mobile number format error')).toBeTruthy();
      expect(calls.some((call) => call.path.endsWith('/apply'))).toBe(false);
    });

    it('sends the contact with the entry once it is valid', async () => {
      mountPortalPage('/expertServices?id=4', '/expertServices', Dialog);
      fireEvent.click(screen.getByTestId('industry-request-open'));
      await screen.findByTestId('industry-request-form');
      type('Name', ' Li Lei ');
      type('Mobile', '13912345678');
      type('Message (optional)', 'About weld cracks');
      fireEvent.click(screen.getByTestId('industry-request-submit'));
      await waitFor(() =>
        expect(lastInput('/atsteel/other/expert/apply')).toEqual({ entryId: 4, name: ' Li Lei ', mobile: '13912345678', company: undefined, message: 'About weld cracks' }),
      );
    });

    it('asks a visitor to sign in and brings them back to the entry', async () => {
      sessionState = {};
      mountPortalPage('/expertServices?id=4', '/expertServices', Dialog);
      expect(screen.queryByTestId('industry-request-open')).toBeNull();
      fireEvent.click(screen.getByTestId('industry-request-sign-in'));
      await waitFor(() => expect(screen.getByTestId('where').textContent).toBe(`/login?redirect=${encodeURIComponent('/expertServices?id=4')}`));
    });
  });
});
