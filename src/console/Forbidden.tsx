import { Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** Shown instead of a console page the user's permissions do not cover (the server refuses it anyway). */
export function Forbidden() {
  const { t } = useTranslation('messages');
  return <Result status="403" title="403" subTitle={t('noAuthority')} />;
}
