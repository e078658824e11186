import { useTranslation } from 'react-i18next';
import './home.css';

const SERVICES = ['materials', 'matching', 'testing', 'research', 'library', 'quality', 'rdData', 'enterprise'] as const;

/** The portal home: what the platform offers, kept free of heavy components (first-load budget). */
export function HomePage() {
  const { t } = useTranslation('common');
  return (
    <>
      <section className="at-hero">
        <div className="at-container">
          <h1>{t('home.heroTitle')}</h1>
          <p>{t('home.heroText')}</p>
        </div>
      </section>
      <section className="at-container at-services" aria-labelledby="services-title">
        <h2 id="services-title">{t('home.servicesTitle')}</h2>
        <ul>
          {SERVICES.map((service) => (
            <li key={service} className="at-service">
              <h3>{t(`home.services.${service}.title`)}</h3>
              <p>{t(`home.services.${service}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
