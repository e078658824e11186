import { RequestsPage } from './RequestsPage';

/** /my/industryRequest — my requests about industry entries and their state. */
export default function MyRequestsPage() {
  return <RequestsPage admin={false} />;
}
