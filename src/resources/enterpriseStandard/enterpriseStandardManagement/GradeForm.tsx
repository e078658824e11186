import { useEffect, useState } from 'react';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, InputNumber, Radio, Select, Space, Typography, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  COMPOSITION_ROWS_MAX,
  enterpriseGradeInput,
  HARDNESS_SCALES,
  standardCompositionRow,
  standardPropertyRow,
  type EnterpriseGradeInput,
} from '@contract/endpoints/enterpriseStandard';
import { MATCH_PROPERTIES } from '@contract/endpoints/intelligentMatching';
import { materialsApi } from '@contract/endpoints/materials';
import { MSG } from '@contract/messages';
import { zodRule } from '../../../components/zodRule';
import { call } from '../../../providers/http';
import { rowRule, uniqueInRule } from './rowRule';
import { RequiredSelect } from '../../../components/form/RequiredSelect';

const fields = enterpriseGradeInput.shape;
const SINGLE_ELEMENT = /^[A-Z][a-z]?$/;
/** The first field of a row: its error message wraps under it instead of pushing the row apart. */
const ROW_FIELD_WIDTH = 180;

export type GradeFormValues = Omit<EnterpriseGradeInput, 'standardId' | 'id'>;

/** The elements the steel catalogue gives values for: what a composition row can select. */
function useElementOptions() {
  const [elements, setElements] = useState<string[]>([]);
  useEffect(() => {
    call(materialsApi.steel.getSpecExtend, {}, { silent: true }).then(
      (facets) => setElements(facets.elements.filter((el) => SINGLE_ELEMENT.test(el))),
      () => undefined,
    );
  }, []);
  return elements.map((value) => ({ value, label: value }));
}

function CompositionRows({ form }: { form: FormInstance<GradeFormValues> }) {
  const { t } = useTranslation('enterpriseStandard');
  const elements = useElementOptions();
  return (
    <Form.List name="composition">
      {(rows, { add, remove }) => (
        <>
          {rows.map((row, index) => {
            const rule = (field: string) => rowRule(form, ['composition', row.name], standardCompositionRow, field);
            return (
              <Space key={row.key} align="baseline" wrap style={{ display: 'flex' }} data-testid={`composition-row-${index}`}>
                <Form.Item
                  name={[row.name, 'el']}
                  rules={[rule('el'), uniqueInRule(form, 'composition', 'el', index, MSG.elementTwice)]}
                  required
                  style={{ width: ROW_FIELD_WIDTH }}
                >
                  <RequiredSelect showSearch options={elements} placeholder={t('grade.element')} aria-label={t('grade.element')} />
                </Form.Item>
                <Form.Item name={[row.name, 'min']} rules={[rule('min')]}>
                  <InputNumber min={0} max={100} placeholder={t('grade.min')} aria-label={t('grade.min')} />
                </Form.Item>
                <Form.Item name={[row.name, 'max']} rules={[rule('max')]} dependencies={[['composition', row.name, 'min']]}>
                  <InputNumber min={0} max={100} placeholder={t('grade.max')} aria-label={t('grade.max')} />
                </Form.Item>
                <span>%</span>
                <Button icon={<DeleteOutlined />} onClick={() => remove(row.name)} aria-label={t('grade.removeRow')} />
              </Space>
            );
          })}
          <Button icon={<PlusOutlined />} onClick={() => add({})} disabled={rows.length >= COMPOSITION_ROWS_MAX} data-testid="composition-add">
            {t('grade.addElement')}
          </Button>
        </>
      )}
    </Form.List>
  );
}

