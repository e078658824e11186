import { RequestsPage } from './RequestsPage';

/** /my/administration/industryRequest — the administrators' queue; mark a request handled. */
export default function RequestQueuePage() {
  return <RequestsPage admin />;
}
