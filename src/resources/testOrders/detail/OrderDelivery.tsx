import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TestOrderDetail } from '@contract/endpoints/testOrders';

/** Where the report (and what is left of the samples) goes, and the customer's remarks. */
export function OrderDelivery({ order }: { order: TestOrderDetail }) {
  const { t } = useTranslation('testOrders');
  const { address } = order;
  return (
    <Descriptions column={1} size="small" data-testid="order-delivery">
      {address ? (
        <>
          <Descriptions.Item label={t('fields.consignee')}>{address.consignee}</Descriptions.Item>
          <Descriptions.Item label={t('fields.telephone')}>{address.telephone}</Descriptions.Item>
          <Descriptions.Item label={t('fields.address')}>{`${address.locationName} ${address.detail}`.trim()}</Descriptions.Item>
        </>
      ) : (
        <Descriptions.Item label={t('fields.address')}>{t('detail.noAddress')}</Descriptions.Item>
      )}
      <Descriptions.Item label={t('fields.remarks')}>
        <span style={{ whiteSpace: 'pre-wrap' }}>{order.remarks || t('detail.noRemarks')}</span>
      </Descriptions.Item>
    </Descriptions>
  );
}
