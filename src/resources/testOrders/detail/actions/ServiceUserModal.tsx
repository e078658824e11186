import { useCustom } from '@refinedev/core';
import { Descriptions, Modal, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { orderPublic, type serviceUser, type TestOrderDetail } from '@contract/endpoints/testOrders';

type ServiceUser = z.infer<typeof serviceUser>;

/** The customer's contact details, for the order's laboratory and the platform (read when opened). */
export function ServiceUserModal({ order, open, onClose }: { order: TestOrderDetail; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('testOrders');
  const { query, result } = useCustom<ServiceUser>({
    url: orderPublic.serviceUser.path,
    method: 'get',
    config: { query: { id: order.id } },
    queryOptions: { enabled: open },
  });
  const user = result.data as ServiceUser | undefined;
  return (
    <Modal open={open} title={t('dialogs.serviceUserTitle')} onCancel={onClose} footer={null} destroyOnHidden>
      {query.isLoading || !user ? (
        <Skeleton active />
      ) : (
        <Descriptions column={1} size="small" data-testid="order-service-user-info">
          <Descriptions.Item label={t('dialogs.userName')}>{user.userName}</Descriptions.Item>
          <Descriptions.Item label={t('dialogs.realName')}>{user.realName ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('dialogs.mobile')}>{user.mobile ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('dialogs.email')}>{user.email ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('fields.company')}>{user.companyName ?? '—'}</Descriptions.Item>
        </Descriptions>
      )}
    </Modal>
  );
}
