import { useEffect, useState } from 'react';
import { Card, Descriptions } from 'antd';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { myAccount, type PersonalData } from '@contract/endpoints/myAccount';
import { AntdScope } from '../../components/AntdScope';
import { MobileChangeForm } from '../../components/account/MobileChangeForm';
import { safeRedirect } from '../../providers/auth';
import { call } from '../../providers/http';
import { useSession } from '../../providers/session';
import './auth.css';
import { loginPath } from '../../components/loginPath';

/** A signed-in person binds a mobile number to the account (or replaces it): the code goes to the new number. */
export default function BindPhonePage() {
  const { t } = useTranslation('portal');
  const { token } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [profile, setProfile] = useState<PersonalData>();

  useEffect(() => {
    if (!token) return;
    call(myAccount.getPersonalData, {}).then(setProfile, () => undefined);
  }, [token]);

  if (!token) return <Navigate to={loginPath('/bindPhone')} replace />;
  return (
    <AntdScope>
      <div className="at-auth">
        <Card className="at-auth__card" title={t('bindPhone.title')}>
          <Descriptions column={1} size="small" style={{ marginBottom: 16 }}>
            <Descriptions.Item label={t('bindPhone.account')}>{profile?.userName}</Descriptions.Item>
            <Descriptions.Item label={t('bindPhone.current')}>{profile ? (profile.mobile ?? t('bindPhone.none')) : ''}</Descriptions.Item>
          </Descriptions>
          <MobileChangeForm
            submitLabel={t('bindPhone.submit')}
            onDone={() => navigate(safeRedirect(params.get('redirect'), '/my/info'), { replace: true })}
          />
        </Card>
      </div>
    </AntdScope>
  );
}
