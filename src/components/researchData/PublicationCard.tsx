import { Alert, Button, Card, Popconfirm, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { researchData, type DataSetDetail } from '@contract/endpoints/researchData';
import { PublicationHistory } from './PublicationHistory';
import { PublicationTag } from './StatusTags';
import { useCallAction } from './useCallAction';

/**
 * The owner's publication as a data product: its state, the auditors' reason after a refusal, the actions the
 * server offers (apply → publish, revoke → unpublish) and the history.
 */
export function PublicationCard({ detail, onChanged }: { detail: DataSetDetail; onChanged: () => void }) {
  const { t } = useTranslation(['researchDataView', 'researchData']);
  const publish = useCallAction(researchData.publish, t('publication.applied'));
  const unpublish = useCallAction(researchData.unpublish, t('publication.revoked'));
  const busy = publish.running || unpublish.running;
  const actions = detail.publicationActions;

  return (
    <Card
      size="small"
      title={t('publication.title')}
      data-testid="dataset-publication-card"
      extra={
        <Space>
          {actions.includes('apply') && (
            <Popconfirm
              title={t('publication.applyConfirm')}
              okButtonProps={{ ...{ 'data-testid': 'dataset-publish-confirm' } }}
              onConfirm={async () => {
                if (await publish.run({ id: detail.id })) onChanged();
              }}
            >
              <Button type="primary" loading={publish.running} disabled={busy} data-testid="dataset-publish">
                {t('publication.apply')}
              </Button>
            </Popconfirm>
          )}
          {actions.includes('revoke') && (
            <Popconfirm
              title={t('publication.revokeConfirm')}
              okButtonProps={{ ...{ 'data-testid': 'dataset-unpublish-confirm' } }}
              onConfirm={async () => {
                if (await unpublish.run({ id: detail.id })) onChanged();
              }}
            >
              <Button danger loading={unpublish.running} disabled={busy} data-testid="dataset-unpublish">
                {t('publication.revoke')}
              </Button>
            </Popconfirm>
          )}
        </Space>
      }
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <div>
          <Typography.Text strong>{t('publication.state')}: </Typography.Text>
          <PublicationTag publication={detail.publication} />
        </div>
        {detail.publication === 'rejected' && detail.rejectReason && (
          <Alert type="error" showIcon message={t('publication.rejectReason')} description={detail.rejectReason} data-testid="dataset-reject-reason" />
        )}
        <Typography.Text strong>{t('publication.history')}</Typography.Text>
        <PublicationHistory steps={detail.history} />
      </Space>
    </Card>
  );
}
