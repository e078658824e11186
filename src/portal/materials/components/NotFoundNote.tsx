import { Alert, Result } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MATERIAL_PATHS } from '../../../components/materialPaths';
import type { ApiError } from '../../../providers/http';

/** Whether a failed call means "no such record" (the server's 404 'No corresponding ID'). */
export const isMissing = (error: unknown) => (error as ApiError | undefined)?.statusCode === 404 || (error as ApiError | undefined)?.statusCode === 400;

/** A grade, standard or data set that does not exist (or a malformed address). */
export function NotFoundNote() {
  const { t } = useTranslation('materials');
  return (
    <Result
      status="404"
      title={t('notFound.title')}
      subTitle={t('notFound.text')}
      extra={<Link to={MATERIAL_PATHS.home}>{t('notFound.back')}</Link>}
      data-testid="material-not-found"
    />
  );
}

/** Any other failure: the server's (or the network's) message. */
export const LoadFailed = ({ error }: { error: unknown }) => (
  <Alert type="error" showIcon message={(error as ApiError).message} className="at-mat-alert" />
);
