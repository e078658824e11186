import { ContentListPage } from './ContentListPage';

/** /solution — the platform's solutions, newest first. */
export default function SolutionListPage() {
  return <ContentListPage kind="solution" />;
}
