import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { emptyInput, okOutput, pageOf, pageQuery } from '../envelope';
import { idField, idQuery } from '../fields';
import { MSG } from '../messages';
import { PERMISSIONS } from '../permissions';
import { workflowStep } from '../workflow';
import { isValidCreditCode } from '../creditCode';

/**
 * The payment ledger every order type pays through (docs/architecture.md §7): money in integer fen, one `payment_orders`
 * row per order, every state change in the workflow history. Library, book and VIP orders are made by their own
 * calls below; `report` orders go through `saveReportOrder` to the module that sells reports (quality ranking);
 * `booking` is an instrument booking (equipments), `demand` a laboratory's accepted quote for a research demand.
 */
export const ORDER_KINDS = ['library', 'book', 'vip', 'report', 'booking', 'demand', 'testOrder', 'testBalance', 'customDeposit', 'customBalance'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

/** delivered and completed are a paid book order's shipment and its receipt (spec §4's further order states). */
export const ORDER_STATES = ['waiting', 'paid', 'delivered', 'completed', 'cancelled'] as const;
export type OrderState = (typeof ORDER_STATES)[number];
/** The states of an order that has been paid. */
export const PAID_STATES: readonly OrderState[] = ['paid', 'delivered', 'completed'];
export const isPaidState = (state: OrderState) => PAID_STATES.includes(state);

/**
 * pay: a verified notify; confirmTransfer: an administrator saw an offline bank transfer; close: expiry or the
 * provider; ship: an administrator sent a paid book order (the note: carrier and tracking number); receive: the
 * buyer confirms it arrived.
 */
export const ORDER_ACTIONS = ['pay', 'confirmTransfer', 'cancel', 'close', 'ship', 'receive'] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

export const PAY_CHANNELS = ['wxpay', 'alipay', 'transfer'] as const;
export type PayChannel = (typeof PAY_CHANNELS)[number];

/** Minutes an unpaid order waits before it closes by itself (the job queue closes it). */
export const ORDER_PAY_MINUTES = 30;

/** A platform order number: 'AT', date and time to the second, six random digits. */
export const ORDER_NO = /^AT\d{20}$/;
const orderNo = z.string().regex(ORDER_NO, MSG.orderNotFound);
export const orderNoInput = z.object({ orderNo });

export const VIP_PLANS = ['month', 'quarter', 'year'] as const;
export type VipPlan = (typeof VIP_PLANS)[number];

/** A discount on an order, in fen; `code` names it for the screens (vipPromotion, vipQuarterDiscount …). */
export const discountLine = z.object({ code: z.string(), amount: z.number().int() });
export type DiscountLine = z.infer<typeof discountLine>;

export const deliverySnapshot = z.object({
  consignee: z.string(),
  telephone: z.string(),
  locationName: z.string(),
  detail: z.string(),
});

export const paymentOrder = z.object({
  orderNo: z.string(),
  kind: z.enum(ORDER_KINDS),
  /** What was bought: a library item's id, a VIP plan. */
  itemRef: z.string(),
  itemName: z.string(),
  unitPrice: z.number().int(),
  quantity: z.number().int(),
  listAmount: z.number().int(),
  discounts: z.array(discountLine),
  /** What the buyer pays, in fen. */
  amount: z.number().int(),
  state: z.enum(ORDER_STATES),
  channel: z.enum(PAY_CHANNELS).nullable(),
  /** False when the sandbox took the payment (no real money moved). */
  live: z.boolean(),
  transactionId: z.string().nullable(),
  paidTime: z.string().nullable(),
  expireTime: z.string(),
  createTime: z.string(),
  delivery: deliverySnapshot.nullable(),
  invoiceId: z.number().int().nullable(),
  nextActions: z.array(z.enum(ORDER_ACTIONS)),
});
export type PaymentOrder = z.infer<typeof paymentOrder>;

export const paymentOrderDetail = paymentOrder.extend({
  history: z.array(workflowStep),
  buyer: z.object({ userId: z.number().int(), name: z.string(), mobile: z.string().nullable(), companyName: z.string().nullable() }),
});
export type PaymentOrderDetail = z.infer<typeof paymentOrderDetail>;

const dateText = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, MSG.dateInvalid);
export const orderQuery = pageQuery.extend({
  state: z.enum(ORDER_STATES).optional(),
  kind: z.enum(ORDER_KINDS).optional(),
  from: dateText.optional(),
  to: dateText.optional(),
  keyword: z.string().trim().max(100, MSG.valueTooLong).optional(),
});
export type OrderQuery = z.input<typeof orderQuery>;

