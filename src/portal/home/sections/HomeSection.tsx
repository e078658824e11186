import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A titled band of the home page, with a link to the whole list when there is one. */
export function HomeSection({ id, title, more, children }: { id: string; title: string; more?: { to: string; label: string }; children: ReactNode }) {
  return (
    <section className="at-container at-home-section" aria-labelledby={`home-${id}-title`} data-testid={`home-${id}`}>
      <div className="at-home-section__head">
        <h2 id={`home-${id}-title`}>{title}</h2>
        {more && <Link to={more.to}>{more.label}</Link>}
      </div>
      {children}
    </section>
  );
}
