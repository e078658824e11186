import type { TFunction } from 'i18next';
import type { DigitalFields, ExpertFields, IndustrialFields } from '@contract/endpoints/industry';

type KindFields = { kind: 'industrial'; fields: IndustrialFields } | { kind: 'digital'; fields: DigitalFields } | { kind: 'expert'; fields: ExpertFields };
import { fenToYuanText } from '../../components/format/money';

/** The kind's own fields as [label, value] rows, in the page's language (cards show the first few, details all). */
export function factsOf(t: TFunction, entry: KindFields & { seatsLeft: number | null }): [label: string, value: string][] {
  const rows: [string, string][] = [];
  const add = (label: string, value: string) => {
    if (value) rows.push([t(`fields.${label}`), value]);
  };
  if (entry.kind === 'industrial') {
    add('industry', t(`sectors.${entry.fields.industry}`));
    add('materials', entry.fields.materials.join('、'));
    add('region', entry.fields.region);
  } else if (entry.kind === 'digital') {
    const f = entry.fields;
    add('dates', f.startDate === f.endDate ? f.startDate : `${f.startDate} – ${f.endDate}`);
    add('mode', t(`modes.${f.mode}`));
    add('hours', String(f.hours));
    add('location', f.location);
    add('fee', f.feeFen === 0 ? t('fields.free') : `¥${fenToYuanText(f.feeFen)}`);
    add('seatsLeft', `${entry.seatsLeft ?? 0} / ${f.seats}`);
    add('signUpDeadline', f.signUpDeadline);
  } else {
    const f = entry.fields;
    add('name', f.name);
    add('position', f.position);
    add('organisation', f.organisation);
    add('expertise', f.expertise.join('、'));
    add('consultationMode', t(`modes.${f.consultationMode}`));
  }
  return rows;
}
