import { ReviewDetail } from '../shared/ReviewDetail';
import { LAB_CHECK_RESOURCE, LAB_CHECK_ROUTE } from './index';

export default function DetailPage() {
  return <ReviewDetail resource={LAB_CHECK_RESOURCE} route={LAB_CHECK_ROUTE} />;
}
