import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { HOME_SECTIONS, type HomeSection } from '@contract/homeSections';
import { HOME_CALLS } from '../homeCalls';
import { BannerSection } from './BannerSection';
import { HotSection } from './HotSection';
import { LibrarySection } from './LibrarySection';
import { NewsSection } from './NewsSection';
import { ServicesSection } from './ServicesSection';
import { useHomeCall } from './useHomeCall';

const SECTIONS: Record<HomeSection, ComponentType> = {
  banner: BannerSection,
  news: NewsSection,
  hotGrades: HotSection,
  library: LibrarySection,
  services: ServicesSection,
};

/** The home page's sections in the order administrators set (all, in the default order, if the setting cannot be read). */
export default function HomeSections() {
  useTranslation('home');
  const config = useHomeCall(HOME_CALLS.sections, {});
  if (!config.data && config.error === undefined) return null;
  const sections = config.data ?? HOME_SECTIONS.map((code) => ({ code, enabled: true }));
  return (
    <div className="at-home-sections">
      {sections
        .filter((section) => section.enabled && section.code in SECTIONS)
        .map(({ code }) => {
          const Section = SECTIONS[code];
          return <Section key={code} />;
        })}
    </div>
  );
}
