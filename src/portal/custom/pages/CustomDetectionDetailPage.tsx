import { Button, Card, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { AcceptanceTable, FileLinks, useCustomLabels } from '../../../components/customization';
import { NotFound } from '../../../app/NotFound';
import { CustomScope } from '../CustomScope';
import { CUSTOM_PATHS, type CustomOrderDetail } from '../endpoints';
import { CustomOrderTitle } from '../detail/CustomOrderHead';
import { OrderLoading } from '../detail/OrderLoading';
import { SignedInOnly } from '../detail/SignedInOnly';
import { useCustomOrder } from '../detail/useCustomOrder';

/** The test reports the platform recorded with 'Product testing completed'. */
const reportsOf = (order: CustomOrderDetail) => order.timeline.filter((step) => step.action === 'testingDone').flatMap((step) => step.files);

function CustomDetection() {
  const { t } = useCustomLabels();
  const navigate = useNavigate();
  const { order, missing, failed, reload } = useCustomOrder();
  if (missing) return <NotFound />;
  if (!order) {
    return (
      <CustomScope testId="custom-detection">
        <OrderLoading failed={failed} onRetry={reload} />
      </CustomScope>
    );
  }
  const reports = reportsOf(order);
  return (
    <CustomScope testId="custom-detection">
      <header className="at-custom__head">
        <CustomOrderTitle order={order} />
        <Button onClick={() => void navigate(CUSTOM_PATHS.detail(order.id))} data-testid="custom-detection-back">
          {t('detection.back')}
        </Button>
      </header>
      <Card title={t('acceptance.title')} size="small" className="at-custom__section">
        <AcceptanceTable order={order} />
      </Card>
      <Card title={t('detection.reports')} size="small" className="at-custom__section" data-testid="custom-reports">
        {reports.length === 0 ? <Typography.Text type="secondary">{t('detection.noReports')}</Typography.Text> : <FileLinks files={reports} vertical />}
      </Card>
    </CustomScope>
  );
}

/** /custom/customDetectionDetail?id= — a customization order's acceptance tests (cloud-testing items) and test reports. */
export default function CustomDetectionDetailPage() {
  return (
    <SignedInOnly>
      <CustomDetection />
    </SignedInOnly>
  );
}
