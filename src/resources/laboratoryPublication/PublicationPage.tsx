import { List } from '@refinedev/antd';
import { Alert, Button, Skeleton, Tabs } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PUBLICATION_KINDS, PUBLICATION_LIMITS, type PublicationKind } from '@contract/endpoints/labPublication';
import { useTabParam } from '../../console/useTabParam';
import { KindTab } from './KindTab';
import { useApproval } from './useApproval';

/** Where a laboratory account applies for entry (the laboratory module's page). */
const ENTRY_PATH = '/cloud/testerSettled';

/** /my/laboratoryPublication — the laboratory's cases, drawings, people and documents, one tab per kind (`?tab=`). */
export default function PublicationPage() {
  const { t } = useTranslation('labPublication');
  const { t: tc } = useTranslation('console');
  const [tab, show] = useTabParam(PUBLICATION_KINDS);
  const approval = useApproval();

  return (
    <List title={tc('menu.laboratoryPublication')} headerButtons={() => null}>
      {approval.checking ? (
        <Skeleton active />
      ) : approval.refusal ? (
        <Alert
          type="warning"
          showIcon
          data-testid="publication-not-approved"
          message={approval.refusal}
          description={t('manage.notApprovedHint')}
          action={
            <Link to={ENTRY_PATH}>
              <Button>{t('manage.settle')}</Button>
            </Link>
          }
        />
      ) : (
        <>
          <Alert type="info" showIcon message={t('manage.intro', { max: PUBLICATION_LIMITS.perKindMax })} style={{ marginBottom: 16 }} />
          <Tabs
            activeKey={tab}
            onChange={(key) => show(key as PublicationKind)}
            data-testid="publication-tabs"
            destroyOnHidden
            items={PUBLICATION_KINDS.map((kind) => ({ key: kind, label: t(`kinds.${kind}`), children: <KindTab key={kind} kind={kind} /> }))}
          />
        </>
      )}
    </List>
  );
}
