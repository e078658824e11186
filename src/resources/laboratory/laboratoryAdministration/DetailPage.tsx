import { ReviewDetail } from '../shared/ReviewDetail';
import { LAB_ADMINISTRATION_RESOURCE, LAB_ADMINISTRATION_ROUTE } from './index';

export default function DetailPage() {
  return <ReviewDetail resource={LAB_ADMINISTRATION_RESOURCE} route={LAB_ADMINISTRATION_ROUTE} />;
}
