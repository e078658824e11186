import { Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { Submission } from '../../endpoints';

type Sample = Submission['preview'][number];

const shown = (value: number | string | null) => (value === null ? '—' : value);

/** The first heats or coils of a submission, each column with its unit; one column per element the grade limits. */
export function SamplesTable({ samples, elements }: { samples: Sample[]; elements: string[] }) {
  const { t } = useTranslation('quality');
  const head = (field: string, unit: string) => `${t(`field.${field}`)} (${t(`unit.${unit}`)})`;
  const columns: ColumnsType<Sample> = [
    { title: t('field.id'), key: 'id', fixed: 'left', render: (_, sample) => shown(sample.id) },
    { title: head('thicknessMm', 'mm'), dataIndex: 'thicknessMm', align: 'right' },
    { title: head('thicknessDeviationMm', 'mm'), dataIndex: 'thicknessDeviationMm', align: 'right' },
    { title: head('thicknessToleranceMm', 'mm'), key: 'tolerance', align: 'right', render: (_, sample) => shown(sample.thicknessToleranceMm) },
    { title: head('yieldMPa', 'MPa'), dataIndex: 'yieldMPa', align: 'right' },
    { title: head('tensileMPa', 'MPa'), dataIndex: 'tensileMPa', align: 'right' },
    { title: head('elongationPct', 'pct'), dataIndex: 'elongationPct', align: 'right' },
    { title: head('impactEnergyJ', 'J'), key: 'impactEnergy', align: 'right', render: (_, sample) => shown(sample.impactEnergyJ) },
    { title: head('impactTempC', 'C'), key: 'impactTemp', align: 'right', render: (_, sample) => shown(sample.impactTempC) },
    ...elements.map((element) => ({
      title: t('field.composition', { element }),
      key: `el-${element}`,
      align: 'right' as const,
      render: (_: unknown, sample: Sample) => shown(sample.composition[element] ?? null),
    })),
  ];
  return <Table<Sample> rowKey={(_, index) => String(index)} size="small" pagination={false} scroll={{ x: 'max-content' }} dataSource={samples} columns={columns} data-testid="quality-samples" />;
}
