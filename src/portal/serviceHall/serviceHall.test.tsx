import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicServiceOffer, ServiceOfferDetail } from '@contract/endpoints/serviceHall';
import enServiceHall from '../../../locales/en/serviceHall.json';
import { initTestI18n } from '../../test/i18n';
import { chooseOption, mountPortalPage, shown } from '../../test/portalPage';

/**
 * The service hall's list and the publishing form over canned answers of the contract calls: the platform's services,
 * category tabs and keyword in the request, the honest empty state, the form's rules, the price in fen, visitors and
 * users who may not publish.
 */
type Answer = unknown | ((input: unknown) => unknown);
let answers: Record<string, Answer> = {};
const calls: { path: string; input: unknown }[] = [];
const answer = async (path: string, input: unknown) => {
  calls.push({ path, input });
  const found = answers[path];
  const value = typeof found === 'function' ? (found as (input: unknown) => unknown)(input) : found;
  if (value instanceof Error) throw value;
  return value;
};
vi.mock('../../providers/http', () => ({
  call: vi.fn(async (endpoint: { path: string }, input: unknown) => answer(endpoint.path, input)),
  callUpload: vi.fn(async (endpoint: { path: string }, input: unknown) => answer(endpoint.path, input)),
}));
let sessionState: { token?: string; permissions?: string[] } = {};
vi.mock('../../providers/session', () => ({ useSession: () => sessionState }));
const notices: [string, string][] = [];
vi.mock('../../providers/notify', () => ({ notify: (type: string, text: string) => notices.push([type, text]) }));

const { default: ServiceHallPage } = await import('./pages/ServiceHallPage');
const { default: OfferAddPage } = await import('./pages/OfferAddPage');

const PATHS = { page: '/atsteel/allServer/page', save: '/atsteel/allServer/save', submit: '/atsteel/allServer/submit' };
const TIME = '2026-01-01T04:00:00.000Z';
const offer: PublicServiceOffer = {
  id: 5,
  companyId: 3,
  companyName: 'Demo Steel',
  category: 'processing',
  name: 'Laser cutting',
  summary: 'Plates up to 20 mm',
  introduction: 'Cutting of carbon and stainless plates.',
  price: 12050,
  priceUnit: 'hour',
  region: 'Shanghai',
  contactName: 'Li',
  contactPhone: '13912345678',
  pictureId: null,
  views: 0,
  publishTime: TIME,
};
const saved: ServiceOfferDetail = {
  ...offer,
  state: 'draft',
  rejectReason: null,
  submitTime: null,
  reviewTime: null,
  createTime: TIME,
  updateTime: TIME,
  nextActions: ['edit', 'delete', 'submit'],
  history: [],
};

const lastInput = (path: string) => calls.filter((call) => call.path === path).at(-1)?.input;
const type = (testId: string, value: string) => {
  const element = screen.getByTestId(testId);
  fireEvent.change(element.querySelector('input, textarea') ?? element, { target: { value } });
};
const error = (text: string) => waitFor(() => expect(screen.getAllByText(text).length).toBeGreaterThan(0), { timeout: 5000 });

