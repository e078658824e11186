import type { ReactNode } from 'react';

/** A page's heading, its introduction and optional actions. */
export const PageHead = ({ title, intro, children }: { title: string; intro?: string; children?: ReactNode }) => (
  <header className="at-mat-head">
    <h1>{title}</h1>
    {intro && <p className="at-mat-muted">{intro}</p>}
    {children}
  </header>
);
