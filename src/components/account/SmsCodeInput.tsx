import { useEffect, useState } from 'react';
import { Button, Input, Space } from 'antd';
import { SafetyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

export interface SmsCodeInputProps {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  /** Sends the code (after checking the number); resolves with the seconds before the next one may go. */
  send: () => Promise<number | undefined>;
  testId?: string;
}

/** A 6-digit code field with its "get code" button, which counts down until another code may be sent. */
export function SmsCodeInput({ id, value, onChange, send, testId = 'sms-code' }: SmsCodeInputProps) {
  const { t } = useTranslation('common');
  const [wait, setWait] = useState(0);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (wait <= 0) return undefined;
    const timer = window.setTimeout(() => setWait((seconds) => seconds - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [wait]);

  const onSend = async () => {
    setSending(true);
    try {
      const resendIn = await send();
      if (resendIn) setWait(resendIn);
    } catch {
      // The http client (or the form) has shown why.
    } finally {
      setSending(false);
    }
  };

  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input
        id={id}
        value={value}
        onChange={(event) => onChange?.(event.target.value)}
        prefix={<SafetyOutlined />}
        placeholder={t('account.smsCodePlaceholder')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
      />
      <Button onClick={onSend} disabled={wait > 0} loading={sending} data-testid={`${testId}-send`}>
        {wait > 0 ? t('account.resendIn', { seconds: wait }) : t('account.getCode')}
      </Button>
    </Space.Compact>
  );
}
