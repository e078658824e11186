import { useState } from 'react';
import { Button, Card, Form, Input, Radio, Select, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  COMPANY_KINDS,
  INDUSTRIES,
  creditCodeField,
  emailField,
  newPasswordField,
  realNameField,
  userNameField,
  type AgreementType,
  type CompanyKind,
  type Industry,
} from '@contract/endpoints/accountFields';
import { companyInput, gateway } from '@contract/endpoints/gateway';
import { AntdScope } from '../../components/AntdScope';
import { zodRule } from '../../components/zodRule';
import { clearErrorsOnChange } from '../../components/formErrors';
import { call } from '../../providers/http';
import { message } from '../../providers/i18n';
import { AgreementChecks, allAgreedRule } from './Agreements';
import { confirmationRule } from '../../components/account/passwordRules';
import { useFinishSignIn } from './signedIn';
import { MobileCodeFields } from './MobileCodeFields';
import './auth.css';

interface Values {
  userType: 'individual' | 'company';
  kind: CompanyKind;
  userName: string;
  password: string;
  confirmPassword: string;
  mobile: string;
  smsCode: string;
  realName?: string;
  companyName: string;
  creditCode: string;
  industry: Industry;
  contact: string;
  email: string;
  agreements: AgreementType[];
}

/** Taken user names are found before the form is sent. */
const userNameFree: Rule = {
  validator: async (_, value: string | undefined) => {
    if (!value || !userNameField.safeParse(value).success) return;
    const { exists } = await call(gateway.verifyUserNameIsExist, { userName: value.trim() }, { silent: true });
    if (exists) throw new Error(message('userNameTaken'));
  },
};

function RegisterForm() {
  const { t } = useTranslation('portal');
  const [form] = Form.useForm<Values>();
  const userType = Form.useWatch('userType', form) ?? 'individual';
  const kind = Form.useWatch('kind', form) ?? 'general';
  const [submitting, setSubmitting] = useState(false);
  const finish = useFinishSignIn();


  const onFinish = async (values: Values) => {
    setSubmitting(true);
    try {
      const company =
        values.userType === 'company'
          ? {
              kind: values.kind,
              name: values.companyName,
              creditCode: values.creditCode,
              industry: values.industry,
              contact: values.contact,
              email: values.email,
            }
          : undefined;
      const login = await call(gateway.saveUserInfo, {
        userType: values.userType,
        userName: values.userName,
        password: values.password,
        confirmPassword: values.confirmPassword,
        mobile: values.mobile,
        smsCode: values.smsCode,
        realName: values.realName,
        agreements: { technicalService: true, user: true, privacy: true, platformService: true },
        company,
      });
      await finish(login, message('registerSuccessful'));
    } catch {
      // Shown by the http client.
    } finally {
      setSubmitting(false);
    }
  };

  const company = userType === 'company';
  return (
    <Form<Values>
      form={form}
      layout="vertical"
      onFinish={onFinish}
      requiredMark={false}
      validateTrigger="onSubmit"
      onValuesChange={clearErrorsOnChange(form)}
      initialValues={{ userType: 'individual', kind: 'general', agreements: [] }}
    >
      <Form.Item name="userType" label={t('register.userType')}>
        <Radio.Group optionType="button" buttonStyle="solid" data-testid="register-user-type">
          <Radio.Button value="individual">{t('register.individual')}</Radio.Button>
          <Radio.Button value="company">{t('register.company')}</Radio.Button>
        </Radio.Group>
      </Form.Item>
      {company && (
        <Form.Item name="kind" label={t('register.kind')} extra={t(`register.kindHint.${kind}`)}>
          <Radio.Group>
            {COMPANY_KINDS.map((kind) => (
              <Radio key={kind} value={kind} data-testid={`register-kind-${kind}`}>
                {t(`register.kinds.${kind}`)}
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
      )}
      <Form.Item name="userName" label={t('register.userName')} rules={[zodRule(userNameField), userNameFree]} extra={t('register.userNameHint')}>
        <Input prefix={<UserOutlined />} autoComplete="username" maxLength={32} />
      </Form.Item>
      <Form.Item name="password" label={t('register.password')} rules={[zodRule(newPasswordField)]} extra={message('passwordPolicy')}>
        <Input.Password prefix={<LockOutlined />} autoComplete="new-password" maxLength={32} />
      </Form.Item>
      <Form.Item name="confirmPassword" label={t('register.confirmPassword')} dependencies={['password']} rules={[confirmationRule(form)]}>
        <Input.Password prefix={<LockOutlined />} autoComplete="new-password" maxLength={32} />
      </Form.Item>
      <MobileCodeFields form={form} purpose={'register'} mobileLabel={t('register.mobile')} codeLabel={t('register.smsCode')} />
      {company ? (
        <>
          <Form.Item name="companyName" label={t('register.companyName')} rules={[zodRule(companyInput.shape.name)]}>
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item name="creditCode" label={t('register.creditCode')} rules={[zodRule(creditCodeField)]} extra={t('register.creditCodeHint')}>
            <Input maxLength={18} style={{ textTransform: 'uppercase' }} />
          </Form.Item>
          <Form.Item name="industry" label={t('register.industry')} rules={[zodRule(companyInput.shape.industry)]}>
            <Select
              placeholder={t('register.industryPlaceholder')}
              options={INDUSTRIES.map((industry) => ({ value: industry, label: t(`industry.${industry}`) }))}
              data-testid="register-industry"
            />
          </Form.Item>
          <Form.Item name="contact" label={t('register.contact')} rules={[zodRule(companyInput.shape.contact)]}>
            <Input maxLength={50} />
          </Form.Item>
          <Form.Item name="email" label={t('register.email')} rules={[zodRule(emailField)]}>
            <Input inputMode="email" autoComplete="email" maxLength={200} />
          </Form.Item>
        </>
      ) : (
        <Form.Item name="realName" label={t('register.realName')} rules={[zodRule(realNameField.optional())]}>
          <Input maxLength={50} />
        </Form.Item>
      )}
      <Form.Item name="agreements" rules={[allAgreedRule]}>
        <AgreementChecks />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={submitting} data-testid="register-submit">
        {t('register.submit')}
      </Button>
      <Typography.Paragraph className="at-auth__links">
        <span>
          {t('register.haveAccount')} <Link to="/login">{t('register.toLogin')}</Link>
        </span>
      </Typography.Paragraph>
    </Form>
  );
}

export default function RegisterPage() {
  const { t } = useTranslation('portal');
  return (
    <AntdScope>
      <div className="at-auth">
        <Card className="at-auth__card at-auth__card--wide" title={t('register.title')}>
          <RegisterForm />
        </Card>
      </div>
    </AntdScope>
  );
}
