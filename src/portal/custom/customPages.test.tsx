import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CustomOrder, CustomOrderDetail } from '@contract/endpoints/customization';
import enCustomForm from '../../../locales/en/customForm.json';
import enCustom from '../../../locales/en/custom.json';
import { customOrderFixture } from '../../components/customization/customOrder.fixture';
import { initTestI18n } from '../../test/i18n';
import { chooseOption, mountPortalPage, shown } from '../../test/portalPage';

/**
 * The customization request form and the buyer's list over canned answers of the contract calls: the browser's
 * rules with the spec's messages, the body of a valid request and where it goes after, editing (allowed or not),
 * visitors, and the list's rows.
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
  callFile: vi.fn(async () => ({ blob: new Blob(), headers: {} })),
  callUpload: vi.fn(async (endpoint: { path: string }, input: unknown) => answer(endpoint.path, input)),
}));
let sessionState: { token?: string; permissions?: string[] } = {};
vi.mock('../../providers/session', () => ({ useSession: () => sessionState }));

const { default: CustomFormPage } = await import('./pages/CustomFormPage');
const { default: CustomListPage } = await import('./pages/CustomListPage');

const PATHS = {
  typeList: '/atsteel/material/custom/typeList',
  address: '/atsteel/material/custom/address',
  steelNames: '/atsteel/material/custom/steelNames',
  save: '/atsteel/material/custom/save',
  page: '/atsteel/material/custom/page',
  detail: '/atsteel/material/custom/detail',
};
const TIME = '2026-01-01T04:00:00.000Z';
const typeList = {
  types: ['alloyDevelopment', 'specialShape', 'performanceTailoring', 'surfaceCondition'],
  shapes: ['plate', 'bar'],
  quantityUnits: ['t', 'kg'],
  properties: [
    { code: 'yieldStrength', unit: 'MPa' },
    { code: 'impactEnergy', unit: 'J' },
  ],
  dimensions: ['thickness', 'width'],
};
const address = { id: 31, consignee: 'Li Lei', telephone: '13800000000', location: [], locationName: 'Shanghai', detail: 'No. 1 Road', isDefault: true, createTime: TIME, updateTime: TIME };
const orderRow: CustomOrder = {
  id: 9,
  orderNo: 'DZ202601010001',
  type: 'performanceTailoring',
  name: 'Weathering plate',
  shape: 'plate',
  quantity: 12.5,
  quantityUnit: 't',
  deliveryDate: '2027-03-01',
  state: 'executing',
  buyerName: null,
  companyName: null,
  totalAmount: 12345600,
  depositAmount: 3000000,
  nextMilestone: 'labRnd',
  nextDueDate: '2026-01-10',
  overdue: true,
  createTime: TIME,
  updateTime: TIME,
};
const detailOf = (nextActions: CustomOrderDetail['nextActions']) =>
  customOrderFixture({
    ...orderRow,
    state: 'preReview',
    nextActions,
    composition: [{ el: 'C', min: null, max: 0.2 }],
    properties: [],
    dimensions: [],
    addressId: 31,
    address: null,
    application: 'Bridges',
    attachments: [],
  });

const savedInput = () => calls.filter((call) => call.path === PATHS.save).at(-1)?.input;

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });
const typeIn = (element: HTMLElement, value: string) => fireEvent.change(element.querySelector('input') ?? element, { target: { value } });

async function pickDate(value: string) {
  const input = screen.getByTestId('custom-delivery-date').querySelector('input') ?? screen.getByTestId('custom-delivery-date');
  fireEvent.mouseDown(input);
  fireEvent.change(input, { target: { value } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
}

/** Everything the form requires, valid; the test then breaks one thing. */
async function fillRequired() {
  await shown('custom-form');
  fireEvent.click(screen.getByTestId('custom-type').querySelector('input[value="performanceTailoring"]')!);
  type('custom-name', 'Weathering plate');
  await chooseOption(screen.getByTestId('custom-shape'), 'Plate');
  typeIn(screen.getByTestId('custom-quantity'), '12.5');
  await pickDate('2099-05-20');
  type('custom-application', 'Bridges');
}
const submit = () => fireEvent.click(screen.getByTestId('custom-submit'));
const error = (text: string) => waitFor(() => expect(screen.getAllByText(text).length).toBeGreaterThan(0), { timeout: 5000 });

