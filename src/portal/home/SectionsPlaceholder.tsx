/** Holds the page's height below the hero while the sections load, so nothing visible moves when they arrive. */
export const SectionsPlaceholder = () => <div className="at-home-sections at-home-sections--loading" aria-busy="true" />;
