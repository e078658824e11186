import { useTranslation } from 'react-i18next';
import { KIT_STATES, type KitState, type TestKit } from '@contract/endpoints/testKits';
import { formatDateTime } from '../../../components/format/dateTime';
import { AuditQueue } from '../../../console/AuditQueue';
import { KitStateTag } from '../shared/KitStateTag';
import { referencePriceText } from '../shared/kitText';
import { COMMON_KITS_RESOURCE, COMMON_KITS_ROUTE } from '../index';

/** Users' kits made public: under review first (oldest submission first), any other state on request. */
export function ReviewQueueTab() {
  const { t } = useTranslation('testKits');
  return (
    <AuditQueue<TestKit, KitState>
      resource={COMMON_KITS_RESOURCE}
      route={COMMON_KITS_ROUTE}
      title={t('admin.tabReview')}
      states={KIT_STATES.filter((value) => value !== 'private').map((value) => ({ value, label: t(`states.${value}`) }))}
      stateTag={(state) => <KitStateTag state={state} />}
      columns={[
        { title: t('kit.name'), render: (row) => row.name },
        { title: t('kit.kind'), render: (row) => t(`kinds.${row.kind}`) },
        { title: t('kit.owner'), render: (row) => row.ownerName ?? '—' },
        { title: t('kit.itemCount'), render: (row) => row.items.length },
        { title: t('kit.referencePrice'), render: (row) => referencePriceText(t, row) },
        { title: t('kit.submitTime'), render: (row) => formatDateTime(row.submitTime) },
      ]}
      nameOf={(row) => row.name}
      words={{ state: t('kit.state'), keyword: t('list.keyword'), empty: t('admin.queueEmpty'), review: t('admin.review'), view: t('admin.view') }}
      testId="kit-queue"
    />
  );
}
