import { useState } from 'react';
import { Alert, Button, Skeleton, Space, Switch } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Language } from '@contract/locales';
import { MATERIAL_PATHS } from '../../../components/materialPaths';
import { call } from '../../../providers/http';
import { message } from '../../../providers/i18n';
import { gradeEndpoints } from '../endpoints';
import { ComparisonGrid } from '../components/ComparisonGrid';
import { ExportButtons } from '../components/ExportButtons';
import { LazySeriesChart } from '../components/LazyCharts';
import { MaterialsScope } from '../components/MaterialsScope';
import { LoadFailed } from '../components/NotFoundNote';
import { UnitToggle } from '../components/UnitToggle';
import { comparisonExportTable } from '../export/table';
import { comparisonSeries } from '../model/chartData';
import { compareBoard, useCompareBoard } from '../model/compareBoard';
import { compareProblem } from '../model/compareRules';
import { buildComparison } from '../model/comparisonTable';
import { useUnitSystem } from '../model/unitPreference';
import { unitOf } from '../model/units';
import { useRemote } from '../../../components/useRemote';

/** /material/compare — the grades on the comparison board side by side, with a chart and export. */
function Compare() {
  const { t, i18n } = useTranslation('materials');
  const units = useUnitSystem();
  const { items } = useCompareBoard();
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  const problem = compareProblem(items);
  const ids = items.map((item) => item.id);
  const result = useRemote(
    (signal) => call(gradeEndpoints(items[0].type).comparison, { ids }, { signal, silent: true }),
    ids.join(','),
    problem === null,
  );

  const header = (
    <header className="at-mat-head">
      <h1>{t('compare.title')}</h1>
      <p className="at-mat-muted">{t('compare.intro')}</p>
    </header>
  );
  if (problem) {
    return (
      <>
        {header}
        <Alert
          type="warning"
          showIcon
          message={message(problem)}
          description={<Link to={MATERIAL_PATHS.home}>{t('compare.backToSearch')}</Link>}
          data-testid="compare-problem"
        />
      </>
    );
  }
  if (result.error) return <>{header}<LoadFailed error={result.error} /></>;
  const grades = result.data?.grades;
  if (!grades) return <>{header}<Skeleton active paragraph={{ rows: 10 }} /></>;

  const rows = buildComparison(grades, units, t, i18n.language as Language);
  const series = comparisonSeries(grades, units, t);
  return (
    <>
      {header}
      <Space wrap className="at-mat-toolbar">
        <UnitToggle />
        <label className="at-mat-switch">
          <Switch checked={onlyDifferences} onChange={setOnlyDifferences} data-testid="only-differences" /> {t('compare.onlyDifferences')}
        </label>
        <ExportButtons
          testId="export-comparison"
          fileBase="comparison"
          build={async () => ({ table: comparisonExportTable(rows, grades.map((grade) => grade.name), t) })}
        />
        <Button onClick={() => compareBoard.clear()}>{t('board.clear')}</Button>
      </Space>
      <ComparisonGrid grades={grades} rows={rows} onlyDifferences={onlyDifferences} />
      <p className="at-mat-muted at-mat-note">{t('compare.referenceNote')}</p>
      {series.strength.length > 0 && (
        <section className="at-mat-section">
          <h2>{t('charts.compareStrength')}</h2>
          <LazySeriesChart points={series.strength} unit={unitOf('stress', units)} />
        </section>
      )}
      {series.elongation.length > 0 && (
        <section className="at-mat-section">
          <h2>{t('charts.compareElongation')}</h2>
          <LazySeriesChart points={series.elongation} unit="%" />
        </section>
      )}
    </>
  );
}

export default function ComparePage() {
  return (
    <MaterialsScope>
      <Compare />
    </MaterialsScope>
  );
}
