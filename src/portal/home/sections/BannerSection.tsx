import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pictureSrc, type HomeData } from '../homeCalls';

const TURN_MS = 6000;

/** The published banners, one at a time: they turn every few seconds (not while pointed at or focused), with a dot each. */
export function BannerSection({ data: { covers: banners } }: { data: HomeData }) {
  const { t } = useTranslation('home');
  const [shown, setShown] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = banners.length;
  useEffect(() => {
    if (count < 2 || paused) return;
    const timer = window.setInterval(() => setShown((index) => (index + 1) % count), TURN_MS);
    return () => window.clearInterval(timer);
  }, [count, paused]);
  if (count === 0) return null;
  const current = banners[Math.min(shown, count - 1)];
  const picture = current.coverFileId && <img src={pictureSrc(current.coverFileId)} alt={current.title} className="at-banner__picture" />;
  return (
    <section
      className="at-container at-banner"
      aria-roledescription="carousel"
      aria-label={t('banner.label')}
      data-testid="home-banner"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="at-banner__slide" aria-live={paused ? 'polite' : 'off'}>
        {current.linkUrl ? <Link to={current.linkUrl}>{picture}</Link> : picture}
        {current.title && <p className="at-banner__title">{current.title}</p>}
      </div>
      {count > 1 && (
        <div className="at-banner__dots">
          {banners.map((banner, index) => (
            <button
              key={banner.id}
              type="button"
              aria-label={t('banner.show', { index: index + 1, count })}
              aria-current={index === shown}
              onClick={() => setShown(index)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
