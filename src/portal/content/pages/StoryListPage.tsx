import { ContentListPage } from './ContentListPage';

/** /other — the stories of the platform's users, newest first. */
export default function StoryListPage() {
  return <ContentListPage kind="story" />;
}
