import { useLocation, useParams } from 'react-router';
import { backPathOf } from '../paths';
import { TestOrderDetail } from './TestOrderDetail';

/** `<list route>/show/:id` of every order list (customer, company, laboratory, platform): one detail for all. */
export default function TestOrderPage() {
  const raw = useParams().id ?? '';
  const { pathname } = useLocation();
  return <TestOrderDetail id={/^\d{1,9}$/.test(raw) ? Number(raw) : undefined} backTo={backPathOf(pathname)} />;
}
