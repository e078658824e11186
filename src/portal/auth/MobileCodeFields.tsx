import { Form, Input, type FormInstance } from 'antd';
import { MobileOutlined } from '@ant-design/icons';
import { mobileField, smsCodeField, SMS_PURPOSES } from '@contract/endpoints/accountFields';
import { gateway } from '@contract/endpoints/gateway';
import { SmsCodeInput } from '../../components/account/SmsCodeInput';
import { zodRule } from '../../components/zodRule';
import { call } from '../../providers/http';
import { message } from '../../providers/i18n';
import { notify } from '../../providers/notify';

/**
 * A mobile number and the SMS code sent to it for `purpose` (fields `mobile` and `smsCode`), as the sign-in,
 * registration, password and WeChat forms ask them: the number is checked before a code is sent.
 */
export function MobileCodeFields({
  form,
  purpose,
  mobileLabel,
  codeLabel,
  placeholder,
}: {
  form: FormInstance;
  purpose: (typeof SMS_PURPOSES)[number];
  mobileLabel: string;
  codeLabel: string;
  placeholder?: string;
}) {
  const send = async () => {
    const { mobile } = (await form.validateFields(['mobile'])) as { mobile: string };
    const { resendIn } = await call(gateway.sendMobile, { mobile, type: purpose });
    notify('success', message('codeSent'));
    return resendIn;
  };
  return (
    <>
      <Form.Item name="mobile" label={mobileLabel} rules={[zodRule(mobileField())]}>
        <Input prefix={<MobileOutlined />} placeholder={placeholder} inputMode="tel" autoComplete="tel" maxLength={11} />
      </Form.Item>
      <Form.Item name="smsCode" label={codeLabel} rules={[zodRule(smsCodeField)]}>
        <SmsCodeInput send={send} />
      </Form.Item>
    </>
  );
}
