import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { setUnitSystem, useUnitSystem } from '../model/unitPreference';
import type { UnitSystem } from '../model/units';

/** SI ↔ imperial (MPa/ksi, °C/°F, mm/in, J/ft·lbf), remembered for every materials page. */
export function UnitToggle() {
  const { t } = useTranslation('materials');
  const units = useUnitSystem();
  return (
    <Segmented<UnitSystem>
      aria-label={t('units.label')}
      data-testid="unit-toggle"
      value={units}
      onChange={setUnitSystem}
      options={[
        { value: 'si', label: t('units.si') },
        { value: 'imperial', label: t('units.imperial') },
      ]}
    />
  );
}
