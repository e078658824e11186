/** What other portal features may use of payment (eslint: a feature imports another only through its index). */
export { PaymentPage } from './PaymentPage';
export { PaymentPanel, type PaymentPanelProps } from './PaymentPanel';
export { afterPaidPath, discountLabelKey, orderBackPath, payPath } from './model';
