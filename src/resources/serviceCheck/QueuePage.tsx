import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { SERVICE_STATES, type ServiceOffer, type ServiceState } from '@contract/endpoints/serviceHall';
import { formatDateTime } from '../../components/format/dateTime';
import { AuditQueue } from '../../console/AuditQueue';
import { SERVICE_CHECK_RESOURCE, SERVICE_CHECK_ROUTE } from './index';

const COLOURS: Record<ServiceState, string> = { draft: 'default', pending: 'processing', approved: 'success', rejected: 'error' };

/** The review queue of service offers: pending ones oldest first; reviewed ones by state. */
export default function QueuePage() {
  const { t } = useTranslation('serviceHall');
  const { t: tc } = useTranslation('console');
  return (
    <AuditQueue<ServiceOffer, ServiceState>
      resource={SERVICE_CHECK_RESOURCE}
      route={SERVICE_CHECK_ROUTE}
      title={tc('menu.serviceCheck')}
      states={SERVICE_STATES.filter((value) => value !== 'draft').map((value) => ({ value, label: t(`states.${value}`) }))}
      stateTag={(state) => <Tag color={COLOURS[state]}>{t(`states.${state}`)}</Tag>}
      columns={[
        { title: t('fields.name'), render: (row) => row.name },
        { title: t('fields.category'), render: (row) => t(`categories.${row.category}.name`) },
        { title: t('fields.company'), render: (row) => row.companyName },
        { title: t('fields.submitTime'), render: (row) => formatDateTime(row.submitTime) },
      ]}
      nameOf={(row) => row.name}
      words={{ state: t('fields.state'), keyword: t('audit.keyword'), empty: t('audit.empty'), review: t('audit.review'), view: t('audit.view') }}
      testId="service-queue"
    />
  );
}
