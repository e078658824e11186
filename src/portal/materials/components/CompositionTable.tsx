import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { elementLabel } from '../../../components/format/catalogueLabels';
import type { CompositionValue } from '../model/types';
import { SourceNote } from './SourceNote';

const text = (value: number | null) => (value === null ? '' : String(value));

/** Chemical composition in mass %: min, max, typical, the standard's note, and the source of each row. */
export function CompositionTable({ composition }: { composition: CompositionValue[] }) {
  const { t } = useTranslation('materials');
  return (
    <Table<CompositionValue>
      rowKey="el"
      size="small"
      pagination={false}
      dataSource={composition}
      data-testid="composition-table"
      className="at-mat-composition"
      columns={[
        { key: 'el', title: t('detail.element'), render: (_, row) => elementLabel(row.el, t), width: 110 },
        { key: 'min', title: t('detail.min'), render: (_, row) => text(row.min), width: 90 },
        { key: 'max', title: t('detail.max'), render: (_, row) => text(row.max), width: 90 },
        { key: 'typical', title: t('detail.typical'), render: (_, row) => text(row.typical), width: 90 },
        { key: 'note', title: t('detail.note'), dataIndex: 'note' },
        { key: 'source', title: t('detail.source'), render: (_, row) => <SourceNote source={row.source} /> },
      ]}
    />
  );
}
