import { Alert, Button, Card, Space } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PERMISSIONS } from '@contract/permissions';
import { useSession } from '../../../providers/session';
import { CloudScope } from '../components/CloudScope';
import { loginPath } from '../../../components/loginPath';

const CONSOLE_LIST = '/my/enterpriseInformationManagement/enterpriseRecommendedProductManagement';

/** /cloud/releaseRecomProduct — how a company publishes a product, and the way there for this visitor. */
export default function ReleaseRecomProductPage() {
  const { t } = useTranslation('cloud');
  const navigate = useNavigate();
  const { token, permissions } = useSession();
  const steps = t('portal.release.steps', { returnObjects: true }) as string[];
  const mayPublish = permissions?.includes(PERMISSIONS.recommendedProductManage) ?? false;

  return (
    <CloudScope testId="release-product">
      <Card title={<h1 style={{ margin: 0, fontSize: 22 }}>{t('portal.release.title')}</h1>}>
        <p>{t('portal.release.intro')}</p>
        <ol className="at-cloud__steps">
          {steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        {token && !mayPublish && permissions !== undefined && (
          <Alert type="info" showIcon message={t('portal.release.noPermission')} style={{ marginBottom: 16 }} />
        )}
        <Space wrap>
          {!token ? (
            <>
              <Button type="primary" onClick={() => void navigate(loginPath(CONSOLE_LIST))}>{t('portal.release.login')}</Button>
              <Button onClick={() => void navigate('/register')}>{t('portal.release.register')}</Button>
            </>
          ) : (
            mayPublish && (
              <Button type="primary" data-testid="release-to-console" onClick={() => void navigate(CONSOLE_LIST)}>{t('portal.release.toConsole')}</Button>
            )
          )}
          <Button onClick={() => void navigate('/cloud/recommendedProduct')}>{t('portal.release.browse')}</Button>
        </Space>
      </Card>
    </CloudScope>
  );
}