export const orderStatus = z.object({ orderNo: z.string(), state: z.enum(ORDER_STATES), paidTime: z.string().nullable() });

/**
 * Headers of the WeChat Pay QR answer (a PNG, so no JSON beside it): what the code encodes (URI-encoded), and
 * `true` while the sandbox cashier stands in for WeChat Pay.
 */
export const PAY_CODE_HEADER = 'x-pay-code';
export const PAY_SANDBOX_HEADER = 'x-pay-sandbox';

/** Answers of the QR calls: what the code says (a URL) and the code as a PNG data URL. */
export const payCode = z.object({ orderNo: z.string(), channel: z.enum(['wxpay', 'alipay']), qrCode: z.string(), image: z.string(), sandbox: z.boolean() });

export const vipPlan = z.object({
  plan: z.enum(VIP_PLANS),
  months: z.number().int(),
  listPrice: z.number().int(),
  discounts: z.array(discountLine),
  price: z.number().int(),
});
export const vipOverview = z.object({
  plans: z.array(vipPlan),
  /** The caller's privilege; null for visitors. */
  current: z
    .object({ privilegeUntil: z.string().nullable(), active: z.boolean(), freeMonthGiven: z.boolean() })
    .nullable(),
});

export const billMonth = z.object({ month: z.string(), orders: z.number().int(), amount: z.number().int() });

// Invoices
export const INVOICE_TYPES = ['ordinary', 'special'] as const;
export const INVOICE_STATES = ['requested', 'issued'] as const;

const text = (max: number) => z.string().trim().max(max, MSG.valueTooLong);
const required = (max: number) => z.string({ message: MSG.requiredFields }).trim().min(1, MSG.requiredFields).max(max, MSG.valueTooLong);

/** What an invoice is made out to. Special VAT invoices need the full banking block (spec §3: Invoice). */
export const invoiceTitleFields = z
  .object({
    type: z.enum(INVOICE_TYPES, { message: MSG.invoiceTypeRequired }),
    title: required(100),
    taxNo: z
      .string({ message: MSG.taxNoInvalid })
      .trim()
      .toUpperCase()
      .refine(isValidCreditCode, MSG.taxNoInvalid),
    address: text(200).default(''),
    telephone: text(30).default(''),
    bankName: text(100).default(''),
    bankAccount: z.string().trim().regex(/^(\d[\d ]{4,40})?$/, MSG.bankAccountInvalid).default(''),
    email: z.string({ message: MSG.emailCorrect }).trim().email(MSG.emailCorrect).max(100, MSG.valueTooLong),
  })
  .superRefine((value, context) => {
    if (value.type !== 'special') return;
    for (const field of ['address', 'telephone', 'bankName', 'bankAccount'] as const) {
      if (!value[field]) context.addIssue({ code: 'custom', path: [field], message: MSG.specialInvoiceFields });
    }
  });

export const invoiceTitle = z.object({
  id: z.number().int(),
  type: z.enum(INVOICE_TYPES),
  title: z.string(),
  taxNo: z.string(),
  address: z.string(),
  telephone: z.string(),
  bankName: z.string(),
  bankAccount: z.string(),
  email: z.string(),
});

export const invoiceRequest = z.object({
  orderNos: z.array(orderNo, { message: MSG.invoiceOrdersRequired }).min(1, MSG.invoiceOrdersRequired).max(50),
  title: invoiceTitleFields,
  remarks: text(200).default(''),
  /** Keep the title for next time. */
  saveTitle: z.boolean().default(false),
});

export const invoice = invoiceTitle.extend({
  remarks: z.string(),
  amount: z.number().int(),
  orderNos: z.array(z.string()),
  state: z.enum(INVOICE_STATES),
  invoiceNo: z.string().nullable(),
  fileId: z.string().nullable(),
  issuedTime: z.string().nullable(),
  createTime: z.string(),
  requester: z.string().nullable(),
});
export type Invoice = z.infer<typeof invoice>;

