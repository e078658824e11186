import type { TestOrderDetail } from '@contract/endpoints/testOrders';
import { CustomerActions } from './CustomerActions';
import { LabActions } from './LabActions';
import { SteerActions } from './SteerActions';

/** The viewer's buttons: the server's `nextActions`, `canAssign` and `canLead` decide; a company viewer gets none. */
export function OrderActions({ order, backTo }: { order: TestOrderDetail; backTo: string }) {
  switch (order.viewer) {
    case 'customer':
      return <CustomerActions order={order} backTo={backTo} />;
    case 'laboratory':
    case 'platform':
      return (
        <>
          <LabActions order={order} />
          <SteerActions order={order} backTo={backTo} />
        </>
      );
    default:
      return null;
  }
}
