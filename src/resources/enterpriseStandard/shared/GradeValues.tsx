import { Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EnterpriseGrade } from '@contract/endpoints/enterpriseStandard';
import { formatRange, propertyUnit, propertyValue } from './format';
import type { CompositionValue, PropertyRow } from './types';

/** A grade's chemical composition (%) and mechanical properties, read only. */
export function GradeValues({ grade }: { grade: Pick<EnterpriseGrade, 'composition' | 'mechanical'> }) {
  const { t } = useTranslation('enterpriseStandard');
  return (
    <>
      <Typography.Title level={5}>{t('grade.composition')}</Typography.Title>
      <Table<CompositionValue>
        size="small"
        rowKey="el"
        pagination={false}
        dataSource={grade.composition}
        data-testid="composition-values"
        columns={[
          { title: t('grade.element'), dataIndex: 'el' },
          { title: t('grade.content'), render: (_, row) => formatRange(row.min, row.max) },
        ]}
      />
      <Typography.Title level={5}>{t('grade.mechanical')}</Typography.Title>
      <Table<PropertyRow>
        size="small"
        rowKey="property"
        pagination={false}
        dataSource={grade.mechanical}
        data-testid="mechanical-values"
        columns={[
          { title: t('grade.property'), render: (_, row) => t(`properties.${row.property}`) },
          { title: t('grade.kind'), render: (_, row) => t(`kinds.${row.kind}`) },
          { title: t('grade.value'), render: (_, row) => propertyValue(row) },
          { title: t('grade.unit'), render: (_, row) => propertyUnit(row) },
        ]}
      />
    </>
  );
}
