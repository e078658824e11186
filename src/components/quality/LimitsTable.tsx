import { Descriptions, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { GradeLimitsOutput } from '@contract/endpoints/quality';
import './quality.css';

type Band = GradeLimitsOutput['bands'][number];
type ElementLimit = GradeLimitsOutput['composition'][number];

const mm = (value: number) => (Number.isFinite(value) ? String(value) : '∞');

/** A grade's limits as our catalogue holds them: mechanical properties by thickness band, composition, impact. */
export function LimitsTable({ limits }: { limits: GradeLimitsOutput }) {
  const { t } = useTranslation('quality');
  return (
    <div className="at-quality-limits" data-testid="quality-limits">
      <h3>{t('limits.title', { grade: limits.grade.name, standard: limits.grade.standardCode })}</h3>
      <Descriptions size="small" column={1} items={[
        {
          key: 'impact',
          label: t('limits.impact'),
          children: limits.impact ? t('limits.impactRule', { energy: limits.impact.energyMin, temp: limits.impact.tempC }) : t('limits.noImpact'),
        },
      ]} />
      <h4>{t('limits.bands')}</h4>
      <Table<Band>
        rowKey={(band) => `${band.minMm}-${band.maxMm}`}
        size="small"
        pagination={false}
        dataSource={limits.bands}
        scroll={{ x: true }}
        columns={[
          { title: t('limits.thickness'), key: 'band', render: (_, band) => t('limits.bandRange', { min: mm(band.minMm), max: mm(band.maxMm) }) },
          { title: t('limits.yieldMin'), dataIndex: 'yieldMin', align: 'right' },
          {
            title: t('limits.tensile'),
            key: 'tensile',
            align: 'right',
            render: (_, band) =>
              band.tensileMax === null ? t('limits.tensileFrom', { min: band.tensileMin }) : t('limits.tensileRange', { min: band.tensileMin, max: band.tensileMax }),
          },
          { title: t('limits.elongationMin'), dataIndex: 'elongationMin', align: 'right' },
        ]}
      />
      <h4>{t('limits.composition')}</h4>
      {limits.composition.length === 0 ? (
        <p>{t('limits.noComposition')}</p>
      ) : (
        <Table<ElementLimit>
          rowKey="el"
          size="small"
          pagination={false}
          dataSource={limits.composition}
          columns={[
            { title: t('limits.element'), dataIndex: 'el' },
            { title: t('limits.min'), key: 'min', align: 'right', render: (_, row) => (row.min === null ? '—' : row.min) },
            { title: t('limits.max'), key: 'max', align: 'right', render: (_, row) => (row.max === null ? '—' : row.max) },
          ]}
        />
      )}
    </div>
  );
}
