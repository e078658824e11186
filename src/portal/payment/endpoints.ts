/** The calls of the payment pages: the caller's orders, the QR codes and the sandbox cashier. */
export {
  payment,
  sandboxCashier,
  ORDER_NO,
  isPaidState,
  type DiscountLine,
  type OrderKind,
  type OrderState,
  type PaymentOrder,
  type PaymentOrderDetail,
  type VipPlan,
} from '@contract/endpoints/payment';
