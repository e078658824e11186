import { useEffect } from 'react';
import { Descriptions, Skeleton, Table } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { countryLabel } from '../../../components/format/catalogueLabels';
import { MATERIAL_PATHS } from '../../../components/materialPaths';
import { call } from '../../../providers/http';
import { gradeEndpoints } from '../endpoints';
import { CompareButton } from '../components/CompareButton';
import { GradeTitle } from '../components/GradeTitle';
import { MaterialsScope } from '../components/MaterialsScope';
import { isMissing, LoadFailed, NotFoundNote } from '../components/NotFoundNote';
import { useTypeAndId } from '../model/address';
import { toBoardGrade } from '../model/boardGrade';
import { pick } from '../model/format';
import type { GradeSummary } from '../model/types';
import { useUnitSystem } from '../model/unitPreference';
import { withUnit } from '../model/units';
import { useRemote } from '../../../components/useRemote';

/** /material/standard/:type/:id — a standard and the grades of this type it defines. */
function Standard() {
  const { t, i18n } = useTranslation('materials');
  const units = useUnitSystem();
  const address = useTypeAndId();
  const result = useRemote(
    (signal) => call(gradeEndpoints(address!.type).standDetail, { id: address!.id }, { signal, silent: true }),
    address ? `${address.type}:${address.id}` : '',
    address !== undefined,
  );
  const standard = result.data?.standard;
  useEffect(() => {
    if (standard) document.title = `${standard.code} ${pick(standard.title, i18n.language)} - ${t('brandSuffix')}`;
  }, [standard, i18n.language, t]);

  if (!address || isMissing(result.error)) return <NotFoundNote />;
  if (result.error) return <LoadFailed error={result.error} />;
  if (!result.data || !standard) return <Skeleton active paragraph={{ rows: 8 }} />;
  const { type } = address;

  return (
    <article data-testid="standard-detail">
      <header className="at-mat-head">
        <h1>
          {standard.code} {pick(standard.title, i18n.language)}
        </h1>
      </header>
      <Descriptions size="small" bordered column={{ xs: 1, md: 3 }} className="at-mat-section">
        <Descriptions.Item label={t('standard.number')}>{standard.number}</Descriptions.Item>
        <Descriptions.Item label={t('standard.year')}>{standard.year}</Descriptions.Item>
        <Descriptions.Item label={t('standard.country')}>{countryLabel(standard.country, t)}</Descriptions.Item>
        <Descriptions.Item label={t('standard.body')}>{standard.body}</Descriptions.Item>
        <Descriptions.Item label={t('standard.type')}>{t(`types.${type}`)}</Descriptions.Item>
        <Descriptions.Item label={t('standard.gradeCount')}>{result.data.grades.length}</Descriptions.Item>
      </Descriptions>
      <section className="at-mat-section">
        <h2>{t('standard.grades')}</h2>
        <Table<GradeSummary>
          rowKey="id"
          size="small"
          dataSource={result.data.grades}
          pagination={{ pageSize: 50, hideOnSinglePage: true }}
          scroll={{ x: 800 }}
          columns={[
            { key: 'name', title: t('results.grade'), render: (_, grade) => <GradeTitle grade={grade} /> },
            { key: 'category', title: t('results.category'), render: (_, grade) => pick(grade.category, i18n.language) },
            { key: 'composition', title: t('results.composition'), dataIndex: 'compositionSummary' },
            { key: 'yield', title: t('results.yieldMin'), render: (_, grade) => withUnit(grade.yieldMin, 'stress', units) },
            { key: 'tensile', title: t('results.tensileMin'), render: (_, grade) => withUnit(grade.tensileMin, 'stress', units) },
            { key: 'compare', title: t('results.actions'), render: (_, grade) => <CompareButton grade={toBoardGrade(grade)} /> },
          ]}
        />
      </section>
      <Link to={MATERIAL_PATHS.search({ type: type === 'steel' ? undefined : type, standard: standard.number })}>{t('standard.searchIn')}</Link>
    </article>
  );
}

export default function StandardPage() {
  return (
    <MaterialsScope>
      <Standard />
    </MaterialsScope>
  );
}
