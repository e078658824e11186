import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { GradeDetail } from '../model/types';
import { isTemperatureProperty, PHYSICAL_UNITS } from '../model/comparisonTable';
import { display, unitOf, type UnitSystem } from '../model/units';
import { SourceNote } from './SourceNote';

type Physical = GradeDetail['physical'][number];

/** Physical properties (typical, at 20 °C unless the source says otherwise), each with the source that gives it. */
export function PhysicalTable({ physical, units }: { physical: Physical[]; units: UnitSystem }) {
  const { t } = useTranslation('materials');
  return (
    <>
      <Table<Physical>
        rowKey="property"
        size="small"
        data-testid="physical-table"
        pagination={false}
        dataSource={physical}
        columns={[
          { key: 'property', title: t('detail.property'), render: (_, row) => t(`physical.${row.property}`) },
          {
            key: 'value',
            title: t('detail.value'),
            render: (_, row) => (isTemperatureProperty(row.property) ? display(row.value, 'temperature', units) : row.value),
          },
          {
            key: 'unit',
            title: t('detail.unit'),
            render: (_, row) => (isTemperatureProperty(row.property) ? unitOf('temperature', units) : (PHYSICAL_UNITS[row.property] ?? '')),
          },
          { key: 'source', title: t('detail.source'), render: (_, row) => <SourceNote source={row.source} /> },
        ]}
      />
      <p className="at-mat-muted" data-testid="physical-note">
        {t('detail.physicalNote')}
      </p>
    </>
  );
}
