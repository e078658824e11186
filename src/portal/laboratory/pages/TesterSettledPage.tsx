import { Alert, Button, Card, Space } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PERMISSIONS } from '@contract/permissions';
import { useSession } from '../../../providers/session';
import { LabScope } from '../components/LabScope';
import { ApplicationPanel } from '../settled/ApplicationPanel';

const HERE = '/cloud/testerSettled';

/** /cloud/testerSettled — what laboratory entry means and, for a laboratory account, its application. */
export default function TesterSettledPage() {
  const { t } = useTranslation('laboratory');
  const navigate = useNavigate();
  const { token, permissions } = useSession();
  const steps = t('settled.steps', { returnObjects: true }) as string[];
  const isLab = permissions?.includes(PERMISSIONS.laboratoryOperate) ?? false;

  return (
    <LabScope testId="tester-settled">
      <header className="at-lab__head">
        <div>
          <h1>{t('settled.title')}</h1>
          <p className="at-lab__muted">{t('settled.intro')}</p>
        </div>
        <Button onClick={() => void navigate('/cloud/testerList')}>{t('settled.browse')}</Button>
      </header>
      <Card title={t('settled.howTitle')} style={{ marginBottom: 16 }}>
        <ol className="at-lab__steps">
          {steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </Card>
      {!token ? (
        <Alert
          type="info"
          showIcon
          message={t('settled.loginFirst')}
          action={
            <Space>
              <Button type="primary" onClick={() => void navigate(`/login?redirect=${encodeURIComponent(HERE)}`)} data-testid="lab-login">
                {t('settled.login')}
              </Button>
              <Button onClick={() => void navigate('/register')}>{t('settled.register')}</Button>
            </Space>
          }
        />
      ) : permissions === undefined ? null : isLab ? (
        <ApplicationPanel />
      ) : (
        <Alert type="warning" showIcon message={t('settled.notLab')} description={t('settled.notLabHint')} data-testid="lab-not-lab" />
      )}
    </LabScope>
  );
}
