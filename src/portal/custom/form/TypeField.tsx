import { Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCustomLabels } from '../../../components/customization';
import type { CustomType } from '../endpoints';

/** The customization type as cards of a radio group, each with its one-line explanation (a form control). */
export function TypeField({ types, value, onChange, id }: { types: readonly CustomType[]; value?: CustomType; onChange?: (type: CustomType) => void; id?: string }) {
  const { t } = useTranslation('customForm');
  const labels = useCustomLabels();
  return (
    <Radio.Group id={id} value={value} onChange={(event) => onChange?.(event.target.value as CustomType)} className="at-custom__types" data-testid="custom-type">
      {types.map((type) => (
        <Radio key={type} value={type} className="at-custom__type" data-testid={`custom-type-${type}`}>
          <strong>{labels.type(type)}</strong>
          <span className="at-custom__type-text">{t(`typeHints.${type}`)}</span>
        </Radio>
      ))}
    </Radio.Group>
  );
}
