import dayjs, { type Dayjs } from 'dayjs';
import type { Rule } from 'antd/es/form';
import type { FormInstance } from 'antd';
import { INDUSTRY_FIELDS, type AdminIndustryEntry, type IndustryFieldsOf, type IndustryKind } from '@contract/endpoints/industry';
import { fenToYuan, yuanToFen } from '../../components/format/money';
import { message as text } from '../../providers/i18n';

/**
 * A kind's fields as the form holds them: dates as Dayjs (sent as 'YYYY-MM-DD'), the fee in yuan under `feeFen`
 * (sent as integer fen) so that the server's error about `fields.feeFen` lands on it.
 */
export type FormFields = Record<string, string | number | boolean | string[] | Dayjs | null | undefined>;

const DATE_FIELDS = ['startDate', 'endDate', 'signUpDeadline'] as const;
const dateText = (value: unknown) => (dayjs.isDayjs(value) ? (value as Dayjs).format('YYYY-MM-DD') : undefined);

/** The form's fields → what the contract takes (missing values stay undefined, so the contract's message says so). */
export function toFields(kind: IndustryKind, raw: FormFields | undefined): FormFields {
  const fields = { ...raw };
  if (kind === 'digital') {
    for (const name of DATE_FIELDS) fields[name] = dateText(fields[name]);
    fields.feeFen = yuanToFen(fields.feeFen as number | null | undefined);
  }
  return fields;
}

/** A saved entry's fields → the form's. */
export function fromFields(entry: AdminIndustryEntry): FormFields {
  if (entry.kind !== 'digital') return { ...entry.fields };
  const fields: IndustryFieldsOf['digital'] = entry.fields;
  return {
    ...fields,
    startDate: dayjs(fields.startDate),
    endDate: dayjs(fields.endDate),
    signUpDeadline: dayjs(fields.signUpDeadline),
    feeFen: fenToYuan(fields.feeFen),
  };
}

/** What a new entry of the kind starts with. */
export const emptyFields = (kind: IndustryKind): FormFields =>
  kind === 'industrial' ? { materials: [], region: '' } : kind === 'digital' ? { mode: 'offline', location: '', feeFen: 0 } : { position: '', organisation: '', expertise: [], consultationMode: 'online' };

/**
 * The browser rule of one field: the contract's whole schema of the kind's fields (so rules across fields — end
 * after start, deadline before end, a location unless online — are checked too), reporting that field's first issue.
 */
export const kindFieldRule = (form: FormInstance, kind: IndustryKind, name: string): Rule => ({
  validator: async () => {
    const result = INDUSTRY_FIELDS[kind].safeParse(toFields(kind, form.getFieldValue('fields') as FormFields | undefined));
    const issue = result.success ? undefined : result.error.issues.find((candidate) => candidate.path[0] === name);
    if (issue) throw new Error(text(issue.message));
  },
});
