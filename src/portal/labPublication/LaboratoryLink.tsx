import { Link } from 'react-router';
import { testerDetailPath } from './endpoints';

/** The publishing laboratory's name, leading to its public page. */
export function LaboratoryLink({ id, name }: { id: number; name: string }) {
  return (
    <Link to={testerDetailPath(id)} data-testid="publication-laboratory">
      {name}
    </Link>
  );
}
