import type { ReactNode } from 'react';
import { Alert, Spin } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { message } from '../../../providers/i18n';
import { BASIC_INFORMATION_ROUTE } from './route';
import { useCompanyDetail } from './useCompanyDetail';

/**
 * Enterprise pages other than the basic information wait until it is saved (the server refuses them too):
 * the message of spec §8 and a link to the form.
 */
export function BasicInformationGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation('console');
  const { detail, failed } = useCompanyDetail();
  if (failed) return null;
  if (!detail) return <Spin style={{ display: 'block', margin: 48 }} />;
  if (detail.basicInformationSaved) return children;
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="basic-information-required"
      message={message('saveBasicInfoFirst')}
      description={
        <>
          {t('company.notSavedHint')} <Link to={BASIC_INFORMATION_ROUTE}>{t('company.goToBasicInformation')}</Link>
        </>
      }
    />
  );
}
