import { useTranslation } from 'react-i18next';
import { OrderTable } from '../list/OrderTable';
import { LAB_ORDER_DETAIL_ROUTE, orderShowPath } from '../paths';
import { useLabOrders } from './useLabOrders';

const detailPath = orderShowPath(LAB_ORDER_DETAIL_ROUTE);

/** The test orders placed with my laboratory (the laboratory orders page's second tab); one opens at `/my/laboratoryOrderDetail/show/:id`. */
export default function LabTestOrderList() {
  const { t } = useTranslation('testOrders');
  const { values, apply, tableProps } = useLabOrders();
  return <OrderTable title={t('lab.testOrdersTitle')} viewer="laboratory" tableProps={tableProps} filters={{ values, apply }} detailPath={detailPath} />;
}
