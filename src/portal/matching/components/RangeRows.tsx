import { Button, InputNumber, Select, Space } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { HARDNESS_SCALES, MATCH_PROPERTIES, type MatchProperty } from '../model/constants';
import type { ElementRow, PropertyRow } from '../model/urlState';

const orUndefined = (value: number | null) => value ?? undefined;

/** Entered element limits: element, min, max (mass %). */
export function ElementRows({ rows, elements, onChange }: { rows: ElementRow[]; elements: string[]; onChange: (rows: ElementRow[]) => void }) {
  const { t } = useTranslation('matching');
  const set = (index: number, patch: Partial<ElementRow>) => onChange(rows.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  const unused = elements.find((el) => !rows.some((row) => row.el === el));
  return (
    <div className="at-match-rows" data-testid="element-rows">
      {rows.map((row, index) => (
        <Space key={index} wrap className="at-match-range" data-testid={`element-row-${index}`}>
          <Select aria-label={t('form.element')} value={row.el} onChange={(el) => set(index, { el })} showSearch options={elements.map((el) => ({ value: el, label: el }))} className="at-match-el" />
          <InputNumber aria-label={t('form.min')} placeholder={t('form.min')} min={0} max={100} value={row.min} onChange={(value) => set(index, { min: orUndefined(value) })} />
          <InputNumber aria-label={t('form.max')} placeholder={t('form.max')} min={0} max={100} value={row.max} onChange={(value) => set(index, { max: orUndefined(value) })} />
          <Button icon={<DeleteOutlined />} aria-label={t('form.remove')} onClick={() => onChange(rows.filter((_, at) => at !== index))} />
        </Space>
      ))}
      <Button icon={<PlusOutlined />} disabled={!unused} onClick={() => unused && onChange([...rows, { el: unused }])} data-testid="add-element">
        {t('form.addElement')}
      </Button>
    </div>
  );
}

/** Entered property limits: property, min, max, and the test temperature (impact) or scale (hardness). */
export function PropertyRows({ rows, onChange }: { rows: PropertyRow[]; onChange: (rows: PropertyRow[]) => void }) {
  const { t } = useTranslation('matching');
  const set = (index: number, patch: Partial<PropertyRow>) => onChange(rows.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  const unused = MATCH_PROPERTIES.find((property) => !rows.some((row) => row.property === property));
  return (
    <div className="at-match-rows" data-testid="property-rows">
      {rows.map((row, index) => (
        <Space key={index} wrap className="at-match-range" data-testid={`property-row-${row.property}`}>
          <Select<MatchProperty>
            aria-label={t('form.property')}
            value={row.property}
            onChange={(property) => set(index, { property })}
            options={MATCH_PROPERTIES.map((property) => ({ value: property, label: t(`properties.${property}`) }))}
            className="at-match-property"
          />
          <InputNumber aria-label={t('form.min')} placeholder={t('form.min')} min={0} max={10000} value={row.min} onChange={(value) => set(index, { min: orUndefined(value) })} />
          <InputNumber aria-label={t('form.max')} placeholder={t('form.max')} min={0} max={10000} value={row.max} onChange={(value) => set(index, { max: orUndefined(value) })} />
          {row.property === 'impact' && (
            <InputNumber aria-label={t('form.tempC')} placeholder={t('form.tempC')} min={-273} max={1000} value={row.tempC} onChange={(value) => set(index, { tempC: orUndefined(value) })} />
          )}
          {row.property === 'hardness' && (
            <Select aria-label={t('form.scale')} value={row.scale ?? 'HBW'} onChange={(scale) => set(index, { scale })} options={HARDNESS_SCALES.map((scale) => ({ value: scale, label: scale }))} />
          )}
          <Button icon={<DeleteOutlined />} aria-label={t('form.remove')} onClick={() => onChange(rows.filter((_, at) => at !== index))} />
        </Space>
      ))}
      <Button icon={<PlusOutlined />} disabled={!unused} onClick={() => unused && onChange([...rows, { property: unused }])} data-testid="add-property">
        {t('form.addProperty')}
      </Button>
    </div>
  );
}
