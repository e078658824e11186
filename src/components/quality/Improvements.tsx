import { useTranslation } from 'react-i18next';
import type { LineScoreOutput } from '@contract/endpoints/quality';
import { points } from './format';
import { IndicatorName } from './IndicatorName';
import './quality.css';

/** What would raise the total (the server's order: most points first), each with what it takes. */
export function Improvements({ improvements }: { improvements: LineScoreOutput['improvements'] }) {
  const { t } = useTranslation('quality');
  return (
    <section data-testid="quality-improvements">
      <h3>{t('improvements.title')}</h3>
      {improvements.length === 0 ? (
        <p>{t('improvements.none')}</p>
      ) : (
        <>
          <p className="at-quality-score__label">{t('improvements.explain')}</p>
          <ol className="at-quality-improvements">
            {improvements.map((item) => (
              <li key={item.key} className="at-quality-improvements__row" data-testid={`quality-improvement-${item.key}`}>
                <strong>
                  <IndicatorName indicator={item.key} />
                </strong>
                <span className="at-quality-improvements__gain">{t('improvements.gain', { points: points(item.gain) })}</span>
                <p className="at-quality-improvements__why">{t(`improvement.${item.key}`)}</p>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
