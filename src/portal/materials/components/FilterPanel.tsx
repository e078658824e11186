import { Button, Col, Form, InputNumber, Row, Select, Space } from 'antd';
import type { FormRule } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { facets as facetsSchema } from '@contract/endpoints/materials';
import { PROPERTIES, type PropertyKey } from '../model/constants';
import { message } from '../../../providers/i18n';
import { pick } from '../model/format';
import { countryLabel, elementLabel } from '../../../components/format/catalogueLabels';
import { elementRangeSchema, propertyRangeSchema, rangeProblem, type RangeRow } from '../model/rangeRules';
import type { ElementRange, PropertyRange, SearchState } from '../model/searchQuery';

type Facets = z.infer<typeof facetsSchema>;
export type FilterChoice = Pick<SearchState, 'standard' | 'country' | 'category' | 'elements' | 'properties'>;

interface FilterValues {
  standard?: string;
  country?: SearchState['country'];
  category?: string;
  elements: { el?: string; min?: number | null; max?: number | null }[];
  properties: Record<PropertyKey, RangeRow>;
}

const MAX_ELEMENT_ROWS = 10;
const PROPERTY_UNITS: Record<PropertyKey, string> = { yield: 'MPa', tensile: 'MPa', elongation: '%', hardness: '', impact: 'J' };

/** A rule on a row's maximum: the contract's range check, in the page's language. */
const rangeRule =
  (schema: z.ZodTypeAny, path: (string | number)[]): FormRule =>
  ({ getFieldValue }) => ({
    validator: async () => {
      const problem = rangeProblem(schema, getFieldValue(path) ?? {}, {});
      if (problem) throw new Error(message(problem));
    },
  });

const present = (value: number | null | undefined): number | undefined => (value === null ? undefined : value);

function toValues(choice: FilterChoice): FilterValues {
  const properties = Object.fromEntries(PROPERTIES.map((key) => [key, {}])) as Record<PropertyKey, RangeRow>;
  for (const range of choice.properties) properties[range.property] = { min: range.min, max: range.max };
  return { standard: choice.standard, country: choice.country, category: choice.category, elements: choice.elements, properties };
}

function toChoice(values: FilterValues): FilterChoice {
  const elements: ElementRange[] = (values.elements ?? [])
    .filter((row) => row.el && (present(row.min) !== undefined || present(row.max) !== undefined))
    .map((row) => ({ el: row.el!, min: present(row.min), max: present(row.max) }));
  const properties: PropertyRange[] = PROPERTIES.flatMap((property) => {
    const row = values.properties?.[property] ?? {};
    return present(row.min) !== undefined || present(row.max) !== undefined ? [{ property, min: present(row.min), max: present(row.max) }] : [];
  });
  return { standard: values.standard || undefined, country: values.country || undefined, category: values.category || undefined, elements, properties };
}

