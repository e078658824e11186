import { useState } from 'react';
import { Button, Popconfirm, Result, Select, Skeleton, Space, Table } from 'antd';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MSG } from '@contract/messages';
import { formatDateTime } from '../../../components/format/dateTime';
import { useRemote } from '../../../components/useRemote';
import { call } from '../../../providers/http';
import { message } from '../../../providers/i18n';
import { notify } from '../../../providers/notify';
import { useSession } from '../../../providers/session';
import { OfferStateTag } from '../components/StateTag';
import { myServiceOffers, PERMISSIONS, SERVICE_STATES, type ServiceOfferRow, type ServiceState } from '../endpoints';
import { loginPath, SERVICE_PATHS } from '../paths';
import { ServiceHallScope } from '../ServiceHallScope';

const PAGE_SIZE = 10;

/** The company's offers with their states and reasons; edit, submit and delete as the server's `nextActions` allow. */
function OfferTable() {
  const { t } = useTranslation('serviceHall');
  const navigate = useNavigate();
  const [state, setState] = useState<ServiceState>();
  const [pageNum, setPageNum] = useState(1);
  const [busy, setBusy] = useState<number>();
  const query = { state, pageNum, pageSize: PAGE_SIZE };
  const answer = useRemote((signal) => call(myServiceOffers.myPage, query, { signal }), JSON.stringify(query));
  const page = answer.data ?? answer.latest;

  const act = async (row: ServiceOfferRow, action: 'submit' | 'delete') => {
    setBusy(row.id);
    try {
      await call(action === 'submit' ? myServiceOffers.submit : myServiceOffers.delete, { id: row.id });
      notify('success', message(action === 'submit' ? MSG.serviceSubmitted : MSG.deleteSuccessful));
      answer.reload();
    } catch {
      // The http client has shown why.
    } finally {
      setBusy(undefined);
    }
  };

  if (answer.error !== undefined && !page) return <Result status="warning" title={t('hall.loadFailed')} extra={<Button onClick={answer.reload}>{t('common.retry')}</Button>} />;
  if (!page) return <Skeleton active />;
  return (
    <>
      <div className="at-hall__filters">
        <Select<ServiceState | ''>
          aria-label={t('fields.state')}
          value={state ?? ''}
          onChange={(value) => {
            setState(value || undefined);
            setPageNum(1);
          }}
          options={[{ value: '', label: t('mine.allStates') }, ...SERVICE_STATES.map((value) => ({ value, label: t(`states.${value}`) }))]}
          style={{ minWidth: 160 }}
        />
      </div>
      <Table<ServiceOfferRow>
        rowKey="id"
        dataSource={page.list}
        loading={answer.loading}
        data-testid="my-offers"
        locale={{ emptyText: state ? t('mine.noneInState') : t('mine.empty') }}
        pagination={{ current: pageNum, pageSize: PAGE_SIZE, total: page.total, showSizeChanger: false, onChange: setPageNum }}
      >
        <Table.Column<ServiceOfferRow>
          title={t('fields.name')}
          render={(_, row) => (row.state === 'approved' ? <Link to={SERVICE_PATHS.offer(row.id)}>{row.name}</Link> : row.name)}
        />
        <Table.Column<ServiceOfferRow> title={t('fields.category')} render={(_, row) => t(`categories.${row.category}.name`)} />
        <Table.Column<ServiceOfferRow>
          title={t('fields.state')}
          render={(_, row) => (
            <Space direction="vertical" size={0}>
              <OfferStateTag state={row.state} />
              {row.state === 'rejected' && row.rejectReason && (
                <span className="at-hall__muted" data-testid={`offer-reason-${row.id}`}>
                  {t('mine.reason', { reason: row.rejectReason })}
                </span>
              )}
            </Space>
          )}
        />
        <Table.Column<ServiceOfferRow> title={t('fields.updateTime')} render={(_, row) => formatDateTime(row.updateTime)} />
        <Table.Column<ServiceOfferRow>
          title={t('mine.actions')}
          render={(_, row) => (
            <Space wrap>
              {(row.nextActions.includes('edit') || row.nextActions.includes('revise')) && (
                <Button size="small" onClick={() => void navigate(SERVICE_PATHS.edit(row.id))} data-testid={`offer-edit-${row.id}`}>
                  {t('mine.edit')}
                </Button>
              )}
              {row.nextActions.includes('submit') && (
                <Button size="small" type="primary" loading={busy === row.id} onClick={() => void act(row, 'submit')} data-testid={`offer-submit-${row.id}`}>
                  {t('mine.submit')}
                </Button>
              )}
              {row.nextActions.includes('delete') && (
                <Popconfirm title={t('mine.deleteConfirm')} onConfirm={() => void act(row, 'delete')}>
                  <Button size="small" danger disabled={busy === row.id} data-testid={`offer-delete-${row.id}`}>
                    {t('mine.delete')}
                  </Button>
                </Popconfirm>
              )}
            </Space>
          )}
        />
      </Table>
    </>
  );
}

/** /allServer/myAllServer — my company's service offers. */
export default function MyOffersPage() {
  const { t } = useTranslation('serviceHall');
  const navigate = useNavigate();
  const location = useLocation();
  const { token, permissions } = useSession();
  const mayPublish = permissions?.includes(PERMISSIONS.serviceOfferManage) ?? false;
  return (
    <ServiceHallScope testId="my-offers-page">
      <header className="at-hall__head">
        <div>
          <h1>{t('mine.title')}</h1>
          <p className="at-hall__muted">{t('mine.intro')}</p>
        </div>
        {mayPublish && (
          <Button type="primary" onClick={() => void navigate(SERVICE_PATHS.add)} data-testid="mine-add">
            {t('hall.publish')}
          </Button>
        )}
      </header>
      {!token ? (
        <Result
          status="info"
          title={t('form.visitor')}
          extra={
            <Button type="primary" onClick={() => void navigate(loginPath(location.pathname))}>
              {t('form.signIn')}
            </Button>
          }
        />
      ) : permissions === undefined ? (
        <Skeleton active />
      ) : !mayPublish ? (
        <Result status="info" title={t('form.noPermission')} subTitle={t('form.noPermissionHow')} />
      ) : (
        <OfferTable />
      )}
    </ServiceHallScope>
  );
}
