import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Input, InputNumber, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { TEST_LIMITS, type Sample } from '../endpoints';
import { emptySample } from './model';

interface Props {
  value?: Sample[];
  onChange?: (samples: Sample[]) => void;
  id?: string;
}

type Row = Sample & { index: number };
const TEXT_FIELDS = ['name', 'material', 'specification'] as const;
const PAGE_SIZE = 20;

/** The samples sent to the laboratory: name, material, specification, count, remark; rows added and removed (a form control). */
export function SamplesTable({ value = [], onChange, id }: Props) {
  const { t } = useTranslation('testing');
  const change = (index: number, patch: Partial<Sample>) => onChange?.(value.map((sample, at) => (at === index ? { ...sample, ...patch } : sample)));
  const rows: Row[] = value.map((sample, index) => ({ ...sample, index }));
  const textCell = (field: (typeof TEXT_FIELDS)[number] | 'remark') =>
    function Cell(_: unknown, row: Row) {
      return (
        <Input
          size="small"
          value={row[field]}
          maxLength={TEST_LIMITS.sampleTextMax}
          aria-label={t(`samples.${field}`)}
          onChange={(event) => change(row.index, { [field]: event.target.value })}
          data-testid={`sample-${field}-${row.index}`}
        />
      );
    };
  return (
    <div id={id}>
      <Table<Row>
        rowKey="index"
        dataSource={rows}
        size="small"
        scroll={{ x: true }}
        pagination={rows.length > PAGE_SIZE ? { pageSize: PAGE_SIZE, showSizeChanger: false } : false}
        locale={{ emptyText: t('samples.empty') }}
        onRow={(row) => ({ 'data-testid': `sample-row-${row.index}` }) as React.HTMLAttributes<HTMLElement>}
        data-testid="builder-samples"
      >
        {TEXT_FIELDS.map((field) => (
          <Table.Column<Row> key={field} title={t(`samples.${field}`)} render={textCell(field)} />
        ))}
        <Table.Column<Row>
          title={t('samples.count')}
          render={(_, row) => (
            <InputNumber
              size="small"
              min={1}
              max={TEST_LIMITS.sampleCountMax}
              precision={0}
              value={row.count}
              aria-label={t('samples.count')}
              onChange={(next) => change(row.index, { count: typeof next === 'number' ? next : 0 })}
              data-testid={`sample-count-${row.index}`}
            />
          )}
        />
        <Table.Column<Row> title={t('samples.remark')} render={textCell('remark')} />
        <Table.Column<Row>
          title={t('fields.actions')}
          render={(_, row) => (
            <Button
              type="text"
              size="small"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('samples.remove')}
              onClick={() => onChange?.(value.filter((_sample, at) => at !== row.index))}
              data-testid={`sample-remove-${row.index}`}
            />
          )}
        />
      </Table>
      <Button
        icon={<PlusOutlined />}
        size="small"
        className="at-testing__section"
        disabled={value.length >= TEST_LIMITS.samplesMax}
        onClick={() => onChange?.([...value, emptySample()])}
        data-testid="sample-add"
      >
        {t('samples.add')}
      </Button>
    </div>
  );
}
