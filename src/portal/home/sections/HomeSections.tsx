import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { HOME_SECTIONS, type HomeSection } from '@contract/homeSections';
import { HOME_CALLS, type HomeData } from '../homeCalls';
import { SectionsPlaceholder } from '../SectionsPlaceholder';
import { BannerSection } from './BannerSection';
import { HotSection } from './HotSection';
import { LibrarySection } from './LibrarySection';
import { NewsSection } from './NewsSection';
import { ServicesSection } from './ServicesSection';
import { useHomeCall } from './useHomeCall';

const SECTIONS: Record<HomeSection, ComponentType<{ data: HomeData }>> = {
  banner: BannerSection,
  news: NewsSection,
  hotGrades: HotSection,
  library: LibrarySection,
  services: ServicesSection,
};

/**
 * The home page's sections in the order administrators set (all, in the default order, if the setting cannot be
 * read). Every call is made at once and the sections appear together: one arriving later would push the others.
 */
export default function HomeSections() {
  useTranslation('home');
  const config = useHomeCall(HOME_CALLS.sections, {});
  const covers = useHomeCall(HOME_CALLS.covers, {});
  const news = useHomeCall(HOME_CALLS.news, { limit: 4 });
  const hot = useHomeCall(HOME_CALLS.hot, { limit: 8 });
  const library = useHomeCall(HOME_CALLS.library, { limit: 4 });
  if ([config, covers, news, hot, library].some((call) => !call.data && call.error === undefined)) return <SectionsPlaceholder />;
  const data: HomeData = {
    covers: covers.data ?? [],
    news: news.data ?? [],
    hot: hot.data ?? { grades: [], keywords: [] },
    library: library.data ?? [],
  };
  const sections = config.data ?? HOME_SECTIONS.map((code) => ({ code, enabled: true }));
  return (
    <div className="at-home-sections">
      {sections
        .filter((section) => section.enabled && section.code in SECTIONS)
        .map(({ code }) => {
          const Section = SECTIONS[code];
          return <Section key={code} data={data} />;
        })}
    </div>
  );
}
