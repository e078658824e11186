import { BuilderPage } from '../builder/BuilderPage';

/** /cloud/highThroughput — batch preparation and testing: the builder with the samples of an uploaded spreadsheet. */
export default function HighThroughputPage() {
  return <BuilderPage batch />;
}