/** Standard, country, category, composition and property ranges; applied together, checked like the server. */
export default function FilterPanel({ choice, facets, onApply }: { choice: FilterChoice; facets: Facets | undefined; onApply: (choice: FilterChoice) => void }) {
  const { t, i18n } = useTranslation('materials');
  const [form] = Form.useForm<FilterValues>();
  const any = t('filters.any');

  return (
    <Form<FilterValues>
      form={form}
      layout="vertical"
      className="at-mat-filters"
      initialValues={toValues(choice)}
      onFinish={(values) => onApply(toChoice(values))}
      data-testid="filter-panel"
    >
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item name="standard" label={t('filters.standard')}>
            <Select
              allowClear
              showSearch
              placeholder={any}
              optionFilterProp="label"
              options={facets?.standards.map((standard) => ({
                value: standard.number,
                label: `${standard.number} ${pick(standard.title, i18n.language)} (${standard.count})`,
              }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="country" label={t('filters.country')}>
            <Select
              allowClear
              placeholder={any}
              options={facets?.countries.map((item) => ({ value: item.country, label: `${countryLabel(item.country, t)} (${item.count})` }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="category" label={t('filters.category')}>
            <Select
              allowClear
              showSearch
              placeholder={any}
              optionFilterProp="label"
              options={facets?.categories.map((item) => ({ value: pick(item.category, i18n.language), label: `${pick(item.category, i18n.language)} (${item.count})` }))}
            />
          </Form.Item>
        </Col>
      </Row>

      <Row gutter={32}>
        <Col xs={24} lg={12}>
          <fieldset className="at-mat-fieldset">
            <legend>{t('filters.elements')}</legend>
            <Form.List name="elements">
              {(fields, { add, remove }) => (
                <>
                  {fields.map(({ key, name }) => (
                    <Space key={key} align="start" className="at-mat-range" data-testid={`element-row-${name}`}>
                      <Form.Item
                        name={[name, 'el']}
                        rules={[
                          ({ getFieldValue }) => ({
                            validator: async (_, el) => {
                              const row = getFieldValue(['elements', name]) ?? {};
                              if (!el && (present(row.min) !== undefined || present(row.max) !== undefined)) throw new Error(t('filters.elementRequired'));
                            },
                          }),
                        ]}
                        dependencies={[['elements', name, 'min'], ['elements', name, 'max']]}
                      >
                        <Select
                          showSearch
                          placeholder={t('filters.element')}
                          aria-label={t('filters.element')}
                          style={{ width: 110 }}
                          options={(facets?.elements ?? []).map((el) => ({ value: el, label: elementLabel(el, t) }))}
                          popupMatchSelectWidth={false}
                        />
                      </Form.Item>
                      <Form.Item name={[name, 'min']}>
                        <InputNumber min={0} max={100} step={0.01} placeholder={t('filters.min')} aria-label={t('filters.min')} />
                      </Form.Item>
                      <Form.Item name={[name, 'max']} rules={[rangeRule(elementRangeSchema, ['elements', name])]} dependencies={[['elements', name, 'min']]}>
                        <InputNumber min={0} max={100} step={0.01} placeholder={t('filters.max')} aria-label={t('filters.max')} />
                      </Form.Item>
                      <Button type="text" icon={<DeleteOutlined />} aria-label={t('filters.removeElement')} onClick={() => remove(name)} />
                    </Space>
                  ))}
                  {fields.length < MAX_ELEMENT_ROWS && (
                    <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({})} data-testid="add-element">
                      {t('filters.addElement')}
                    </Button>
                  )}
                </>
              )}
            </Form.List>
          </fieldset>
        </Col>
        <Col xs={24} lg={12}>
          <fieldset className="at-mat-fieldset">
            <legend>{t('filters.properties')}</legend>
            {PROPERTIES.map((property) => (
              <Space key={property} align="start" className="at-mat-range" data-testid={`property-row-${property}`}>
                <span className="at-mat-range__label">
                  {t(`properties.${property}`)}
                  {PROPERTY_UNITS[property] && ` (${PROPERTY_UNITS[property]})`}
                </span>
                <Form.Item name={['properties', property, 'min']}>
                  <InputNumber min={0} max={100000} placeholder={t('filters.min')} aria-label={`${t(`properties.${property}`)} ${t('filters.min')}`} />
                </Form.Item>
                <Form.Item
                  name={['properties', property, 'max']}
                  rules={[rangeRule(propertyRangeSchema, ['properties', property])]}
                  dependencies={[['properties', property, 'min']]}
                >
                  <InputNumber min={0} max={100000} placeholder={t('filters.max')} aria-label={`${t(`properties.${property}`)} ${t('filters.max')}`} />
                </Form.Item>
              </Space>
            ))}
          </fieldset>
        </Col>
      </Row>
      <Space>
        <Button type="primary" htmlType="submit" data-testid="apply-filters">
          {t('filters.apply')}
        </Button>
        <Button
          onClick={() => {
            const empty = toValues({ elements: [], properties: [] });
            form.setFieldsValue({ ...empty, standard: undefined, country: undefined, category: undefined });
            onApply(toChoice(empty));
          }}
        >
          {t('filters.reset')}
        </Button>
      </Space>
    </Form>
  );
}
