import { MSG, type TestOrderAction, type TestOrderState } from '@contract';
import { defineWorkflow } from '../../workflow/machine';

export const TEST_ORDER_SUBJECT = 'testOrder';

/**
 * A detection order: the customer ('owner') places its draft and may cancel it until it is paid; paying is the
 * ledger's step ('system', in the paying transaction); the laboratory ('provider') receives the samples, may ask a
 * balance payment (paid through the ledger again), and delivers the reports; the customer confirms and evaluates
 * once. The platform ('auditor') takes no state step: it assigns the laboratory and names the person in charge,
 * which the timeline keeps as notes (contract TEST_ORDER_NOTES).
 */
export const testOrderWorkflow = defineWorkflow<TestOrderState, TestOrderAction>(TEST_ORDER_SUBJECT, [
  { action: 'submit', from: ['draft'], to: 'waiting', by: 'owner', refused: MSG.testOrderNotEditable },
  { action: 'cancel', from: ['waiting'], to: 'cancelled', by: 'owner', refused: MSG.testOrderNotCancellable },
  { action: 'pay', from: ['waiting'], to: 'paid', by: 'system', refused: MSG.testOrderNotPayable },
  { action: 'receive', from: ['paid'], to: 'executing', by: 'provider', refused: MSG.testOrderStateRefused },
  { action: 'requestBalance', from: ['executing'], to: 'balance', by: 'provider', refused: MSG.testOrderStateRefused },
  { action: 'payBalance', from: ['balance'], to: 'executing', by: 'system', refused: MSG.testOrderNotPayable },
  { action: 'deliver', from: ['executing'], to: 'delivered', by: 'provider', refused: MSG.testOrderStateRefused },
  { action: 'confirm', from: ['delivered'], to: 'completed', by: 'owner', refused: MSG.testOrderStateRefused },
  { action: 'evaluate', from: ['completed'], to: 'evaluated', by: 'owner', refused: MSG.testOrderNotEvaluable },
]);