function PropertyRows({ form }: { form: FormInstance<GradeFormValues> }) {
  const { t } = useTranslation('enterpriseStandard');
  // The value fields of a row depend on its property and kind.
  const watched = Form.useWatch('mechanical', form) as { property?: string; kind?: string }[] | undefined;
  return (
    <Form.List name="mechanical">
      {(rows, { add, remove }) => (
        <>
          {rows.map((row, index) => {
            const rule = (field: string) => rowRule(form, ['mechanical', row.name], standardPropertyRow, field);
            const values = watched?.[row.name] ?? {};
            const deps = [['mechanical', row.name, 'kind'], ['mechanical', row.name, 'property'], ['mechanical', row.name, 'min']];
            return (
              <Space key={row.key} align="baseline" wrap style={{ display: 'flex' }} data-testid={`property-row-${index}`}>
                <Form.Item
                  name={[row.name, 'property']}
                  rules={[rule('property'), uniqueInRule(form, 'mechanical', 'property', index, MSG.propertyTwice)]}
                  style={{ width: ROW_FIELD_WIDTH }}
                >
                  <Select
                    aria-label={t('grade.property')}
                    placeholder={t('grade.property')}
                    options={MATCH_PROPERTIES.map((value) => ({ value, label: t(`properties.${value}`) }))}
                  />
                </Form.Item>
                <Form.Item name={[row.name, 'kind']} rules={[rule('kind')]}>
                  <Radio.Group
                    optionType="button"
                    options={[
                      { value: 'typical', label: t('kinds.typical') },
                      { value: 'range', label: t('kinds.range') },
                    ]}
                  />
                </Form.Item>
                {values.kind === 'range' ? (
                  <>
                    <Form.Item name={[row.name, 'min']} rules={[rule('min')]} dependencies={deps}>
                      <InputNumber placeholder={t('grade.min')} aria-label={t('grade.min')} />
                    </Form.Item>
                    <Form.Item name={[row.name, 'max']} rules={[rule('max')]} dependencies={deps}>
                      <InputNumber placeholder={t('grade.max')} aria-label={t('grade.max')} />
                    </Form.Item>
                  </>
                ) : (
                  <Form.Item name={[row.name, 'typical']} rules={[rule('typical')]} dependencies={deps}>
                    <InputNumber placeholder={t('grade.typical')} aria-label={t('grade.typical')} />
                  </Form.Item>
                )}
                {values.property === 'hardness' && (
                  <Form.Item name={[row.name, 'scale']}>
                    <Select style={{ width: 90 }} aria-label={t('grade.scale')} options={HARDNESS_SCALES.map((value) => ({ value, label: value }))} />
                  </Form.Item>
                )}
                {values.property === 'impact' && (
                  <Form.Item name={[row.name, 'tempC']} rules={[rule('tempC')]} dependencies={deps}>
                    <InputNumber placeholder={t('grade.tempC')} aria-label={t('grade.tempC')} addonAfter="°C" />
                  </Form.Item>
                )}
                <Button icon={<DeleteOutlined />} onClick={() => remove(row.name)} aria-label={t('grade.removeRow')} />
              </Space>
            );
          })}
          <Button
            icon={<PlusOutlined />}
            onClick={() => add({ kind: 'range' })}
            disabled={rows.length >= MATCH_PROPERTIES.length}
            data-testid="property-add"
          >
            {t('grade.addProperty')}
          </Button>
        </>
      )}
    </Form.List>
  );
}

/**
 * A grade's name, material number, chemical composition rows (a selected element, minimum and maximum %) and
 * mechanical properties (typical value or a complete range), each row checked with the server's row schema.
 */
export function GradeForm({
  form,
  initialValues,
  onFinish,
}: {
  form: FormInstance<GradeFormValues>;
  initialValues: Partial<GradeFormValues>;
  onFinish: (values: GradeFormValues) => void;
}) {
  const { t } = useTranslation('enterpriseStandard');
  // The page keeps one form instance across openings: start from this opening's values, not the last ones.
  useEffect(() => form.resetFields(), [form]);
  return (
    <Form form={form} layout="vertical" initialValues={initialValues} onFinish={onFinish} validateTrigger={['onBlur', 'onSubmit']}>
      <Form.Item name="name" label={t('grade.name')} rules={[zodRule(fields.name)]} required>
        <Input maxLength={60} data-testid="grade-name-input" />
      </Form.Item>
      <Form.Item name="materialNumber" label={t('grade.materialNumber')} rules={[zodRule(fields.materialNumber)]}>
        <Input maxLength={60} data-testid="grade-material-number" />
      </Form.Item>
      <Typography.Title level={5}>{t('grade.composition')}</Typography.Title>
      <CompositionRows form={form} />
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t('grade.mechanical')}
      </Typography.Title>
      <PropertyRows form={form} />
    </Form>
  );
}
