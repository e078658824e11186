import { Button, Card, Space } from 'antd';
import { Link, useNavigate } from 'react-router';
import {
  CustomMilestones,
  CustomOfferCard,
  CustomProgressSteps,
  CustomRequestSummary,
  CustomTimeline,
  useCustomLabels,
} from '../../../components/customization';
import { NotFound } from '../../../app/NotFound';
import { CustomScope } from '../CustomScope';
import { CUSTOM_PATHS } from '../endpoints';
import { BuyerActions } from '../detail/BuyerActions';
import { ContractBlock } from '../detail/ContractBlock';
import { CustomOrderNotes, CustomOrderTitle } from '../detail/CustomOrderHead';
import { OrderLoading } from '../detail/OrderLoading';
import { SignedInOnly } from '../detail/SignedInOnly';
import { useCustomOrder } from '../detail/useCustomOrder';

function CustomDetail() {
  const { t } = useCustomLabels();
  const navigate = useNavigate();
  const { order, missing, failed, reload, onChanged } = useCustomOrder();
  if (missing) return <NotFound />;
  return (
    <CustomScope testId="custom-detail">
      {!order ? (
        <OrderLoading failed={failed} onRetry={reload} />
      ) : (
        <>
          <header className="at-custom__head">
            <CustomOrderTitle order={order} />
            <Space wrap>
              <BuyerActions order={order} onChanged={onChanged} />
              <Button onClick={() => void navigate(CUSTOM_PATHS.list)}>{t('detail.back')}</Button>
            </Space>
          </header>
          <div className="at-custom__section">
            <CustomProgressSteps order={order} />
          </div>
          <CustomOrderNotes order={order} />
          <Card title={t('detail.request')} size="small" className="at-custom__section">
            <CustomRequestSummary order={order} />
          </Card>
          <div className="at-custom__section">
            <CustomOfferCard order={order} />
          </div>
          <ContractBlock order={order} onChanged={onChanged} />
          {order.milestones.length > 0 && (
            <Card title={t('milestoneTable.title')} size="small" className="at-custom__section">
              <CustomMilestones order={order} />
            </Card>
          )}
          {order.acceptance.length > 0 && (
            <p className="at-custom__section">
              <Link to={CUSTOM_PATHS.detection(order.id)} data-testid="custom-acceptance-link">
                {t('detail.acceptanceLink')}
              </Link>
            </p>
          )}
          <Card title={t('timeline.title')} size="small" className="at-custom__section">
            <CustomTimeline order={order} />
          </Card>
        </>
      )}
    </CustomScope>
  );
}

/** /custom/customDetail?id= — the buyer's customization order: progress, request, offer, contract, milestones, timeline, its steps. */
export default function CustomDetailPage() {
  return (
    <SignedInOnly>
      <CustomDetail />
    </SignedInOnly>
  );
}
