import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCustomLabels } from '../../../components/customization';
import { CUSTOM_LIMITS, CUSTOM_PROPERTIES, type CustomTypeLists } from '../endpoints';
import { ELEMENT_SYMBOLS } from './model';
import { RangeList } from './RangeList';
import { FORM_RULES } from './rules';
import { RequiredSelect } from '../../../components/form/RequiredSelect';

const textMax = { show: true, max: CUSTOM_LIMITS.textMax };

/** Target composition: element, minimum and maximum in mass %. */
export function CompositionRows() {
  const { t } = useTranslation('customForm');
  return (
    <RangeList
      name="composition"
      max={CUSTOM_LIMITS.compositionMax}
      addLabel={t('actions.addElement')}
      unit={() => '%'}
      head={(row) => (
        <Form.Item name={[row, 'el']} rules={FORM_RULES.element}>
          <Select showSearch aria-label={t('fields.element')} placeholder={t('fields.element')} options={ELEMENT_SYMBOLS.map((el) => ({ value: el, label: el }))} style={{ width: 110 }} data-testid="custom-composition-el" />
        </Form.Item>
      )}
      testId="custom-composition"
    />
  );
}

/** The unit of the property chosen in a row, shown in its bounds. */
function PropertyUnit({ row }: { row: number }) {
  const code = Form.useWatch<keyof typeof CUSTOM_PROPERTIES | undefined>(['properties', row, 'code']);
  return <>{code ? CUSTOM_PROPERTIES[code] : ''}</>;
}

/** Target properties: property (its unit shown), minimum, maximum and the test condition. */
export function PropertyRows({ properties }: { properties: CustomTypeLists['properties'] }) {
  const { t } = useTranslation('customForm');
  const labels = useCustomLabels();
  return (
    <RangeList
      name="properties"
      max={CUSTOM_LIMITS.propertiesMax}
      addLabel={t('actions.addProperty')}
      unit={(row) => <PropertyUnit row={row} />}
      head={(row) => (
        <Form.Item name={[row, 'code']} rules={FORM_RULES.property}>
          <Select
            aria-label={t('fields.property')}
            placeholder={t('fields.property')}
            options={properties.map(({ code }) => ({ value: code, label: labels.property(code) }))}
            style={{ width: 210 }}
            data-testid="custom-property-code"
          />
        </Form.Item>
      )}
      tail={(row) => (
        <Form.Item name={[row, 'condition']} rules={FORM_RULES.condition}>
          <Input aria-label={t('fields.condition')} placeholder={t('placeholders.condition')} count={textMax} style={{ width: 200 }} data-testid="custom-property-condition" />
        </Form.Item>
      )}
      testId="custom-properties"
    />
  );
}

/** Dimensions: which one, minimum and maximum in mm. */
export function DimensionRows({ dimensions }: { dimensions: CustomTypeLists['dimensions'] }) {
  const { t } = useTranslation('customForm');
  const labels = useCustomLabels();
  return (
    <RangeList
      name="dimensions"
      max={dimensions.length}
      addLabel={t('actions.addDimension')}
      unit={() => 'mm'}
      head={(row) => (
        <Form.Item name={[row, 'code']} rules={[{ required: true, message: t('hints.dimensionRequired') }]}>
          <RequiredSelect aria-label={t('fields.dimension')} placeholder={t('fields.dimension')} options={dimensions.map((code) => ({ value: code, label: labels.dimension(code) }))} style={{ width: 160 }} data-testid="custom-dimension-code" />
        </Form.Item>
      )}
      testId="custom-dimensions"
    />
  );
}
