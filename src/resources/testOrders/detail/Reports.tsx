import { Alert, Card, Empty, List } from 'antd';
import { FilePdfOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { TestOrderDetail } from '@contract/endpoints/testOrders';
import { StoredFileLink } from '../../../components/download/StoredFileLink';

/** The delivered reports as download links; for the customer's side, a notice until payment is confirmed. */
export function Reports({ order }: { order: TestOrderDetail }) {
  const { t } = useTranslation('testOrders');
  return (
    <Card title={t('detail.reports')}>
      {order.reportsHidden ? (
        <Alert type="warning" showIcon message={t('detail.reportsHidden')} data-testid="reports-hidden" />
      ) : order.reports.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('detail.noReports')} data-testid="reports-empty" />
      ) : (
        <List
          data-testid="reports"
          dataSource={order.reports}
          renderItem={(file) => (
            <List.Item key={file.id}>
              <StoredFileLink id={file.id} name={file.name} testId={`report-file-${file.id}`}>
                <FilePdfOutlined /> {file.name}
              </StoredFileLink>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
