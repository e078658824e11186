import { useTranslation } from 'react-i18next';
import { QUALITY_APPLICATION_STATES, type QualityApplication, type QualityApplicationState } from '@contract/endpoints/quality';
import { formatDateTime } from '../../../components/format/dateTime';
import { AuditQueue } from '../../../console/AuditQueue';
import { categoryName, points } from '../../../components/quality';
import { ApplicationStateTag } from '../shared/ApplicationStateTag';
import { CHECK_RESOURCE, CHECK_ROUTE } from '../shared/paths';

/** Applications for the formal ranking: pending first (the server answers the oldest first), the decided ones on request. */
export default function QueuePage() {
  const { t, i18n } = useTranslation(['qualityConsole', 'quality', 'console']);
  return (
    <AuditQueue<QualityApplication, QualityApplicationState>
      resource={CHECK_RESOURCE}
      route={CHECK_ROUTE}
      title={t('console:menu.qualityCheck')}
      states={QUALITY_APPLICATION_STATES.map((value) => ({ value, label: t(`quality:state.${value}`) }))}
      stateTag={(state) => <ApplicationStateTag state={state} />}
      columns={[
        { title: t('fields.productName'), render: (row) => row.productName },
        { title: t('fields.companyName'), render: (row) => row.companyName },
        { title: t('fields.category'), render: (row) => categoryName(row.category, i18n.language) },
        { title: t('fields.grade'), render: (row) => `${row.grade.name} (${row.grade.standardCode})` },
        { title: t('fields.year'), render: (row) => row.year },
        { title: t('fields.n'), render: (row) => row.n },
        { title: t('fields.total'), render: (row) => (row.total === null ? '—' : points(row.total)) },
        { title: t('fields.applicant'), render: (row) => row.applicant },
        { title: t('fields.submitTime'), render: (row) => formatDateTime(row.submitTime) },
      ]}
      nameOf={(row) => String(row.id)}
      words={{ state: t('fields.state'), keyword: t('queue.keyword'), empty: t('queue.empty'), review: t('queue.review'), view: t('queue.view') }}
      testId="quality-queue"
    />
  );
}