describe('service hall pages', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    const i18n = await initTestI18n('en');
    i18n.addResourceBundle('en', 'serviceHall', enServiceHall);
  });
  beforeEach(() => {
    calls.length = 0;
    notices.length = 0;
    sessionState = { token: 't', permissions: ['serviceOffer:manage'] };
    answers = {
      [PATHS.page]: { list: [offer], total: 1, pageNum: 1, pageSize: 12 },
      [PATHS.save]: saved,
      [PATHS.submit]: { ...saved, state: 'pending', nextActions: [] },
    };
  });

  describe('the hall', () => {
    it("lists the platform's services as links to their modules, then the approved offers", async () => {
      mountPortalPage('/allServer', '/allServer', ServiceHallPage);
      await shown('offer-card-5');
      expect(screen.getByTestId('platform-service-testing').getAttribute('href')).toBe('/cloud/cloudHomepage');
      expect(screen.getByTestId('platform-service-customization').getAttribute('href')).toBe('/custom');
      expect(screen.queryByTestId('platform-service-processing')).toBeNull();
      const card = screen.getByTestId('offer-card-5');
      expect(card.getAttribute('href')).toBe('/allServer/5');
      expect(card.textContent).toContain('Laser cutting');
      expect(card.textContent).toContain('¥120.50 / hour');
      expect(card.textContent).toContain('Demo Steel');
      expect(lastInput(PATHS.page)).toEqual({ pageNum: 1, pageSize: 12 });
    });

    it('sends the category, keyword and region of the address, and says "by negotiation" without a price', async () => {
      answers[PATHS.page] = { list: [{ ...offer, price: null }], total: 1, pageNum: 1, pageSize: 12 };
      mountPortalPage('/allServer/allServer?category=consulting&keyword=cut&region=Shanghai', '/allServer/allServer', ServiceHallPage);
      await shown('offer-card-5');
      expect(lastInput(PATHS.page)).toEqual({ category: 'consulting', keyword: 'cut', region: 'Shanghai', pageNum: 1, pageSize: 12 });
      expect(screen.getByTestId('offer-price').textContent).toBe('Price by negotiation');
    });

    it('a category tab asks again for that category only', async () => {
      mountPortalPage('/allServer', '/allServer', ServiceHallPage);
      await shown('offer-card-5');
      fireEvent.click(screen.getByRole('tab', { name: 'Training' }));
      await waitFor(() => expect(lastInput(PATHS.page)).toEqual({ category: 'training', pageNum: 1, pageSize: 12 }));
    });

    it('an empty hall says what will be there and how companies publish', async () => {
      answers[PATHS.page] = { list: [], total: 0, pageNum: 1, pageSize: 12 };
      mountPortalPage('/allServer', '/allServer', ServiceHallPage);
      await shown('offers-empty');
      expect(screen.getByTestId('offers-empty').textContent).toContain('Publish a service');
    });
  });

  describe('the publishing form', () => {
    const fill = async () => {
      await shown('offer-form');
      await chooseOption(screen.getByTestId('offer-category'), 'Processing');
      type('offer-name', 'Laser cutting');
      type('offer-introduction', 'Cutting of carbon and stainless plates.');
      type('offer-contact-name', 'Li');
      type('offer-contact-phone', '13912345678');
    };

    it('saves the offer with the price in fen, submits it, and opens my services', async () => {
      mountPortalPage('/allServer/allServerAdd', '/allServer/allServerAdd', OfferAddPage);
      await fill();
      type('offer-price-input', '120.5');
      type('offer-price-unit', 'hour');
      fireEvent.click(screen.getByTestId('offer-save-submit'));
      await shown('where');
      expect(screen.getByTestId('where').textContent).toBe('/allServer/myAllServer');
      expect(lastInput(PATHS.save)).toEqual({
        category: 'processing',
        name: 'Laser cutting',
        summary: '',
        introduction: 'Cutting of carbon and stainless plates.',
        price: 12050,
        priceUnit: 'hour',
        region: '',
        contactName: 'Li',
        contactPhone: '13912345678',
        pictureId: null,
      });
      expect(lastInput(PATHS.submit)).toEqual({ id: 5 });
      expect(notices).toEqual([['success', 'Submitted for review']]);
    });

    it('an empty price is "by negotiation" (null); a draft is not submitted', async () => {
      mountPortalPage('/allServer/allServerAdd', '/allServer/allServerAdd', OfferAddPage);
      await fill();
      fireEvent.click(screen.getByTestId('offer-save'));
      await shown('where');
      expect(lastInput(PATHS.save)).toMatchObject({ price: null });
      expect(calls.some((call) => call.path === PATHS.submit)).toBe(false);
    });

    it('refuses a missing name and a wrong phone with the messages of the contract, and sends nothing', async () => {
      mountPortalPage('/allServer/allServerAdd', '/allServer/allServerAdd', OfferAddPage);
      await fill();
      type('offer-name', ' ');
      type('offer-contact-phone', '12345');
      fireEvent.click(screen.getByTestId('offer-save'));
      await error('Please enter the service name');
      await error('Please enter a valid telephone: a mobile number, a landline with area code, or an international number starting with +');
      expect(calls.some((call) => call.path === PATHS.save)).toBe(false);
    });

    it('sends visitors to sign in, and tells users who may not publish why', async () => {
      sessionState = {};
      const visitor = mountPortalPage('/allServer/allServerAdd', '/allServer/allServerAdd', OfferAddPage);
      await shown('offer-sign-in');
      fireEvent.click(screen.getByTestId('offer-sign-in'));
      await shown('where');
      expect(screen.getByTestId('where').textContent).toBe(`/login?redirect=${encodeURIComponent('/allServer/allServerAdd')}`);
      visitor.unmount();

      sessionState = { token: 't', permissions: [] };
      mountPortalPage('/allServer/allServerAdd', '/allServer/allServerAdd', OfferAddPage);
      await shown('offer-no-permission');
      expect(screen.getByTestId('offer-no-permission').textContent).toContain('Register a company account');
      expect(screen.queryByTestId('offer-form')).toBeNull();
    });
  });
});
