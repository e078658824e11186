import { Alert, Button, Result, Skeleton } from 'antd';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useRemote } from '../../../components/useRemote';
import { call } from '../../../providers/http';
import { useSession } from '../../../providers/session';
import { myServiceOffers, PERMISSIONS } from '../endpoints';
import { OfferForm } from '../form/OfferForm';
import { fromDetail } from '../form/model';
import { idFrom, loginPath, SERVICE_PATHS } from '../paths';
import { ServiceHallScope } from '../ServiceHallScope';

/** Changing a saved offer: editable while the server offers edit or revise (not under review). */
function EditOffer({ id }: { id: number }) {
  const { t } = useTranslation('serviceHall');
  const navigate = useNavigate();
  const answer = useRemote((signal) => call(myServiceOffers.get, { id }, { signal, silent: true }), String(id));
  if (answer.error !== undefined) return <Result status="warning" title={t('offer.notFound')} />;
  const offer = answer.data;
  if (!offer) return <Skeleton active />;
  const editable = offer.nextActions.includes('edit') || offer.nextActions.includes('revise');
  return (
    <>
      {offer.state === 'pending' && <Alert type="info" showIcon message={t('form.underReview')} style={{ marginBottom: 16 }} />}
      {offer.state === 'rejected' && (
        <Alert type="error" showIcon message={t('form.rejected', { reason: offer.rejectReason })} style={{ marginBottom: 16 }} data-testid="offer-rejected" />
      )}
      {offer.state === 'approved' && <Alert type="warning" showIcon message={t('form.approvedNotice')} style={{ marginBottom: 16 }} />}
      <OfferForm initialValues={fromDetail(offer)} editId={id} disabled={!editable} onSaved={() => void navigate(SERVICE_PATHS.mine)} />
    </>
  );
}

/**
 * /allServer/allServerAdd (`?id=` changes one) — a company publishes a service: the form, saved as a draft or
 * submitted for the platform's review. Visitors sign in first; signed-in users who may not publish see why and how.
 */
export default function OfferAddPage() {
  const { t } = useTranslation('serviceHall');
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const { token, permissions } = useSession();
  const editId = idFrom(params.get('id'));
  const mayPublish = permissions?.includes(PERMISSIONS.serviceOfferManage) ?? false;

  return (
    <ServiceHallScope testId="offer-add">
      <header className="at-hall__head">
        <div>
          <h1>{editId ? t('form.editTitle') : t('form.title')}</h1>
          <p className="at-hall__muted">{t('form.intro')}</p>
        </div>
        {mayPublish && (
          <Button onClick={() => void navigate(SERVICE_PATHS.mine)} data-testid="offer-to-mine">
            {t('mine.title')}
          </Button>
        )}
      </header>
      {!token ? (
        <Result
          status="info"
          title={t('form.visitor')}
          extra={
            <Button type="primary" onClick={() => void navigate(loginPath(location.pathname + location.search))} data-testid="offer-sign-in">
              {t('form.signIn')}
            </Button>
          }
        />
      ) : permissions === undefined ? (
        <Skeleton active />
      ) : !mayPublish ? (
        <div data-testid="offer-no-permission">
          <Result status="info" title={t('form.noPermission')} subTitle={t('form.noPermissionHow')} />
        </div>
      ) : editId ? (
        <EditOffer key={editId} id={editId} />
      ) : (
        <OfferForm initialValues={{}} onSaved={() => void navigate(SERVICE_PATHS.mine)} />
      )}
    </ServiceHallScope>
  );
}
