import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Button, Card, List, Modal, Popconfirm } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { myAccount, type PersonalData } from '@contract/endpoints/myAccount';
import { MobileChangeForm } from '../../components/account/MobileChangeForm';
import { WechatQr } from '../../components/account/WechatQr';
import { call } from '../../providers/http';
import { message } from '../../providers/i18n';
import { notify } from '../../providers/notify';
import { EmailForm } from './EmailForm';
import { PasswordForm } from './PasswordForm';

type Dialog = 'password' | 'mobile' | 'email' | 'wechat';

const masked = (mobile: string) => `${mobile.slice(0, 3)}****${mobile.slice(7)}`;

/** Password, mobile, e-mail and WeChat: each shown with the way to change it, in its own dialog. */
export function SecuritySettings({ profile, onChange }: { profile: PersonalData; onChange: (next: PersonalData) => void }) {
  const { t } = useTranslation('console');
  const navigate = useNavigate();
  const [open, setOpen] = useState<Dialog>();
  const close = () => setOpen(undefined);
  const changed = (next: PersonalData) => {
    onChange(next);
    close();
  };
  const reload = useCallback(async () => onChange(await call(myAccount.getPersonalData, {})), [onChange]);
  useWechatCallback(reload);

  const unbind = async () => {
    try {
      await call(myAccount.wechatUnbind, {});
      notify('success', message('wechatUnbound'));
      await reload();
    } catch {
      // Shown by the http client.
    }
  };

  const rows: { key: Dialog; title: string; value: ReactNode; action: ReactNode }[] = [
    {
      key: 'password',
      title: t('info.password'),
      value: t('info.passwordHint'),
      action: <Button onClick={() => setOpen('password')} data-testid="info-change-password">{t('info.change')}</Button>,
    },
    {
      key: 'mobile',
      title: t('info.mobile'),
      value: <span data-testid="info-mobile">{profile.mobile ? masked(profile.mobile) : t('info.notSet')}</span>,
      action: <Button onClick={() => setOpen('mobile')} data-testid="info-change-mobile">{t(profile.mobile ? 'info.change' : 'info.bind')}</Button>,
    },
    {
      key: 'email',
      title: t('info.email'),
      value: <span data-testid="info-email">{profile.email ?? t('info.notSet')}</span>,
      action: <Button onClick={() => setOpen('email')} data-testid="info-change-email">{t(profile.email ? 'info.change' : 'info.bind')}</Button>,
    },
    {
      key: 'wechat',
      title: t('info.wechat'),
      value: <span data-testid="info-wechat">{profile.wechat ? t('info.wechatBound', { nickname: profile.wechat.nickname ?? '' }) : t('info.wechatNone')}</span>,
      action: profile.wechat ? (
        <Popconfirm title={t('info.unbindConfirm')} onConfirm={unbind} okText={t('info.unbind')} cancelText={t('buttons.cancel')}>
          <Button danger data-testid="info-wechat-unbind">{t('info.unbind')}</Button>
        </Popconfirm>
      ) : (
        <Button onClick={() => setOpen('wechat')} data-testid="info-wechat-bind">{t('info.bind')}</Button>
      ),
    },
  ];

  return (
    <Card title={t('info.security')}>
      <List
        dataSource={rows}
        renderItem={(row) => (
          <List.Item actions={[row.action]} data-testid={`info-row-${row.key}`}>
            <List.Item.Meta title={row.title} description={row.value} />
          </List.Item>
        )}
      />
      <Modal open={open === 'password'} title={t('info.passwordTitle')} onCancel={close} footer={null} destroyOnHidden>
        <PasswordForm
          onDone={() => {
            close();
            navigate('/login', { replace: true });
          }}
        />
      </Modal>
      <Modal open={open === 'mobile'} title={t('info.mobileTitle')} onCancel={close} footer={null} destroyOnHidden>
        <MobileChangeForm submitLabel={t('buttons.save')} onDone={changed} />
      </Modal>
      <Modal open={open === 'email'} title={t('info.emailTitle')} onCancel={close} footer={null} destroyOnHidden>
        <EmailForm onDone={changed} />
      </Modal>
      <Modal open={open === 'wechat'} title={t('info.wechatTitle')} onCancel={close} footer={null} destroyOnHidden>
        <WechatBind
          onBound={async () => {
            notify('success', message('wechatBound'));
            close();
            await reload();
          }}
        />
      </Modal>
    </Card>
  );
}

function WechatBind({ onBound }: { onBound: () => void }) {
  const { t } = useTranslation('console');
  const start = useCallback(() => call(myAccount.wechatBindStart, {}), []);
  const check = useCallback((state: string) => call(myAccount.wechatBindResult, { state }, { silent: true }), []);
  return (
    <WechatQr
      start={start}
      check={check}
      stateOf={(result) => (result.status === 'bound' ? 'done' : result.status)}
      onDone={onBound}
      prompt={t('info.wechatPrompt')}
    />
  );
}

/** With a real WeChat app, WeChat sends the browser back here with `code` and `state` to finish a binding. */
function useWechatCallback(reload: () => Promise<void>) {
  const [params, setParams] = useSearchParams();
  const handled = useRef(false);
  const code = params.get('code');
  const state = params.get('state');
  useEffect(() => {
    if (!code || !state || handled.current) return;
    handled.current = true;
    const next = new URLSearchParams(params);
    next.delete('code');
    next.delete('state');
    call(myAccount.wechatBindResult, { state, code })
      .then(async (result) => {
        if (result.status === 'bound') notify('success', message('wechatBound'));
        await reload();
      })
      .catch(() => undefined)
      .finally(() => setParams(next, { replace: true }));
  }, [code, state, params, setParams, reload]);
}
