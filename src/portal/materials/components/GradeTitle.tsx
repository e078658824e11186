import { Tag } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MATERIAL_PATHS } from '../../../components/materialPaths';
import type { GradeSummary } from '../model/types';

/**
 * A grade's name linking to its page, with the enterprise-standard mark, and in search results the former name
 * the keyword found it by ("formerly Q345B").
 */
export function GradeTitle({ grade }: { grade: Pick<GradeSummary, 'id' | 'type' | 'name' | 'enterpriseStandard' | 'matched'> }) {
  const { t } = useTranslation('materials');
  return (
    <span className="at-mat-grade-title">
      <Link to={MATERIAL_PATHS.detail(grade.type, grade.id)} data-testid="grade-link">
        {grade.name}
      </Link>
      {grade.enterpriseStandard && <Tag color="gold">{t('enterpriseStandard')}</Tag>}
      {grade.matched?.kind === 'former' && (
        <span className="at-mat-muted" data-testid="grade-formerly" title={grade.matched.standard}>
          {' '}
          {t('results.formerly', { name: grade.matched.name })}
        </span>
      )}
    </span>
  );
}
