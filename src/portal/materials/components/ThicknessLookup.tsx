import { useState } from 'react';
import { Button, InputNumber, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MaterialType } from '@contract/endpoints/materials';
import { call } from '../../../providers/http';
import { gradeEndpoints } from '../endpoints';
import { bandText, conditionLabel } from '../model/format';
import type { MechanicalValue } from '../model/types';
import { display, toSI, unitOf, type UnitSystem } from '../model/units';
import { useRemote } from '../../../components/useRemote';
import { MechanicalSection } from './MechanicalSection';

/** "Which values apply to my plate?": pick a condition and a thickness, get the rows of that band. */
export function ThicknessLookup({ type, id, units }: { type: MaterialType; id: number; units: UnitSystem }) {
  const { t } = useTranslation('materials');
  const conditions = useRemote((signal) => call(gradeEndpoints(type).conditions, { id }, { signal, silent: true }), `${type}:${id}`);
  const [condition, setCondition] = useState<string>();
  const [thickness, setThickness] = useState<number | null>(null);
  const [found, setFound] = useState<MechanicalValue[]>();
  const [busy, setBusy] = useState(false);
  if (!conditions.data || conditions.data.length === 0) return null;
  const chosen = condition ?? conditions.data[0].condition;
  const bands = conditions.data.find((item) => item.condition === chosen)?.bands ?? [];

  const lookUp = async () => {
    setBusy(true);
    try {
      const thicknessMm = thickness === null ? undefined : Number(toSI(thickness, 'length', units).toFixed(3));
      setFound(await call(gradeEndpoints(type).materialProperties, { id, condition: chosen, thickness: thicknessMm }));
    } catch {
      // shown by the http client
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="at-mat-lookup" data-testid="thickness-lookup">
      <Space wrap>
        <Select
          aria-label={t('detail.condition')}
          value={chosen}
          style={{ minWidth: 220 }}
          onChange={(value) => {
            setCondition(value);
            setFound(undefined);
          }}
          options={conditions.data.map((item) => ({ value: item.condition, label: conditionLabel(t, item.condition) }))}
        />
        <InputNumber
          aria-label={`${t('detail.thickness')} (${unitOf('length', units)})`}
          placeholder={`${t('detail.thickness')} (${unitOf('length', units)})`}
          min={0}
          max={display(10000, 'length', units)}
          value={thickness}
          onChange={(value) => setThickness(value)}
          style={{ width: 180 }}
        />
        <Button onClick={() => void lookUp()} loading={busy} data-testid="lookup-submit">
          {t('detail.lookup')}
        </Button>
      </Space>
      {bands.some(([from, to]) => from !== null || to !== null) && (
        <p className="at-mat-muted">
          {t('detail.bands')}: {bands.map(([from, to]) => bandText(from, to, units)).filter(Boolean).join(' · ')} {unitOf('length', units)}
        </p>
      )}
      {found && (found.length === 0 ? <p className="at-mat-muted">{t('detail.lookupNone')}</p> : <MechanicalSection mechanical={found} units={units} />)}
    </div>
  );
}
