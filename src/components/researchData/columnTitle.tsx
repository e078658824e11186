import { Typography } from 'antd';
import type { ResearchColumn } from '@contract/endpoints/researchData';

/** A column's label with its unit, e.g. "Yield strength (MPa)". */
export const columnLabel = (column: ResearchColumn) => (column.unit ? `${column.label} (${column.unit})` : column.label);

/** A table heading for a column: label and unit, the test condition below it when there is one. */
export function ColumnTitle({ column }: { column: ResearchColumn }) {
  return (
    <span>
      {columnLabel(column)}
      {column.condition && (
        <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12, fontWeight: 'normal' }}>
          {column.condition}
        </Typography.Text>
      )}
    </span>
  );
}

/** A measured value as shown: numbers with at most 6 significant digits, text as it is, '—' for none. */
export const formatValue = (value: number | string | null | undefined) =>
  value === null || value === undefined || value === '' ? '—' : typeof value === 'number' ? String(Number(value.toPrecision(6))) : value;