const fileId = z.uuid({ message: MSG.invoiceFileRequired });

const buy = 'user' as const;
const administer = PERMISSIONS.orderAdminister;

export const payment = {
  getOrder: defineEndpoint({
    method: 'POST',
    path: '/atsteel/payment/getOrder',
    input: orderNoInput,
    output: paymentOrderDetail,
    access: buy,
    fullBody: true,
    summary: 'One of the caller’s payment orders with its history (an unpaid order past its 30 minutes is closed first)',
  }),
  getOrderStatus: defineEndpoint({
    method: 'POST',
    path: '/atsteel/payment/getOrderStatus',
    input: orderNoInput,
    output: orderStatus,
    access: buy,
    fullBody: true,
    summary: 'The state of one of the caller’s orders: what the payment page polls until it is paid',
  }),
  wxpayNative: defineEndpoint({
    method: 'POST',
    path: '/atsteel/payment/pay/wxpay/native/order',
    input: orderNoInput,
    output: z.unknown(),
    access: buy,
    blob: true,
    summary: 'The WeChat Pay native QR code (PNG) of one of the caller’s waiting orders; the sandbox cashier’s link when WeChat Pay is not configured',
  }),
  alipayPrecreate: defineEndpoint({
    method: 'POST',
    path: '/atsteel/payment/pay/alipay/certUnifiedOrder',
    input: orderNoInput,
    output: payCode,
    access: buy,
    fullBody: true,
    summary: 'The Alipay precreate QR code (certificate mode) of one of the caller’s waiting orders; the sandbox cashier when Alipay is not configured',
  }),
  pageOrder: defineEndpoint({
    method: 'POST',
    path: '/atsteel/payment/pageOrder',
    input: orderQuery,
    output: pageOf(paymentOrder),
    access: buy,
    summary: 'The caller’s payment orders, newest first, by state, kind, time and keyword',
  }),
  cancelOrder: defineEndpoint({
    method: 'POST',
    path: '/atsteel/payment/cancelOrder',
    input: orderNoInput,
    output: paymentOrder,
    access: buy,
    fullBody: true,
    summary: 'Cancel one of the caller’s orders while it waits for payment',
  }),
  receiveOrder: defineEndpoint({
    method: 'POST',
    path: '/atsteel/payment/receiveOrder',
    input: orderNoInput,
    output: paymentOrder,
    access: buy,
    fullBody: true,
    summary: 'Confirm that a shipped book order of the caller arrived',
  }),
  listBill: defineEndpoint({
    method: 'POST',
    path: '/atsteel/payment/listBill',
    input: z.object({ year: z.coerce.number().int().min(2000).max(2100) }),
    output: z.array(billMonth),
    access: buy,
    summary: 'The caller’s paid orders and amounts by month of one year',
  }),
  listVip: defineEndpoint({
    method: 'POST',
    path: '/atsteel/payment/listVip',
    input: emptyInput,
    output: vipOverview,
    access: 'public',
    summary: 'The VIP data-privilege plans with the promotion (spec §9) and, signed in, the caller’s privilege',
  }),
  saveVipOrder: defineEndpoint({
    method: 'POST',
    path: '/atsteel/payment/saveVipOrder',
    input: z.object({ plan: z.enum(VIP_PLANS, { message: MSG.vipPlanRequired }) }),
    output: paymentOrder,
    access: buy,
    fullBody: true,
    summary: 'Order a VIP plan; paying it extends the caller’s privilege (stacking on an unexpired one)',
  }),
  saveReportOrder: defineEndpoint({
    method: 'POST',
    path: '/atsteel/payment/saveReportOrder',
    input: z.object({ id: idField }),
    output: paymentOrder,
    access: buy,
    fullBody: true,
    summary: 'Order a paid report (once per buyer: a waiting order is answered again); 404 for a report nobody sells',
  }),
  listInvoice: defineEndpoint({
    method: 'POST',
    path: '/atsteel/payment/listInvoice',
    input: pageQuery,
    output: pageOf(invoice),
    access: buy,
    summary: 'The caller’s invoice requests, newest first',
  }),
  saveInvoice: defineEndpoint({
    method: 'POST',
    path: '/atsteel/payment/saveInvoice',
    input: invoiceRequest,
    output: invoice,
    access: buy,
    summary: 'Request one invoice for paid orders of the caller that have none yet (an order is invoiced at most once)',
  }),
  listInvoiceTitle: defineEndpoint({
    method: 'GET',
    path: '/atsteel/myData/listInvoiceTitle',
    input: emptyInput,
    output: z.array(invoiceTitle),
    access: buy,
    summary: 'The caller’s saved invoice titles',
  }),
  deleteInvoiceTitle: defineEndpoint({
    method: 'POST',
    path: '/atsteel/myData/deleteInvoiceTitle',
    input: z.object({ id: idField }),
    output: okOutput,
    access: buy,
    summary: 'Delete one of the caller’s saved invoice titles',
  }),
};

