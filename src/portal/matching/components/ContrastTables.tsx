import { Table } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MATERIAL_PATHS } from '../../../components/materialPaths';
import { elementText, propertyText } from '../model/format';
import type { ContrastOutput } from '../model/types';

type Grade = ContrastOutput['grades'][number];

/** The grade columns' heads: name (to its page) and standard. */
const gradeColumns = <Row,>(grades: Grade[], text: (row: Row, index: number) => string) =>
  grades.map((grade, index) => ({
    key: grade.id,
    title: (
      <span>
        <Link to={MATERIAL_PATHS.detail(grade.type, grade.id)}>{grade.name}</Link>
        <br />
        <small className="at-mat-muted">{grade.standard.code}</small>
      </span>
    ),
    render: (_: unknown, row: Row) => text(row, index),
  }));

/** Element limits of the contrasted grades side by side. */
export function ElementsContrast({ contrast }: { contrast: ContrastOutput }) {
  const { t } = useTranslation('matching');
  type Row = ContrastOutput['elements'][number];
  return (
    <Table<Row>
      size="small"
      pagination={false}
      rowKey="el"
      scroll={{ x: true }}
      dataSource={contrast.elements}
      data-testid="contrast-elements"
      columns={[{ title: t('explain.element'), dataIndex: 'el', fixed: 'left' }, ...gradeColumns<Row>(contrast.grades, (row, index) => elementText(t, row.values[index]))]}
    />
  );
}

/** Properties of the contrasted grades side by side, in the contrast's condition and thickness. */
export function PropertiesContrast({ contrast }: { contrast: ContrastOutput }) {
  const { t } = useTranslation('matching');
  type Row = ContrastOutput['properties'][number];
  return (
    <Table<Row>
      size="small"
      pagination={false}
      rowKey="property"
      scroll={{ x: true }}
      dataSource={contrast.properties}
      data-testid="contrast-properties"
      columns={[
        { title: t('form.property'), render: (_, row) => t(`properties.${row.property}`), fixed: 'left' },
        ...gradeColumns<Row>(contrast.grades, (row, index) => propertyText(t, row.property, row.values[index])),
      ]}
    />
  );
}
