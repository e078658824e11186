import { useTranslation } from 'react-i18next';
import { AUDITED_GRADE_STATES, type EnterpriseGradeState, type StandardAuditItem } from '@contract/endpoints/enterpriseStandard';
import { formatDateTime } from '../../../components/format/dateTime';
import { AuditQueue } from '../../../console/AuditQueue';
import { GradeStateTag } from './StateTag';

/** The auditors' queue of enterprise grades (tm-standard check/list), for the check and the administration resources. */
export function GradeAuditQueue({ resource, route, title }: { resource: string; route: string; title: string }) {
  const { t } = useTranslation('enterpriseStandard');
  return (
    <AuditQueue<StandardAuditItem, EnterpriseGradeState>
      resource={resource}
      route={route}
      title={title}
      states={AUDITED_GRADE_STATES.map((value) => ({ value, label: t(`gradeStates.${value}`) }))}
      stateTag={(state) => <GradeStateTag state={state} />}
      columns={[
        { title: t('grade.name'), render: (row) => row.name },
        { title: t('grade.materialNumber'), render: (row) => row.materialNumber },
        { title: t('standard.title'), render: (row) => `${row.standardNumber}-${row.standardYear} ${row.standardName}` },
        { title: t('queue.company'), render: (row) => row.companyName },
        { title: t('queue.submitTime'), render: (row) => formatDateTime(row.submitTime) },
      ]}
      nameOf={(row) => row.name}
      words={{ state: t('queue.state'), keyword: t('queue.keyword'), empty: t('queue.empty'), review: t('queue.review'), view: t('queue.view') }}
      testId="audit-queue"
    />
  );
}
