import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { bandText, conditionLabel, quantityRangeText, rangeText } from '../model/format';
import { groupByCondition } from '../model/mechanical';
import type { MechanicalValue } from '../model/types';
import { display, unitOf, withUnit, type UnitSystem } from '../model/units';
import { SourceNote } from './SourceNote';

/** Mechanical properties by condition, then thickness band, in the chosen units, each row with its source. */
export function MechanicalSection({ mechanical, units }: { mechanical: MechanicalValue[]; units: UnitSystem }) {
  const { t } = useTranslation('materials');
  const stress = unitOf('stress', units);
  const length = unitOf('length', units);
  const groups = groupByCondition(mechanical);
  if (groups.length === 0) return <p className="at-mat-muted">{t('detail.noMechanical')}</p>;
  const has = (rows: MechanicalValue[], pickValue: (row: MechanicalValue) => unknown) => rows.some((row) => pickValue(row) !== null);

  return (
    <>
      {groups.map(({ condition, rows }) => (
        <section key={condition} className="at-mat-condition" data-testid="mechanical-condition">
          <h3>
            {t('detail.condition')}: {conditionLabel(t, condition)}
          </h3>
          <Table<MechanicalValue>
            rowKey={(row) => `${row.thicknessFrom}-${row.thicknessTo}-${row.direction}-${row.source.ref}`}
            size="small"
            pagination={false}
            dataSource={rows}
            scroll={{ x: 900 }}
            columns={[
              { key: 'band', title: `${t('detail.thickness')} (${length})`, render: (_, row) => bandText(row.thicknessFrom, row.thicknessTo, units) || t('detail.allThicknesses') },
              ...(has(rows, (row) => row.direction) ? [{ key: 'direction', title: t('detail.direction'), render: (_: unknown, row: MechanicalValue) => row.direction ?? '' }] : []),
              {
                key: 'yield',
                title: `${t('detail.yield')} (${stress})`,
                render: (_, row) => {
                  const range = quantityRangeText(row.yieldMin, row.yieldMax, 'stress', units) || (row.yieldTypical !== null ? `${withUnit(row.yieldTypical, 'stress', units)} ${t('detail.typicalShort')}` : '');
                  return range && row.yieldKind ? `${range} (${row.yieldKind})` : range;
                },
              },
              {
                key: 'tensile',
                title: `${t('detail.tensile')} (${stress})`,
                render: (_, row) => quantityRangeText(row.tensileMin, row.tensileMax, 'stress', units) || (row.tensileTypical !== null ? `${withUnit(row.tensileTypical, 'stress', units)} ${t('detail.typicalShort')}` : ''),
              },
              {
                key: 'elongation',
                title: `${t('detail.elongation')} (%)`,
                render: (_, row) => {
                  const value = rangeText(row.elongationMin, null) || (row.elongationTypical !== null ? `${row.elongationTypical} ${t('detail.typicalShort')}` : '');
                  return value && row.elongationGauge ? `${value} (${row.elongationGauge})` : value;
                },
              },
              ...(has(rows, (row) => row.reductionOfAreaMin) ? [{ key: 'reduction', title: `${t('detail.reduction')} (%)`, render: (_: unknown, row: MechanicalValue) => rangeText(row.reductionOfAreaMin, null) }] : []),
              ...(has(rows, (row) => row.hardnessMin ?? row.hardnessMax)
                ? [{ key: 'hardness', title: t('detail.hardness'), render: (_: unknown, row: MechanicalValue) => { const range = rangeText(row.hardnessMin, row.hardnessMax); return range && `${range} ${row.hardnessScale ?? ''}`.trim(); } }]
                : []),
              ...(has(rows, (row) => row.impactEnergyMin)
                ? [{
                    key: 'impact',
                    title: `${t('detail.impact')} (${unitOf('energy', units)})`,
                    render: (_: unknown, row: MechanicalValue) =>
                      row.impactEnergyMin === null
                        ? ''
                        : t('detail.impactAt', { energy: rangeText(display(row.impactEnergyMin, 'energy', units), null), temperature: withUnit(row.impactTempC, 'temperature', units) }) + (row.impactSpecimen ? ` (${row.impactSpecimen})` : ''),
                  }]
                : []),
              { key: 'source', title: t('detail.source'), render: (_, row) => <SourceNote source={row.source} /> },
            ]}
          />
        </section>
      ))}
    </>
  );
}