export const sandboxCashier = {
  get: defineEndpoint({
    method: 'GET',
    path: '/atsteel/payment/sandbox/cashier',
    input: z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/, MSG.orderNotFound), channel: z.enum(['wxpay', 'alipay']) }),
    output: z.object({ orderNo: z.string(), itemName: z.string(), amount: z.number().int(), state: z.enum(ORDER_STATES), channel: z.enum(['wxpay', 'alipay']) }),
    access: 'public',
    summary: 'What the sandbox cashier shows for a scanned code (only while a channel runs in the sandbox)',
  }),
  decide: defineEndpoint({
    method: 'POST',
    path: '/atsteel/payment/sandbox/decide',
    input: z.object({
      token: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/, MSG.orderNotFound),
      channel: z.enum(['wxpay', 'alipay']),
      decision: z.enum(['pay', 'cancel']),
    }),
    output: z.object({ state: z.enum(ORDER_STATES) }),
    access: 'public',
    summary: 'The sandbox cashier pays or cancels: the sandbox sends a signed notify through the same verification as the real providers',
  }),
};

export const payOrderAdmin = {
  page: defineEndpoint({
    method: 'POST',
    path: '/atsteel/DataManagement/payOrder/page',
    input: orderQuery,
    output: pageOf(paymentOrder.extend({ buyerName: z.string().nullable() })),
    access: administer,
    summary: 'Every payment order, newest first, by state, kind, time, order number or buyer',
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/atsteel/DataManagement/payOrder/detail',
    input: z.object({ orderNo }),
    output: paymentOrderDetail,
    access: administer,
    summary: 'One payment order with its buyer and history',
  }),
  confirmTransfer: defineEndpoint({
    method: 'POST',
    path: '/atsteel/DataManagement/payOrder/confirmTransfer',
    input: z.object({ orderNo, note: required(200) }),
    output: paymentOrderDetail,
    access: administer,
    summary: 'Mark a waiting order as paid by an offline bank transfer (the note names the transfer)',
  }),
  ship: defineEndpoint({
    method: 'POST',
    path: '/atsteel/DataManagement/payOrder/ship',
    input: z.object({ orderNo, note: required(200) }),
    output: paymentOrderDetail,
    access: administer,
    summary: 'Mark a paid book order as shipped; the note gives the carrier and tracking number',
  }),
  invoicePage: defineEndpoint({
    method: 'POST',
    path: '/atsteel/DataManagement/invoice/page',
    input: pageQuery.extend({ state: z.enum(INVOICE_STATES).optional(), keyword: z.string().trim().max(100, MSG.valueTooLong).optional() }),
    output: pageOf(invoice),
    access: administer,
    summary: 'Every invoice request, oldest waiting first',
  }),
  issueInvoice: defineEndpoint({
    method: 'POST',
    path: '/atsteel/DataManagement/invoice/issue',
    input: z.object({
      id: idField,
      invoiceNo: z.string({ message: MSG.invoiceNoInvalid }).trim().regex(/^\d{8,20}$/, MSG.invoiceNoInvalid),
      fileId,
    }),
    output: invoice,
    access: administer,
    summary: 'Issue a requested invoice: its number and the invoice PDF (uploaded with purpose `invoice`)',
  }),
  invoiceDetail: defineEndpoint({
    method: 'GET',
    path: '/atsteel/DataManagement/invoice/detail',
    input: z.object({ id: idQuery }),
    output: invoice,
    access: administer,
    summary: 'One invoice request',
  }),
};
