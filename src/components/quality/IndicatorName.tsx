import { useTranslation } from 'react-i18next';
import type { QualityIndicator } from '@contract/endpoints/quality';

/** A category's name in the page's language (categories carry both). */
export const categoryName = (category: { nameZh: string; nameEn: string }, language: string) =>
  language === 'en' ? category.nameEn || category.nameZh : category.nameZh || category.nameEn;

/** The display name of a method indicator (locales/<lang>/quality.json indicator.*). */
export function IndicatorName({ indicator, short = false }: { indicator: QualityIndicator; short?: boolean }) {
  const { t } = useTranslation('quality');
  return <>{t(`${short ? 'indicatorShort' : 'indicator'}.${indicator}`)}</>;
}
