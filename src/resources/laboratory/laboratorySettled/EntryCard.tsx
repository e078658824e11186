import { Alert, Button, Card, Descriptions, Skeleton } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { laboratoryEntry } from '@contract/endpoints/laboratory';
import { testerDetailPath } from '@contract/endpoints/laboratoryCommon';
import { formatDateTime } from '../../../components/format/dateTime';
import { useRemote } from '../../../components/useRemote';
import { call } from '../../../providers/http';
import { LaboratoryStateTag } from '../shared/StateTag';

const FORM = '/cloud/testerSettled';

/** /my/laboratorySettled — the laboratory's entry application at a glance, and the way to its form. */
export default function EntryCard() {
  const { t } = useTranslation('laboratory');
  const { t: tc } = useTranslation('console');
  const navigate = useNavigate();
  const answer = useRemote((signal) => call(laboratoryEntry.get, {}, { signal }), 'entry');
  const application = answer.data;

  return (
    <Card
      title={tc('menu.laboratorySettled')}
      extra={
        <Button type="primary" onClick={() => void navigate(FORM)} data-testid="lab-open-application">
          {application?.nextActions.includes('edit') ? t('console.edit') : t('console.open')}
        </Button>
      }
    >
      {!application ? (
        <Skeleton active />
      ) : (
        <>
          <Alert type="info" showIcon message={t(`settled.banner.${application.state}`)} style={{ marginBottom: 16 }} />
          <Descriptions column={{ xs: 1, md: 2 }}>
            <Descriptions.Item label={t('fields.name')}>{application.name || t('audit.none')}</Descriptions.Item>
            <Descriptions.Item label={t('audit.state')}>
              <LaboratoryStateTag state={application.state} />
            </Descriptions.Item>
            <Descriptions.Item label={t('audit.items')}>{t('audit.itemCounts', { items: application.capabilityCount, instruments: application.instrumentCount })}</Descriptions.Item>
            <Descriptions.Item label={t('audit.submitTime')}>{formatDateTime(application.submitTime)}</Descriptions.Item>
            {application.rejectReason && <Descriptions.Item label={t('audit.rejectReason')}>{application.rejectReason}</Descriptions.Item>}
          </Descriptions>
          {application.state === 'approved' && (
            <Button onClick={() => void navigate(testerDetailPath(application.id))}>{t('settled.banner.publicPage')}</Button>
          )}
        </>
      )}
    </Card>
  );
}
