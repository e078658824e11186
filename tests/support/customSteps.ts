import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { API, CUSTOM_MILESTONES, type CustomBuyerStep, type CustomPlatformStep, type CustomState, type MessageKey, type OfferInput } from '@contract';
import { customOrders, paymentOrders } from '../../server/db/schema';
import { translate } from '../../server/lib/i18n';
import type { NewCustomOrder } from '../../server/modules/customization/repository/orders';
import { uniqueIp, type TestApp } from './app';
import { beijingDaysFromNow } from './customization';
import { multipart, pngImage } from './files';

/**
 * Fixtures for the steps of a customization order (issue 18): files uploaded for them, the calls of both sides,
 * and an order put straight into a state with the columns the steps before would have left.
 */

/** A tiny valid PDF (a signed contract, a test report). */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

/** The English text of a message key, as the envelope's `msg` carries it. */
export const textOf = (key: MessageKey) => translate('en', key);

/** Uploads a `customFile` as `token` (a PDF unless a PNG is asked for) and answers its id. */
export async function uploadCustomFile(t: TestApp, token: string, kind: 'pdf' | 'png' = 'pdf') {
  const body = multipart(kind === 'pdf' ? { name: 'signed.pdf', bytes: PDF } : { name: 'photo.png', bytes: pngImage() });
  const response = await t.app.inject({
    method: 'POST',
    url: '/atsteel/SystemManager/file/upload/file',
    query: { purpose: 'customFile' },
    headers: { authorization: `Bearer ${token}`, ...body.headers },
    payload: body.payload,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.id as string;
}

const options = (token: string) => ({ token, lang: 'en' as const, ip: uniqueIp() });

/** The buyer's step, the platform's step and paying, as `token` (each call from a fresh address: no rate limit). */
export const customCalls = (t: TestApp) => ({
  buyer: (token: string, input: CustomBuyerStep) => t.call(API.customization.step, input, options(token)),
  platform: (token: string, input: CustomPlatformStep) => t.call(API.customAdmin.step, input, options(token)),
  pay: (token: string, id: number) => t.call(API.customization.pay, { id }, options(token)),
  detail: (token: string, id: number) => t.call(API.customization.detail, { id }, options(token)),
});

/** A valid offer: ¥120,000 with a ¥36,000 deposit, milestones due in 30 … 120 days. */
export const offerOf = (overrides: Partial<OfferInput> = {}): OfferInput => ({
  totalAmount: 12_000_000,
  depositAmount: 3_600_000,
  plan: '小炉试制三炉，优化 Cr、Cu 配比后工业试制',
  dueDates: [30, 60, 90, 100, 120].map((days) => beijingDaysFromNow(days)),
  acceptance: [],
  ...overrides,
});

/** The columns the steps fill in, as a new request has them (also the base of a drawn-up row in the contract PDF test). */
export const clearedSteps = {
  totalAmount: null,
  depositAmount: null,
  plan: null,
  milestones: [],
  acceptance: [],
  offeredAt: null,
  contractNo: null,
  contractDrawnAt: null,
  buyerSignedFileId: null,
  platformSignedFileId: null,
  depositOrderId: null,
  depositPaidAt: null,
  balanceOrderId: null,
  balancePaidAt: null,
  shipmentNo: null,
  rejectReason: null,
  cancelReason: null,
  evaluationStars: null,
  evaluationText: null,
  evaluatedAt: null,
} satisfies Partial<NewCustomOrder>;

/** The columns of an order in `state` as its earlier steps leave them (every milestone done from `delivered` on). */
export function stateValues(state: CustomState, now = new Date()): Partial<NewCustomOrder> {
  const offered = {
    totalAmount: 12_000_000,
    depositAmount: 3_600_000,
    plan: '试制计划',
    offeredAt: now,
    milestones: CUSTOM_MILESTONES.map((code, index) => ({ code, dueDate: beijingDaysFromNow(30 * (index + 1)), doneAt: null as string | null })),
  };
  const drawn = { ...offered, contractNo: 'HT1', contractDrawnAt: now };
  const executing = { ...drawn, buyerSignedFileId: randomUUID(), platformSignedFileId: randomUUID(), depositPaidAt: now };
  const done = executing.milestones.map((milestone) => ({ ...milestone, doneAt: now.toISOString() }));
  const delivered = { ...executing, milestones: done, balancePaidAt: now, shipmentNo: 'SF1234567890' };
  const values: Record<CustomState, Partial<NewCustomOrder>> = {
    preReview: {},
    offer: offered,
    contract: drawn,
    executing,
    delivered,
    evaluated: { ...delivered, evaluationStars: 5, evaluationText: '好', evaluatedAt: now },
    rejected: { rejectReason: '资料不全' },
    cancelled: { cancelReason: '不需要了' },
  };
  return { ...clearedSteps, ...values[state], state };
}

/** Puts an order straight into `state` (then `extra`), as the steps before would have left it. */
export async function putInState(t: TestApp, id: number, state: CustomState, extra: Partial<NewCustomOrder> = {}) {
  await t.db.update(customOrders).set({ ...stateValues(state), ...extra }).where(eq(customOrders.id, id));
}

/** Pays a ledger order in the sandbox cashier, as the buyer does on the payment page. */
export async function payInSandbox(t: TestApp, orderNo: string) {
  const [{ payToken }] = await t.db.select({ payToken: paymentOrders.payToken }).from(paymentOrders).where(eq(paymentOrders.orderNo, orderNo));
  const { status, body } = await t.call(API.sandboxCashier.decide, { token: payToken, channel: 'wxpay', decision: 'pay' });
  expect(status, body.msg).toBe(200);
}
