import { useEffect, useState, type ReactNode } from 'react';
import { Alert, Descriptions, Select, Skeleton, Space, Tag } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { countryLabel } from '../../../components/format/catalogueLabels';
import { MATERIAL_PATHS } from '../../../components/materialPaths';
import { call } from '../../../providers/http';
import { gradeEndpoints } from '../endpoints';
import { CompareButton } from '../components/CompareButton';
import { CompositionTable } from '../components/CompositionTable';
import { DatasheetButton } from '../components/datasheet/DatasheetButton';
import { FavouriteButton } from '../components/FavouriteButton';
import { LazyCompositionChart, LazySeriesChart } from '../components/LazyCharts';
import { MaterialsScope } from '../components/MaterialsScope';
import { MechanicalSection } from '../components/MechanicalSection';
import { isMissing, LoadFailed, NotFoundNote } from '../components/NotFoundNote';
import { PhysicalTable } from '../components/PhysicalTable';
import { ReplacesLine } from '../components/ReplacesLine';
import { ThicknessLookup } from '../components/ThicknessLookup';
import { UnitToggle } from '../components/UnitToggle';
import { toBoardGrade } from '../model/boardGrade';
import { compositionBars, strengthByBand } from '../model/chartData';
import { conditionLabel, pick } from '../model/format';
import { groupByCondition } from '../model/mechanical';
import { similarQuery } from '../model/similar';
import type { GradeDetail } from '../model/types';
import { useUnitSystem } from '../model/unitPreference';
import { unitOf } from '../model/units';
import { useRemote } from '../../../components/useRemote';
import { useTypeAndId } from '../model/address';
import { MATCHING_PATHS, gradeMatchQuery, withQuery } from '../../matching';
import { customFormFromGrade } from '../../custom';

function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <section className="at-mat-section" data-testid={testId}>
      <h2>{title}</h2>
      {children}
    </section>
  );
}

function StrengthChart({ grade }: { grade: GradeDetail }) {
  const { t } = useTranslation('materials');
  const units = useUnitSystem();
  const conditions = groupByCondition(grade.mechanical).map((group) => group.condition);
  const [condition, setCondition] = useState(conditions[0]);
  const points = strengthByBand(grade.mechanical, condition, units, t);
  if (conditions.length === 0) return null;
  return (
    <div>
      <Space className="at-mat-chart-head">
        <h3>{t('charts.strengthTitle')}</h3>
        {conditions.length > 1 && (
          <Select aria-label={t('detail.condition')} value={condition} onChange={setCondition} options={conditions.map((value) => ({ value, label: conditionLabel(t, value) }))} />
        )}
      </Space>
      {points.length > 0 ? <LazySeriesChart points={points} unit={unitOf('stress', units)} /> : <p className="at-mat-muted">{t('charts.noStrength')}</p>}
    </div>
  );
}

