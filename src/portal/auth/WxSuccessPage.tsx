import { useState } from 'react';
import { Button, Result } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AntdScope } from '../../components/AntdScope';
import { safeRedirect } from '../../providers/auth';
import { useSession } from '../../providers/session';
import { WECHAT_RESULT_KEY, readStored, type WechatBindDone } from './wechatBind';
import './auth.css';

const masked = (mobile: string) => `${mobile.slice(0, 3)}****${mobile.slice(7)}`;

/** The end of a first WeChat login: the WeChat account is bound, the person is signed in. */
export default function WxSuccessPage() {
  const { t } = useTranslation('portal');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { token } = useSession();
  const [done] = useState(() => readStored<WechatBindDone>(WECHAT_RESULT_KEY));

  const subTitle = done
    ? [
        t('wxSuccess.bound', { nickname: done.nickname ?? '', userName: done.userName, mobile: masked(done.mobile) }),
        done.registered ? t('wxSuccess.newAccount') : '',
      ].join(' ')
    : '';
  return (
    <AntdScope>
      <div className="at-auth" data-testid="wx-success">
        <Result
          status={done || token ? 'success' : 'info'}
          title={done ? t('wxSuccess.title') : token ? t('wxSuccess.signedIn') : t('wxSuccess.nothing')}
          subTitle={subTitle}
          extra={[
            token ? (
              <Button type="primary" key="go" onClick={() => navigate(safeRedirect(params.get('redirect')))} data-testid="wx-success-continue">
                {t('wxSuccess.continue')}
              </Button>
            ) : (
              <Button type="primary" key="login" onClick={() => navigate('/login')}>
                {t('wxSuccess.login')}
              </Button>
            ),
            <Button key="home" onClick={() => navigate('/')}>
              {t('wxSuccess.home')}
            </Button>,
          ]}
        />
      </div>
    </AntdScope>
  );
}
