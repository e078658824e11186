import { ResourceOrderList } from '../list/ResourceOrderList';
import { orderShowPath } from '../paths';
import { useResourceRoute } from './useResourceRoute';

/** The company's detection orders with who placed each: every member's for the administrator, the group's for an employee. */
export default function CompanyOrderList() {
  const { name, route } = useResourceRoute();
  return <ResourceOrderList resource={name} viewer="company" detailPath={orderShowPath(route)} />;
}
