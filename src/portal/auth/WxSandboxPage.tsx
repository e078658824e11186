import { useState } from 'react';
import { Alert, Button, Card, Form, Input, Result, Typography } from 'antd';
import { WechatOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { loginCustom, sandboxConfirmInput } from '@contract/endpoints/loginCustom';
import { AntdScope } from '../../components/AntdScope';
import { zodRule } from '../../components/zodRule';
import { call } from '../../providers/http';
import './auth.css';

/**
 * The WeChat sandbox's authorization page, reached by scanning the sandbox QR code (or opening its link):
 * here a person confirms as the sandbox WeChat user of a nickname. Used only while no WeChat app is configured.
 */
export default function WxSandboxPage() {
  const { t } = useTranslation('portal');
  const [params] = useSearchParams();
  const state = params.get('state') ?? '';
  const [confirmed, setConfirmed] = useState<'login' | 'bind'>();
  const [saving, setSaving] = useState(false);

  const onFinish = async ({ nickname }: { nickname: string }) => {
    setSaving(true);
    try {
      setConfirmed((await call(loginCustom.wxSandboxConfirm, { state, nickname })).purpose);
    } catch {
      // Shown by the http client (an expired or used QR code).
    } finally {
      setSaving(false);
    }
  };

  return (
    <AntdScope>
      <div className="at-auth">
        <Card className="at-auth__card" title={<span><WechatOutlined style={{ color: '#07c160' }} /> {t('wxSandbox.title')}</span>}>
          {confirmed ? (
            <div data-testid="wx-sandbox-done">
              <Result status="success" title={t(`wxSandbox.confirmed.${confirmed}`)} subTitle={t('wxSandbox.back')} />
            </div>
          ) : (
            <>
              <Alert type="info" showIcon message={t('wxSandbox.notice')} style={{ marginBottom: 16 }} />
              <Typography.Paragraph>{t('wxSandbox.request')}</Typography.Paragraph>
              <Form layout="vertical" onFinish={onFinish} requiredMark={false} validateTrigger="onSubmit">
                <Form.Item name="nickname" label={t('wxSandbox.nickname')} extra={t('wxSandbox.nicknameHint')} rules={[zodRule(sandboxConfirmInput.shape.nickname)]}>
                  <Input maxLength={32} />
                </Form.Item>
                <Button type="primary" htmlType="submit" block loading={saving} disabled={!state} data-testid="wx-sandbox-confirm">
                  {t('wxSandbox.confirm')}
                </Button>
              </Form>
            </>
          )}
        </Card>
      </div>
    </AntdScope>
  );
}
