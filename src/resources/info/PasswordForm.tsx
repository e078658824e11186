import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { newPasswordField } from '@contract/endpoints/accountFields';
import { myAccount, updatePasswordInput } from '@contract/endpoints/myAccount';
import { confirmationRule } from '../../components/account/passwordRules';
import { zodRule } from '../../components/zodRule';
import { clearErrorsOnChange } from '../../components/formErrors';
import { message } from '../../providers/i18n';
import { notify } from '../../providers/notify';
import { signOut } from '../../providers/signOut';
import { useAction } from '../../console/useAction';

interface Values {
  oldPassword: string;
  password: string;
  confirmPassword: string;
}

/** Old and new password; a change ends every session, this one too, so the person logs in again. */
export function PasswordForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('console');
  const [form] = Form.useForm<Values>();
  const change = useAction(myAccount.updatePassword);
  const onFinish = async (values: Values) => {
    if ((await change.run(values)) === undefined) return;
    // The console unmounts as the person is signed out: the notice goes where it outlives it.
    notify('success', message('passwordChanged'), { leavingConsole: true });
    await signOut();
    onDone();
  };
  return (
    <Form<Values> form={form} name="passwordChange" layout="vertical" onFinish={onFinish} requiredMark={false} validateTrigger="onSubmit"
      onValuesChange={clearErrorsOnChange(form)}
    >
      <Form.Item name="oldPassword" label={t('info.oldPassword')} rules={[zodRule(updatePasswordInput.shape.oldPassword)]}>
        <Input.Password autoComplete="current-password" maxLength={128} />
      </Form.Item>
      <Form.Item name="password" label={t('info.newPassword')} rules={[zodRule(newPasswordField)]} extra={message('passwordPolicy')}>
        <Input.Password autoComplete="new-password" maxLength={32} />
      </Form.Item>
      <Form.Item name="confirmPassword" label={t('info.confirmPassword')} dependencies={['password']} rules={[confirmationRule(form)]}>
        <Input.Password autoComplete="new-password" maxLength={32} />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={change.running} data-testid="password-change-submit">
        {t('buttons.save')}
      </Button>
    </Form>
  );
}
