import { useTranslation } from 'react-i18next';

/** A position in a ranking; a tie (another row holds the same position) says so. */
export function RankCell({ rank, tied }: { rank: number; tied: boolean }) {
  const { t } = useTranslation('qualityRanking');
  return (
    <span className={`at-qrank__rank at-qrank__rank--${rank <= 3 ? rank : 'n'}`} data-testid="rank">
      {tied ? t('table.tied', { rank }) : rank}
    </span>
  );
}
