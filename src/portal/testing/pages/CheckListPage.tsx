import { BuilderPage } from '../builder/BuilderPage';

/** /cloud/checkList — the order builder: items (or a kit's, `?kitId=`), laboratory, estimate, samples, address; `?id=` changes a draft. */
export default function CheckListPage() {
  return <BuilderPage batch={false} />;
}