describe('customization request form and list', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    const i18n = await initTestI18n('en');
    i18n.addResourceBundle('en', 'customForm', enCustomForm);
    i18n.addResourceBundle('en', 'custom', enCustom);
  });
  beforeEach(() => {
    calls.length = 0;
    sessionState = { token: 't', permissions: [] };
    answers = {
      [PATHS.typeList]: typeList,
      [PATHS.address]: [address],
      [PATHS.steelNames]: [],
      [PATHS.save]: { ...detailOf([]), id: 77 },
      [PATHS.page]: { list: [], total: 0, pageNum: 1, pageSize: 10 },
    };
  });

  it('a valid request saves the expected body (plain numbers, the date as YYYY-MM-DD) and opens its detail', async () => {
    mountPortalPage('/custom?gradeId=5&gradeName=Q355B', '/custom', CustomFormPage);
    await fillRequired();
    expect(screen.getByTestId('custom-base-grades').textContent).toContain('Q355B');
    fireEvent.click(screen.getByTestId('custom-composition-add'));
    await chooseOption(screen.getAllByTestId('custom-composition-el')[0]!, 'Cr');
    typeIn(screen.getAllByTestId('custom-composition-min')[0]!, '0.5');
    typeIn(screen.getAllByTestId('custom-composition-max')[0]!, '1.2');
    fireEvent.click(screen.getByTestId('custom-properties-add'));
    await chooseOption(screen.getAllByTestId('custom-property-code')[0]!, 'Impact energy (J)');
    typeIn(screen.getAllByTestId('custom-properties-min')[0]!, '47');
    type('custom-property-condition', '-40 °C');
    submit();
    await shown('where');
    expect(screen.getByTestId('where').textContent).toBe('/custom/customDetail?id=77');
    expect(savedInput()).toEqual({
      type: 'performanceTailoring',
      name: 'Weathering plate',
      baseGradeIds: [5],
      composition: [{ el: 'Cr', min: 0.5, max: 1.2 }],
      properties: [{ code: 'impactEnergy', min: 47, max: null, condition: '-40 °C' }],
      shape: 'plate',
      dimensions: [],
      quantity: 12.5,
      quantityUnit: 't',
      deliveryDate: '2099-05-20',
      addressId: 31,
      application: 'Bridges',
      remarks: '',
      attachmentIds: [],
    });
  });

  it('a maximum below the minimum is refused with the spec message, and nothing is saved', async () => {
    mountPortalPage('/custom', '/custom', CustomFormPage);
    await fillRequired();
    fireEvent.click(screen.getByTestId('custom-dimensions-add'));
    await chooseOption(screen.getAllByTestId('custom-dimension-code')[0]!, 'Thickness');
    typeIn(screen.getAllByTestId('custom-dimensions-min')[0]!, '20');
    typeIn(screen.getAllByTestId('custom-dimensions-max')[0]!, '10');
    submit();
    await error('Maximum cannot be less than minimum');
    expect(savedInput()).toBeUndefined();
  });

  it('a composition row needs its element', async () => {
    mountPortalPage('/custom', '/custom', CustomFormPage);
    await fillRequired();
    fireEvent.click(screen.getByTestId('custom-composition-add'));
    typeIn(screen.getAllByTestId('custom-composition-max')[0]!, '0.2');
    submit();
    await error('Chemical composition rows must have a selected element');
    expect(savedInput()).toBeUndefined();
  });

  it('51 characters are refused with the 50-character message', async () => {
    mountPortalPage('/custom', '/custom', CustomFormPage);
    await fillRequired();
    type('custom-name', 'x'.repeat(51));
    submit();
    await error('At most 50 characters');
    expect(savedInput()).toBeUndefined();
  });

  it('without a delivery address the form says so', async () => {
    answers[PATHS.address] = [];
    mountPortalPage('/custom', '/custom', CustomFormPage);
    await fillRequired();
    submit();
    await error('Shipping address must be selected');
    expect(savedInput()).toBeUndefined();
  });

  it('a request still under pre-review is filled and saved with its id; a reviewed one cannot be changed', async () => {
    answers[PATHS.detail] = detailOf(['cancel', 'edit']);
    const first = mountPortalPage('/custom?id=9', '/custom', CustomFormPage);
    await shown('custom-form');
    expect((screen.getByTestId('custom-name') as HTMLInputElement).value).toBe('Weathering plate');
    expect(screen.getByTestId('custom-base-grades').textContent).toContain('Q355B · GB/T 1591-2018');
    submit();
    await shown('where');
    expect(savedInput()).toMatchObject({ id: 9, baseGradeIds: [5], composition: [{ el: 'C', min: null, max: 0.2 }], deliveryDate: '2027-03-01', addressId: 31 });
    first.unmount();

    answers[PATHS.detail] = detailOf(['cancel']);
    mountPortalPage('/custom?id=9', '/custom', CustomFormPage);
    await shown('custom-edit-detail');
    expect(screen.getByTestId('custom-edit-detail').getAttribute('href')).toBe('/custom/customDetail?id=9');
    expect(screen.queryByTestId('custom-form')).toBeNull();
  });

  it('a visitor sees the introduction and signs in coming back to the form', async () => {
    sessionState = {};
    mountPortalPage('/custom?gradeId=5&gradeName=Q355B', '/custom', CustomFormPage);
    await shown('custom-sign-in');
    fireEvent.click(screen.getByTestId('custom-sign-in'));
    await shown('where');
    expect(screen.getByTestId('where').textContent).toBe(`/login?redirect=${encodeURIComponent('/custom?gradeId=5&gradeName=Q355B')}`);
    expect(calls).toEqual([]);
  });

  it('the list shows the rows of the page: order, quantity, state, amount and an overdue milestone in red', async () => {
    answers[PATHS.page] = { list: [orderRow, { ...orderRow, id: 10, orderNo: 'DZ202601010002', state: 'preReview', totalAmount: null, nextMilestone: null, nextDueDate: null, overdue: false }], total: 2, pageNum: 1, pageSize: 10 };
    mountPortalPage('/custom/customList?state=executing', '/custom/customList', CustomListPage);
    await shown('custom-order-DZ202601010001');
    expect(calls.find((call) => call.path === PATHS.page)?.input).toMatchObject({ state: 'executing', pageNum: 1, pageSize: 10 });
    expect(screen.getByTestId('custom-order-DZ202601010001').getAttribute('href')).toBe('/custom/customDetail?id=9');
    const table = screen.getByTestId('custom-orders').textContent ?? '';
    expect(table).toContain('Weathering plate');
    expect(table).toContain('12.5 t');
    expect(table).toContain('¥123,456.00');
    expect(table).toContain('Not offered yet');
    const next = screen.getByTestId('custom-next-DZ202601010001');
    expect(next.className).toContain('at-custom__overdue');
    expect(next.textContent).toContain('due 2026-01-10');
  });

  it('an empty list offers a new request; a visitor is asked to sign in', async () => {
    const first = mountPortalPage('/custom/customList', '/custom/customList', CustomListPage);
    await shown('custom-empty');
    fireEvent.click(screen.getAllByTestId('custom-new').at(-1)!);
    await shown('where');
    expect(screen.getByTestId('where').textContent).toBe('/custom');
    first.unmount();

    sessionState = {};
    calls.length = 0;
    mountPortalPage('/custom/customList', '/custom/customList', CustomListPage);
    await shown('custom-sign-in');
    expect(calls).toEqual([]);
  });
});
