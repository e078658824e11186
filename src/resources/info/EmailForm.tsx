import { Button, Form, Input } from 'antd';
import { MailOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { emailField, smsCodeField } from '@contract/endpoints/accountFields';
import { myAccount, type PersonalData } from '@contract/endpoints/myAccount';
import { SmsCodeInput } from '../../components/account/SmsCodeInput';
import { zodRule } from '../../components/zodRule';
import { clearErrorsOnChange } from '../../components/formErrors';
import { call } from '../../providers/http';
import { message } from '../../providers/i18n';
import { notify } from '../../providers/notify';
import { useAction } from '../../console/useAction';

interface Values {
  email: string;
  code: string;
}

/** A new e-mail address, saved once the code sent to it is entered. */
export function EmailForm({ onDone }: { onDone: (data: PersonalData) => void }) {
  const { t } = useTranslation('console');
  const [form] = Form.useForm<Values>();
  const save = useAction(myAccount.saveEmail);

  const send = async () => {
    const { email } = await form.validateFields(['email']);
    const { resendIn } = await call(myAccount.sendEmailCode, { email });
    notify('success', message('emailCodeSent'));
    return resendIn;
  };

  const onFinish = async (values: Values) => {
    const body = await save.run(values);
    if (!body) return;
    notify('success', body.msg);
    onDone(body.data);
  };

  return (
    <Form<Values> form={form} name="emailChange" layout="vertical" onFinish={onFinish} requiredMark={false} validateTrigger="onSubmit"
      onValuesChange={clearErrorsOnChange(form)}
    >
      <Form.Item name="email" label={t('info.email')} rules={[zodRule(emailField)]}>
        <Input prefix={<MailOutlined />} inputMode="email" autoComplete="email" maxLength={200} />
      </Form.Item>
      <Form.Item name="code" label={t('info.emailCode')} rules={[zodRule(smsCodeField)]}>
        <SmsCodeInput send={send} testId="email-code" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={save.running} data-testid="email-change-submit">
        {t('buttons.save')}
      </Button>
    </Form>
  );
}
