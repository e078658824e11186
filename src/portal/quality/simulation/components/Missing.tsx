import { Button, Result } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SIMULATION_PATHS } from '../paths';

/** What a page shows when its id is missing or the server did not answer it (not the caller's, or gone). */
export function Missing() {
  const { t } = useTranslation('qualitySimulation');
  return (
    <Result
      status="404"
      title={t('missing.title')}
      subTitle={t('missing.text')}
      extra={
        <Link to={SIMULATION_PATHS.select}>
          <Button type="primary">{t('missing.start')}</Button>
        </Link>
      }
      data-testid="quality-missing"
    />
  );
}
