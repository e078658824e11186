import { lazyPage } from '../../components/lazyPage';

/**
 * Detection orders in the console (issue 15): the customer's, the company's, the overseers' resources; and what the
 * laboratory's orders page (src/resources/research) uses of them: its test orders tab and the order detail page.
 */
export { checkList } from './checkList';
export { businessOrder, enterpriseOrderManagement } from './enterpriseOrderManagement';
export { cloudServices } from './cloudServices';
export { LAB_TABS } from './paths';

/** The laboratory's test orders (a tab of `/my/laboratoryOrder`), loaded when the tab opens. */
export const LabTestOrders = lazyPage(() => import('./laboratory/LabTestOrderList'));
/** One order's page for any viewer (`<route>/show/:id`). */
export const TestOrderPage = lazyPage(() => import('./detail/TestOrderPage'));
