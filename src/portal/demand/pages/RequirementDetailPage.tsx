import { useState } from 'react';
import { Alert, Button, Card, Descriptions, Skeleton, Space } from 'antd';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../components/format/dateTime';
import { useRemote } from '../../../components/useRemote';
import { call } from '../../../providers/http';
import { useSession } from '../../../providers/session';
import { CloseDemand } from '../components/CloseDemand';
import { DemandFacts } from '../../../components/demand/DemandFacts';
import { StoredFileLink } from '../../../components/download/StoredFileLink';
import { History } from '../../../components/demand/History';
import { OwnerQuotes } from '../components/OwnerQuotes';
import { QuoteForm } from '../components/QuoteForm';
import { DemandStateTag } from '../../../components/demand/StateTag';
import { DemandScope } from '../DemandScope';
import { PERMISSIONS, researchDemand, type DemandDetail } from '../endpoints';
import { DEMAND_PATHS, loginPath } from '../paths';

/** The demand's contacts and attachments, for those who may see them. */
function Private({ demand }: { demand: DemandDetail }) {
  const { t } = useTranslation('demand');
  const contacts = demand.contactName !== null;
  if (!contacts && demand.attachments.length === 0) return null;
  return (
    <Descriptions bordered size="small" column={1} className="at-demand__section" data-testid="demand-private">
      {contacts && (
        <Descriptions.Item label={t('detail.contacts')}>
          {demand.contactName} · {demand.contactPhone}
        </Descriptions.Item>
      )}
      {demand.attachments.length > 0 && (
        <Descriptions.Item label={t('fields.attachments')}>
          <Space direction="vertical" size={2}>
            {demand.attachments.map((file) => (
              <StoredFileLink key={file.id} id={file.id} name={file.name} testId={`demand-file-${file.name}`} />
            ))}
          </Space>
        </Descriptions.Item>
      )}
    </Descriptions>
  );
}

/** What a laboratory account sees below the demand: its quote form, or why it cannot quote. */
function LaboratorySide({ demand, onSaved }: { demand: DemandDetail; onSaved: (detail: DemandDetail) => void }) {
  const { t } = useTranslation('demand');
  const navigate = useNavigate();
  const location = useLocation();
  const { token, permissions } = useSession();
  if (demand.viewer === 'laboratory') {
    return (
      <Card title={t('detail.yourQuote')} className="at-demand__section">
        <QuoteForm demand={demand} onSaved={onSaved} />
      </Card>
    );
  }
  if (demand.viewer !== 'visitor' || !['open', 'quoted'].includes(demand.state)) return null;
  if (!token) {
    return (
      <Alert
        className="at-demand__section"
        type="info"
        showIcon
        message={t('detail.loginToQuote')}
        action={<Button onClick={() => void navigate(loginPath(`${location.pathname}${location.search}`))}>{t('detail.login')}</Button>}
      />
    );
  }
  if (permissions?.includes(PERMISSIONS.laboratoryOperate)) return <Alert className="at-demand__section" type="warning" showIcon message={t('detail.notApproved')} />;
  return null;
}

/** /cloud/requirementDetail?id= — one demand; its owner accepts a quote and pays, a laboratory quotes. */
export default function RequirementDetailPage() {
  const { t } = useTranslation('demand');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const answer = useRemote(
    (signal) => (valid ? call(researchDemand.detail, { id }, { signal, silent: true }) : Promise.reject(new Error('no id'))),
    String(id),
  );
  const [changed, setChanged] = useState<DemandDetail>();
  const demand = changed?.id === id ? changed : answer.data;
  const back = <Button onClick={() => void navigate(DEMAND_PATHS.list)}>{t('common.back')}</Button>;

  return (
    <DemandScope testId="requirement-detail">
      {answer.error !== undefined ? (
        <Alert type="warning" showIcon message={t('common.notFound')} action={back} />
      ) : !demand ? (
        <Skeleton active />
      ) : (
        <>
          <header className="at-demand__head">
            <div>
              <h1>
                {demand.title} <DemandStateTag state={demand.state} />
              </h1>
              {demand.viewer === 'owner' && demand.state !== 'closed' && (
                <p className="at-demand__muted" data-testid="demand-contact-by">
                  {t('common.contactBy', { time: formatDateTime(demand.contactBy) })}
                </p>
              )}
            </div>
            <Space wrap>
              {demand.viewer === 'owner' && <CloseDemand demand={demand} onClosed={setChanged} />}
              {demand.viewer === 'owner' && <Button onClick={() => void navigate(DEMAND_PATHS.mine)}>{t('detail.myDemands')}</Button>}
              {back}
            </Space>
          </header>
          {demand.state === 'paid' && demand.viewer === 'owner' && <Alert type="success" showIcon message={t('detail.paid')} style={{ marginBottom: 16 }} />}
          {demand.closeReason && (
            <Alert type="info" showIcon message={`${t('fields.closeReason')}: ${demand.closeReason}`} style={{ marginBottom: 16 }} data-testid="demand-close-reason" />
          )}
          <DemandFacts demand={demand} />
          <h2 className="at-demand__section">{t('fields.description')}</h2>
          <p className="at-demand__text">{demand.description}</p>
          <Private demand={demand} />
          {demand.viewer === 'owner' && (
            <Card title={t('detail.quotes')} className="at-demand__section">
              <OwnerQuotes demand={demand} />
            </Card>
          )}
          <LaboratorySide demand={demand} onSaved={setChanged} />
          {demand.viewer === 'owner' && (
            <Card title={t('common.history')} className="at-demand__section">
              <History steps={demand.history} />
            </Card>
          )}
        </>
      )}
    </DemandScope>
  );
}
