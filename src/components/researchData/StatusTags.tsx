import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PublicationState, Visibility } from '@contract/endpoints/researchData';

const PUBLICATION_COLORS: Record<PublicationState, string> = { unpublished: 'default', pending: 'processing', published: 'success', rejected: 'error' };
const VISIBILITY_COLORS: Record<Visibility, string> = {
  draft: 'default',
  private: 'default',
  enterprise: 'blue',
  users: 'geekblue',
  companies: 'purple',
  cloud: 'cyan',
  public: 'green',
};

export function VisibilityTag({ visibility }: { visibility: Visibility }) {
  const { t } = useTranslation('researchData');
  return (
    <Tag color={VISIBILITY_COLORS[visibility]} data-testid="dataset-visibility">
      {t(`visibility.${visibility}`)}
    </Tag>
  );
}

export function PublicationTag({ publication }: { publication: PublicationState }) {
  const { t } = useTranslation('researchData');
  return (
    <Tag color={PUBLICATION_COLORS[publication]} data-testid="dataset-publication">
      {t(`publication.${publication}`)}
    </Tag>
  );
}
