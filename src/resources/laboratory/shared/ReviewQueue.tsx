import { useTranslation } from 'react-i18next';
import { LABORATORY_STATES, type LaboratoryState, type LaboratorySummary } from '@contract/endpoints/laboratory';
import { formatDateTime } from '../../../components/format/dateTime';
import { AuditQueue } from '../../../console/AuditQueue';
import { LaboratoryStateTag } from './StateTag';

/** Laboratory applications by state (pending ones oldest first), for the queue and the administration page alike. */
export function ReviewQueue({ resource, route, title }: { resource: string; route: string; title: string }) {
  const { t } = useTranslation('laboratory');
  return (
    <AuditQueue<LaboratorySummary, LaboratoryState>
      resource={resource}
      route={route}
      title={title}
      states={LABORATORY_STATES.filter((value) => value !== 'draft').map((value) => ({ value, label: t(`states.${value}`) }))}
      stateTag={(state) => <LaboratoryStateTag state={state} />}
      columns={[
        { title: t('fields.name'), render: (row) => row.name },
        { title: t('audit.company'), render: (row) => row.companyName },
        { title: t('fields.city'), render: (row) => row.city },
        { title: t('audit.items'), render: (row) => t('audit.itemCounts', { items: row.capabilityCount, instruments: row.instrumentCount }) },
        { title: t('audit.submitTime'), render: (row) => formatDateTime(row.submitTime) },
      ]}
      nameOf={(row) => row.name}
      words={{ state: t('audit.state'), keyword: t('audit.keyword'), empty: t('audit.empty'), review: t('audit.review'), view: t('audit.view') }}
      testId="lab-queue"
    />
  );
}