function GradeView({ grade }: { grade: GradeDetail }) {
  const { t, i18n } = useTranslation('materials');
  const units = useUnitSystem();
  const language = i18n.language;
  const bars = compositionBars(grade.composition);
  useEffect(() => {
    document.title = `${grade.name} ${grade.standard.code} - ${t('brandSuffix')}`;
  }, [grade, t]);

  return (
    <article data-testid="grade-detail">
      <header className="at-mat-head">
        <h1>
          {grade.name} <Tag color="blue">{t(`types.${grade.type}`)}</Tag>
          {grade.enterpriseStandard && <Tag color="gold">{t('enterpriseStandard')}</Tag>}
        </h1>
        <p className="at-mat-muted">{pick(grade.category, language)}</p>
        <ReplacesLine formerNames={grade.formerNames} />
        <Space wrap className="at-mat-actions">
          <FavouriteButton gradeId={grade.id} initial={grade.favourite} key={`${grade.id}:${grade.favourite}`} />
          <CompareButton grade={toBoardGrade(grade)} size="middle" />
          <DatasheetButton grade={grade} />
          <Link to={MATERIAL_PATHS.search(similarQuery(grade, language))} data-testid="similar-grades">
            {t('detail.similar')}
          </Link>
          <Link to={withQuery(MATCHING_PATHS.results, gradeMatchQuery(grade.type, grade.id, `${grade.name} · ${grade.standard.code}`))} data-testid="comparable-grades">
            {t('detail.findComparable')}
          </Link>
          {/* Customization starts from catalogue steel grades (the request's base grades). */}
          {grade.type === 'steel' && !grade.enterpriseStandard && (
            <Link to={customFormFromGrade(grade)} data-testid="customize-grade">
              {t('detail.customize')}
            </Link>
          )}
          <UnitToggle />
        </Space>
      </header>

      <Descriptions size="small" bordered column={{ xs: 1, md: 2 }} className="at-mat-section">
        <Descriptions.Item label={t('detail.standard')}>
          <Link to={MATERIAL_PATHS.standard(grade.type, grade.standard.id)} data-testid="standard-link">
            {grade.standard.code}
          </Link>{' '}
          {pick(grade.standard.title, language)}
        </Descriptions.Item>
        <Descriptions.Item label={t('detail.country')}>{countryLabel(grade.standard.country, t)}</Descriptions.Item>
        {grade.aliases.length > 0 && <Descriptions.Item label={t('detail.aliases')}>{grade.aliases.join(', ')}</Descriptions.Item>}
        {grade.materialNumbers.length > 0 && <Descriptions.Item label={t('detail.materialNumbers')}>{grade.materialNumbers.join(', ')}</Descriptions.Item>}
        {grade.temper && <Descriptions.Item label={t('detail.temper')}>{grade.temper}</Descriptions.Item>}
        {grade.processes.length > 0 && <Descriptions.Item label={t('detail.processes')}>{grade.processes.join(', ')}</Descriptions.Item>}
        <Descriptions.Item label={t('detail.views')}>{grade.viewCount}</Descriptions.Item>
      </Descriptions>

      {grade.corrections.length > 0 && (
        <Alert
          type="info"
          showIcon
          className="at-mat-section"
          message={t('detail.corrections')}
          description={<ul>{grade.corrections.map((note) => <li key={note}>{note}</li>)}</ul>}
        />
      )}

      <Section title={t('detail.composition')} testId="composition">
        <CompositionTable composition={grade.composition} />
        {bars.length > 0 && (
          <>
            <h3>{t('charts.compositionTitle')}</h3>
            <LazyCompositionChart bars={bars} label={t('charts.massPercent')} />
          </>
        )}
      </Section>

      <Section title={t('detail.mechanical')} testId="mechanical">
        <MechanicalSection mechanical={grade.mechanical} units={units} />
        {grade.mechanical.length > 0 && (
          <>
            <h3>{t('detail.lookupTitle')}</h3>
            <ThicknessLookup type={grade.type} id={grade.id} units={units} />
            <StrengthChart grade={grade} />
          </>
        )}
      </Section>

      {grade.physical.length > 0 && (
        <Section title={t('detail.physical')} testId="physical">
          <PhysicalTable physical={grade.physical} units={units} />
        </Section>
      )}

      {(grade.heatTreatment || grade.uses) && (
        <Section title={t('detail.treatmentAndUses')}>
          <Descriptions size="small" bordered column={1}>
            {grade.heatTreatment && <Descriptions.Item label={t('detail.heatTreatment')}>{pick(grade.heatTreatment, language)}</Descriptions.Item>}
            {grade.uses && <Descriptions.Item label={t('detail.uses')}>{pick(grade.uses, language)}</Descriptions.Item>}
          </Descriptions>
        </Section>
      )}

      {grade.equivalents.length > 0 && (
        <Section title={t('detail.equivalents')} testId="equivalents">
          <p className="at-mat-muted">{t('detail.equivalentsNote')}</p>
          <ul className="at-mat-equivalents">
            {grade.equivalents.map((item) => (
              <li key={`${item.standard}-${item.grade}-${item.source.code}-${item.source.ref}`}>
                {item.gradeId ? <Link to={MATERIAL_PATHS.detail(grade.type, item.gradeId)}>{item.grade}</Link> : <strong>{item.grade}</strong>} {item.standard}{' '}
                <span className="at-mat-source" data-testid="value-source">
                  {t('detail.declaredPer', { source: [item.source.code, item.source.ref].filter(Boolean).join(' ') })}
                </span>
              </li>
            ))}
          </ul>
        </Section>
      )}
    </article>
  );
}

function GradeDetail() {
  const address = useTypeAndId();
  const grade = useRemote(
    (signal) => call(gradeEndpoints(address!.type).detail, { id: address!.id }, { signal, silent: true }),
    address ? `${address.type}:${address.id}` : '',
    address !== undefined,
  );
  if (!address || isMissing(grade.error)) return <NotFoundNote />;
  if (grade.error) return <LoadFailed error={grade.error} />;
  if (!grade.data) return <Skeleton active paragraph={{ rows: 12 }} />;
  return <GradeView grade={grade.data} />;
}

export default function GradeDetailPage() {
  return (
    <MaterialsScope>
      <GradeDetail />
    </MaterialsScope>
  );
}
