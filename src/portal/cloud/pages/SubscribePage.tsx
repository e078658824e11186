import { useState } from 'react';
import { Alert, Button, Card, Skeleton, Tag } from 'antd';
import { CrownOutlined, GiftOutlined } from '@ant-design/icons';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { payment, type VipPlan } from '@contract/endpoints/payment';
import { formatDate } from '../../../components/format/dateTime';
import { formatFen } from '../../../components/format/money';
import { useRemote } from '../../../components/useRemote';
import { call } from '../../../providers/http';
import { useSession } from '../../../providers/session';
import { discountLabelKey, payPath } from '../../payment';
import { CloudScope } from '../components/CloudScope';
import { loginPath } from '../../../components/loginPath';

/**
 * /cloud/subscribe — the VIP data privilege: the plans with list price, discounts and what they save, the
 * caller's privilege, and ordering a plan (paid on /cloud/subscribePay).
 */
export default function SubscribePage() {
  const { t } = useTranslation('portal');
  const navigate = useNavigate();
  const location = useLocation();
  const { token } = useSession();
  const answer = useRemote((signal) => call(payment.listVip, {}, { signal }), token ? 'in' : 'out');
  const overview = answer.data ?? answer.latest;
  const [ordering, setOrdering] = useState<VipPlan>();

  const subscribe = async (plan: VipPlan) => {
    if (!token) {
      void navigate(loginPath(location.pathname + location.search));
      return;
    }
    setOrdering(plan);
    try {
      const { data: order } = await call(payment.saveVipOrder, { plan });
      void navigate(payPath('vip', order.orderNo));
    } catch {
      // Shown by the http client.
    } finally {
      setOrdering(undefined);
    }
  };

  const current = token ? overview?.current : null;
  return (
    <CloudScope testId="vip-subscribe">
      <header className="at-cloud__head">
        <div>
          <h1>
            <CrownOutlined style={{ color: '#d4a106' }} /> {t('vip.title')}
          </h1>
          <p className="at-cloud__muted">{t('vip.intro')}</p>
        </div>
      </header>
      {current && (
        <Alert
          style={{ marginBottom: 16 }}
          type={current.active ? 'success' : 'info'}
          showIcon
          data-testid="vip-current"
          message={t('vip.current.title')}
          description={
            current.privilegeUntil
              ? t(current.active ? 'vip.current.activeUntil' : 'vip.current.expiredOn', { date: formatDate(current.privilegeUntil) })
              : t('vip.current.none')
          }
        />
      )}
      <Alert
        style={{ marginBottom: 16 }}
        type="info"
        icon={<GiftOutlined />}
        showIcon
        data-testid="vip-free-month"
        message={current?.freeMonthGiven ? t('vip.freeMonthGiven') : t('vip.freeMonth')}
      />
      {!overview ? (
        <Skeleton active />
      ) : (
        <div className="at-cloud__grid" data-testid="vip-plans">
          {overview.plans.map((plan) => {
            const saving = plan.listPrice - plan.price;
            return (
              <Card key={plan.plan} title={t(`vip.plans.${plan.plan}`)} data-testid={`vip-plan-${plan.plan}`}>
                <div className="at-cloud__muted">{t('vip.duration', { months: plan.months })}</div>
                <div style={{ margin: '12px 0 4px' }}>
                  <span style={{ fontSize: 28, fontWeight: 600, color: '#d4380d' }} data-testid={`vip-price-${plan.plan}`}>
                    {formatFen(plan.price)}
                  </span>
                </div>
                {saving > 0 && (
                  <div className="at-cloud__muted">
                    {t('vip.listPrice')} <del>{formatFen(plan.listPrice)}</del>
                  </div>
                )}
                {plan.discounts.map((line, index) => (
                  <div key={`${line.code}-${index}`} className="at-cloud__muted">
                    {t('vip.discountLine', { label: t(discountLabelKey(line.code)), amount: formatFen(Math.abs(line.amount)) })}
                  </div>
                ))}
                {saving > 0 && (
                  <Tag color="red" style={{ marginTop: 8 }}>
                    {t('vip.saving', { amount: formatFen(saving) })}
                  </Tag>
                )}
                <Button
                  type="primary"
                  block
                  style={{ marginTop: 16 }}
                  loading={ordering === plan.plan}
                  disabled={ordering !== undefined && ordering !== plan.plan}
                  onClick={() => void subscribe(plan.plan)}
                  data-testid={`vip-subscribe-${plan.plan}`}
                >
                  {token ? t('vip.subscribe') : t('vip.loginToSubscribe')}
                </Button>
              </Card>
            );
          })}
        </div>
      )}
      {current?.active && <p className="at-cloud__muted" style={{ marginTop: 16 }}>{t('vip.stacking')}</p>}
    </CloudScope>
  );
}
