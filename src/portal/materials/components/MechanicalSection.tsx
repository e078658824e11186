import { Table } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { bandText, conditionLabel } from '../model/format';
import { mechanicalTables, type CellValue, type ConditionTable, type MechanicalProperty, type TableRow } from '../model/mechanical';
import { bandLabel, mechanicalValueText } from '../model/mechanicalText';
import type { MechanicalValue } from '../model/types';
import { unitOf, type UnitSystem } from '../model/units';
import { SourceNote } from './SourceNote';

/** The unit a property's column names; hardness names its scale beside each value. */
const UNIT: Partial<Record<MechanicalProperty, (units: UnitSystem) => string>> = {
  yield: (units) => unitOf('stress', units),
  tensile: (units) => unitOf('stress', units),
  elongation: () => '%',
  reduction: () => '%',
  impact: (units) => unitOf('energy', units),
};

function Values({ values, property, units }: { values: CellValue[]; property: MechanicalProperty; units: UnitSystem }) {
  const { t } = useTranslation('materials');
  return (
    <>
      {values.map((value) => (
        <div key={`${value.note}-${value.band?.from}-${value.band?.to}-${mechanicalValueText(t, property, value.row, units)}`} className="at-mat-value">
          {mechanicalValueText(t, property, value.row, units)}
          {value.band && <span className="at-mat-muted"> · {bandLabel(t, value.band, units)}</span>}
          <sup className="at-mat-note" title={`${value.row.source.code} · ${value.row.source.ref}`}>
            {value.note}
          </sup>
        </div>
      ))}
    </>
  );
}

function ConditionTableView({ table, units }: { table: ConditionTable; units: UnitSystem }) {
  const { t } = useTranslation('materials');
  const spanned = (key: 'band' | MechanicalProperty) => (row: TableRow) => ({ rowSpan: row.spans[key] });
  const columns: ColumnType<TableRow>[] = [
    { key: 'band', title: `${t('detail.thickness')} (${unitOf('length', units)})`, onCell: spanned('band'), render: (_, row) => bandText(row.band.from, row.band.to, units) || t('detail.allThicknesses') },
    ...(table.hasDirections ? [{ key: 'direction', title: t('detail.direction'), render: (_: unknown, row: TableRow) => row.direction ?? '' }] : []),
    ...table.properties.map((property): ColumnType<TableRow> => {
      const unit = UNIT[property]?.(units);
      return {
        key: property,
        title: unit ? `${t(`detail.${property}`)} (${unit})` : t(`detail.${property}`),
        onCell: spanned(property),
        render: (_, row) => <Values values={row.cells[property]} property={property} units={units} />,
      };
    }),
  ];
  return (
    <section className="at-mat-condition" data-testid="mechanical-condition">
      <h3>
        {t('detail.condition')}: {conditionLabel(t, table.condition)}
      </h3>
      <Table<TableRow>
        rowKey={(row) => `${row.band.from}-${row.band.to}-${row.direction}`}
        size="small"
        bordered
        pagination={false}
        dataSource={table.rows}
        columns={columns}
      />
      <ol className="at-mat-notes" aria-label={t('detail.sources')} data-testid="mechanical-sources">
        {table.sources.map((source) => (
          <li key={`${source.code}-${source.ref}`}>
            <SourceNote source={source} />
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * Mechanical properties: a table per condition with a row per thickness band (and direction, where the data
 * has one), every value with its source as a numbered note under the table.
 */
export function MechanicalSection({ mechanical, units }: { mechanical: MechanicalValue[]; units: UnitSystem }) {
  const { t } = useTranslation('materials');
  const tables = mechanicalTables(mechanical);
  if (tables.length === 0) return <p className="at-mat-muted">{t('detail.noMechanical')}</p>;
  return (
    <>
      {tables.map((table) => (
        <ConditionTableView key={table.condition} table={table} units={units} />
      ))}
    </>
  );
}
