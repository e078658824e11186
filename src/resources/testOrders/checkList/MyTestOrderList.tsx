import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ResourceOrderList } from '../list/ResourceOrderList';
import { CHECK_LIST_ROUTE, ORDER_BUILDER_PATH, orderShowPath } from '../paths';

/** My detection orders (`/my/checkList`), drafts included; a new one is built in the portal. */
export default function MyTestOrderList() {
  const { t } = useTranslation('testOrders');
  const navigate = useNavigate();
  return (
    <ResourceOrderList
      resource="checkList"
      viewer="customer"
      detailPath={orderShowPath(CHECK_LIST_ROUTE)}
      headerExtra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(ORDER_BUILDER_PATH)} data-testid="order-new">
          {t('list.newOrder')}
        </Button>
      }
    />
  );
}
