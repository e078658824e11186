import { Table } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MATERIAL_PATHS } from '../../../components/materialPaths';
import { toBoardGrade } from '../model/boardGrade';
import { pick } from '../model/format';
import type { GradeSummary } from '../model/types';
import { useUnitSystem } from '../model/unitPreference';
import { CompareButton } from './CompareButton';
import { GradeTitle } from './GradeTitle';
import { strengthLabel } from './resultStrength';

/** The list view of search results (antd Table: loaded only when the list view is chosen). */
export default function ResultsTable({ grades, loading }: { grades: GradeSummary[]; loading: boolean }) {
  const { t, i18n } = useTranslation('materials');
  const units = useUnitSystem();
  return (
    <Table<GradeSummary>
      rowKey="id"
      size="middle"
      loading={loading}
      dataSource={grades}
      pagination={false}
      scroll={{ x: 900 }}
      data-testid="results-list"
      rowClassName={() => 'at-mat-result'}
      columns={[
        { key: 'name', title: t('results.grade'), render: (_, grade) => <GradeTitle grade={grade} />, fixed: 'left', width: 150 },
        { key: 'type', title: t('results.type'), render: (_, grade) => <span className="at-mat-type-tag">{t(`types.${grade.type}`)}</span>, width: 130 },
        {
          key: 'standard',
          title: t('results.standard'),
          render: (_, grade) => <Link to={MATERIAL_PATHS.standard(grade.type, grade.standard.id)}>{grade.standard.code}</Link>,
        },
        { key: 'category', title: t('results.category'), render: (_, grade) => pick(grade.category, i18n.language) },
        { key: 'composition', title: t('results.composition'), dataIndex: 'compositionSummary' },
        { key: 'yield', title: t('results.yieldMin'), render: (_, grade) => strengthLabel(grade.yieldBand, grade.yieldMin, units), width: 170 },
        { key: 'tensile', title: t('results.tensileMin'), render: (_, grade) => strengthLabel(grade.tensileBand, grade.tensileMin, units), width: 170 },
        { key: 'compare', title: t('results.actions'), render: (_, grade) => <CompareButton grade={toBoardGrade(grade)} />, width: 140 },
      ]}
    />
  );
}
