import { useState } from 'react';
import { Button, Popconfirm } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { orderPublic, type TestOrderDetail } from '@contract/endpoints/testOrders';
import { PERMISSIONS } from '@contract/permissions';
import { useAction } from '../../../../console/useAction';
import { useHasPermission } from '../../shared/useHasPermission';
import { AssignModal } from './AssignModal';
import { REMOVABLE_STATES } from './CustomerActions';
import { LeaderModal } from './LeaderModal';
import { ServiceUserModal } from './ServiceUserModal';

/**
 * What the laboratory and the platform do beside the workflow: name the person in charge (`canLead`), read the
 * customer's contact; the platform assigns another laboratory (`canAssign`) and deletes drafts and cancelled
 * orders (order administrators only).
 */
export function SteerActions({ order, backTo }: { order: TestOrderDetail; backTo: string }) {
  const { t } = useTranslation('testOrders');
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<'leader' | 'serviceUser' | 'assign'>();
  const administers = useHasPermission(PERMISSIONS.orderAdminister);
  const remove = useAction(orderPublic.remove, { success: t('notices.removed') });
  const close = () => setDialog(undefined);
  const serves = order.viewer === 'laboratory' || order.viewer === 'platform';

  const removeOrder = async () => {
    if ((await remove.run({ id: order.id })) !== undefined) void navigate(backTo);
  };

  return (
    <>
      {order.canAssign && (
        <Button onClick={() => setDialog('assign')} data-testid="order-assign">
          {t('actions.assign')}
        </Button>
      )}
      {order.canLead && (
        <Button onClick={() => setDialog('leader')} data-testid="order-leader">
          {t('actions.leader')}
        </Button>
      )}
      {serves && (
        <Button onClick={() => setDialog('serviceUser')} data-testid="order-service-user">
          {t('actions.serviceUser')}
        </Button>
      )}
      {order.viewer === 'platform' && administers && REMOVABLE_STATES.includes(order.state) && (
        <Popconfirm title={t('dialogs.removeConfirm')} onConfirm={() => void removeOrder()} okButtonProps={{ danger: true, ...{ 'data-testid': 'order-delete-confirm' } }}>
          <Button danger loading={remove.running} data-testid="order-delete">
            {t('actions.remove')}
          </Button>
        </Popconfirm>
      )}
      {order.canAssign && <AssignModal order={order} open={dialog === 'assign'} onClose={close} />}
      {order.canLead && <LeaderModal order={order} open={dialog === 'leader'} onClose={close} />}
      {serves && <ServiceUserModal order={order} open={dialog === 'serviceUser'} onClose={close} />}
    </>
  );
}
