import { Alert, Button } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { testerDetailPath, type LaboratoryApplication } from '../endpoints';

/** Where the application stands: a draft to fill, waiting for review (locked), rejected (why), or published. */
export function StateBanner({ application }: { application: LaboratoryApplication }) {
  const { t } = useTranslation('laboratory');
  const navigate = useNavigate();
  const { state } = application;
  const type = state === 'approved' ? 'success' : state === 'rejected' ? 'error' : state === 'pending' ? 'warning' : 'info';
  return (
    <Alert
      type={type}
      showIcon
      data-testid={`lab-state-${state}`}
      message={t(`states.${state}`)}
      description={
        <>
          <div>{t(`settled.banner.${state}`)}</div>
          {state === 'rejected' && application.rejectReason && (
            <div data-testid="lab-reject-reason">
              {t('settled.banner.reason')}
              {application.rejectReason}
            </div>
          )}
        </>
      }
      action={
        state === 'approved' ? (
          <Button type="primary" onClick={() => void navigate(testerDetailPath(application.id))} data-testid="lab-public-page">
            {t('settled.banner.publicPage')}
          </Button>
        ) : undefined
      }
      style={{ marginBottom: 16 }}
    />
  );
}
