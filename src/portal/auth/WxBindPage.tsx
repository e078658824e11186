import { useState } from 'react';
import { Button, Card, Form, Result, Typography } from 'antd';
import { WechatOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { loginCustom } from '@contract/endpoints/loginCustom';
import { AntdScope } from '../../components/AntdScope';
import { clearErrorsOnChange } from '../../components/formErrors';
import { completeSignIn } from '../../providers/auth';
import { call } from '../../providers/http';
import { message } from '../../providers/i18n';
import { ALL_AGREED, AgreeAllCheckbox, agreedRule } from './Agreements';
import { WECHAT_BIND_KEY, WECHAT_RESULT_KEY, readStored, type WechatBindDone, type WechatBindPending } from './wechatBind';
import { MobileCodeFields } from './MobileCodeFields';
import './auth.css';

interface Values {
  mobile: string;
  smsCode: string;
  agreed: boolean;
}

/** A first-time WeChat user binds a mobile number: the number's account, or a new one. */
function BindForm({ pending }: { pending: WechatBindPending }) {
  const { t } = useTranslation('portal');
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);


  const onFinish = async ({ mobile, smsCode }: Values) => {
    setSaving(true);
    try {
      const body = await call(loginCustom.wxBindingMobile, { ticket: pending.ticket, mobile, smsCode, agreements: ALL_AGREED });
      await completeSignIn(body.data.token, body.data.userName);
      const done: WechatBindDone = { userName: body.data.userName, nickname: pending.nickname, registered: body.data.registered, mobile };
      sessionStorage.removeItem(WECHAT_BIND_KEY);
      sessionStorage.setItem(WECHAT_RESULT_KEY, JSON.stringify(done));
      navigate(`/wxSuccess${window.location.search}`, { replace: true });
    } catch {
      // Shown by the http client.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form<Values> form={form} layout="vertical" onFinish={onFinish} requiredMark={false} validateTrigger="onSubmit"
      onValuesChange={clearErrorsOnChange(form)}
    >
      <Typography.Paragraph>
        <WechatOutlined style={{ color: '#07c160' }} /> {t('wxBind.intro', { nickname: pending.nickname ?? '' })}
      </Typography.Paragraph>
      <MobileCodeFields form={form} purpose={'wechatBind'} mobileLabel={t('wxBind.mobile')} codeLabel={t('wxBind.smsCode')} />
      <Form.Item name="agreed" valuePropName="checked" rules={[agreedRule]} extra={t('wxBind.newAccountHint')}>
        <AgreeAllCheckbox />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={saving} data-testid="wx-bind-submit">
        {t('wxBind.submit')}
      </Button>
    </Form>
  );
}

export default function WxBindPage() {
  const { t } = useTranslation('portal');
  const [pending] = useState(() => readStored<WechatBindPending>(WECHAT_BIND_KEY));
  return (
    <AntdScope>
      <div className="at-auth">
        <Card className="at-auth__card" title={t('wxBind.title')}>
          {pending ? (
            <BindForm pending={pending} />
          ) : (
            <Result
              status="warning"
              title={message('wechatBindExpired')}
              extra={
                <Link to="/login" className="ant-btn ant-btn-primary">
                  {t('wxBind.scanAgain')}
                </Link>
              }
            />
          )}
        </Card>
      </div>
    </AntdScope>
  );
}
