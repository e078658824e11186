import { ContentListPage } from './ContentListPage';

/** /help/recordList — the platform's update records, newest first. */
export default function RecordListPage() {
  return <ContentListPage kind="record" />;
}
