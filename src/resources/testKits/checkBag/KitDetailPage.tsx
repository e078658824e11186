import { useState } from 'react';
import { useDelete, useShow } from '@refinedev/core';
import { Alert, Button, Card, Descriptions, Popconfirm, Skeleton, Space } from 'antd';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { myTestKits, type TestKitDetail } from '@contract/endpoints/testKits';
import { formatDateTime } from '../../../components/format/dateTime';
import { useAction } from '../../../console/useAction';
import { message as text } from '../../../providers/i18n';
import { KitDrawer } from '../shared/KitDrawer';
import { KitHistory } from '../shared/KitHistory';
import { KitItems } from '../shared/KitItems';
import { KitStateTag } from '../shared/KitStateTag';
import { referenceDaysText, referencePriceText } from '../shared/kitText';
import { CHECK_BAG_RESOURCE, CHECK_BAG_ROUTE, orderKitPath } from '../index';

/**
 * /my/checkBag/show/:id — one of my kits: why it was rejected (first, in red), its items and figures, what it may do
 * now (the server's `nextActions`: make public, revoke), edit (a kit under review is reviewed with the change), delete
 * (not while under review), order, its history.
 */
export default function KitDetailPage() {
  const { t } = useTranslation('testKits');
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const { query } = useShow<TestKitDetail>({ resource: CHECK_BAG_RESOURCE, id, queryOptions: { enabled: Number.isInteger(id) && id > 0 } });
  const kit = query.data?.data;
  const [editing, setEditing] = useState(false);
  const publish = useAction(myTestKits.publish, { success: text('kitSubmitted'), invalidates: [CHECK_BAG_RESOURCE] });
  const revoke = useAction(myTestKits.revoke, { success: text('kitRevoked'), invalidates: [CHECK_BAG_RESOURCE] });
  const { mutate: remove, mutation: removal } = useDelete();
  const back = () => void navigate(CHECK_BAG_ROUTE);

  if (query.isLoading) return <Skeleton active />;
  if (!kit) return <Alert type="error" showIcon message={text('kitNotFound')} action={<Button onClick={back}>{t('detail.back')}</Button>} />;

  const busy = publish.running || revoke.running || removal.isPending;
  const deleteKit = () =>
    remove(
      { resource: CHECK_BAG_RESOURCE, id: kit.id, successNotification: () => ({ type: 'success', message: text('deleteSuccessful') }) },
      { onSuccess: back },
    );

  return (
    <Card
      title={kit.name}
      data-testid="kit-detail"
      extra={
        <Space wrap>
          {kit.nextActions.includes('publish') && (
            <Popconfirm title={t('detail.publishConfirm')} okButtonProps={{ ...{ 'data-testid': 'kit-publish-confirm' } }} onConfirm={() => void publish.run({ id: kit.id })}>
              <Button type="primary" loading={publish.running} disabled={busy} data-testid="kit-publish">
                {t('detail.publish')}
              </Button>
            </Popconfirm>
          )}
          {kit.nextActions.includes('revoke') && (
            <Popconfirm title={t('detail.revokeConfirm')} okButtonProps={{ ...{ 'data-testid': 'kit-revoke-confirm' } }} onConfirm={() => void revoke.run({ id: kit.id })}>
              <Button loading={revoke.running} disabled={busy} data-testid="kit-revoke">
                {t('detail.revoke')}
              </Button>
            </Popconfirm>
          )}
          <Button disabled={busy} onClick={() => setEditing(true)} data-testid="kit-edit">
            {t('list.edit')}
          </Button>
          {kit.state !== 'pending' && (
            <Popconfirm title={t('list.deleteConfirm')} okButtonProps={{ danger: true, ...{ 'data-testid': 'kit-delete-confirm' } }} onConfirm={deleteKit}>
              <Button danger disabled={busy} loading={removal.isPending} data-testid="kit-delete">
                {t('detail.delete')}
              </Button>
            </Popconfirm>
          )}
          <Link to={orderKitPath(kit.id)} data-testid="kit-order">
            <Button>{t('list.order')}</Button>
          </Link>
          <Button onClick={back}>{t('detail.back')}</Button>
        </Space>
      }
    >
      {kit.state === 'rejected' && (
        <Alert
          type="error"
          showIcon
          message={t('detail.rejected')}
          description={<span data-testid="kit-reject-reason">{kit.rejectReason ?? t('detail.noReason')}</span>}
          style={{ marginBottom: 16 }}
        />
      )}
      {kit.state === 'pending' && <Alert type="info" showIcon message={t('detail.pending')} style={{ marginBottom: 16 }} />}
      <Descriptions column={{ xs: 1, md: 2 }} style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('kit.state')}>
          <KitStateTag state={kit.state} />
        </Descriptions.Item>
        <Descriptions.Item label={t('kit.kind')}>{t(`kinds.${kit.kind}`)}</Descriptions.Item>
        <Descriptions.Item label={t('kit.referencePrice')}>{referencePriceText(t, kit)}</Descriptions.Item>
        <Descriptions.Item label={t('kit.referenceDays')}>{referenceDaysText(t, kit)}</Descriptions.Item>
        <Descriptions.Item label={t('kit.createTime')}>{formatDateTime(kit.createTime)}</Descriptions.Item>
        <Descriptions.Item label={t('kit.submitTime')}>{formatDateTime(kit.submitTime)}</Descriptions.Item>
        {kit.description && (
          <Descriptions.Item label={t('kit.description')} span={2}>
            <span style={{ whiteSpace: 'pre-wrap' }}>{kit.description}</span>
          </Descriptions.Item>
        )}
      </Descriptions>
      <KitItems items={kit.items} />
      <KitHistory steps={kit.history} />
      <KitDrawer open={editing} kit={kit} save={myTestKits.save} invalidates={[CHECK_BAG_RESOURCE]} onClose={() => setEditing(false)} />
    </Card>
  );
}
