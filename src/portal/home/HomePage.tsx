import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { HeroSearch } from './HeroSearch';
import { SectionsPlaceholder } from './SectionsPlaceholder';
import './home.css';

/** Everything below the hero: its own chunk, fetched after the first paint (first-load budget). */
const HomeSections = lazy(() => import('./sections/HomeSections'));

/** The portal home: the hero with its search box at once, then the sections administrators configured, in their order. */
export function HomePage() {
  const { t } = useTranslation('common');
  return (
    <>
      <section className="at-hero">
        <div className="at-container">
          <h1>{t('home.heroTitle')}</h1>
          <p>{t('home.heroText')}</p>
          {/* Its words load with the home's namespace: the box's height is kept meanwhile (no layout shift). */}
          <Suspense fallback={<div className="at-hero-search at-hero-search--loading" />}>
            <HeroSearch />
          </Suspense>
        </div>
      </section>
      <Suspense fallback={<SectionsPlaceholder />}>
        <HomeSections />
      </Suspense>
    </>
  );
}
