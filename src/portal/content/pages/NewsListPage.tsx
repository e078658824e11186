import { ContentListPage } from './ContentListPage';

/** /other/journalismList — news from the platform: cover, title, summary, date and tags; by tag or keyword. */
export default function NewsListPage() {
  return <ContentListPage kind="news" />;
}
