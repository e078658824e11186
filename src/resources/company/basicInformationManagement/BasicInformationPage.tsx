import { Alert, Button, Card, Descriptions, Form, Input, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { INDUSTRIES } from '@contract/endpoints/accountFields';
import { companyBasicInput, companyInfo, type CompanyBasicInput, type CompanyDetail } from '@contract/endpoints/company';
import { PERMISSIONS } from '@contract/permissions';
import { clearErrorsOnChange } from '../../../components/formErrors';
import { RequiredSelect } from '../../../components/form/RequiredSelect';
import { usePermission } from '../../../components/Permission';
import { zodRule } from '../../../components/zodRule';
import { useAction } from '../../../console/useAction';
import { message } from '../../../providers/i18n';
import { useCompanyDetail } from './useCompanyDetail';

const fields = companyBasicInput.shape;

function BasicInformationForm({ detail }: { detail: CompanyDetail }) {
  const { t } = useTranslation(['console', 'portal']);
  const [form] = Form.useForm<CompanyBasicInput>();
  // Saving unlocks the company's other features: everything on the page is read again.
  const save = useAction(companyInfo.saveCompany, { success: message('saveSuccessful'), invalidates: 'all' });
  const onFinish = (values: CompanyBasicInput) => save.run(values);
  return (
    <Form
      form={form}
      layout="vertical"
      style={{ maxWidth: 560 }}
      validateTrigger={['onBlur', 'onSubmit']}
      onValuesChange={clearErrorsOnChange(form)}
      onFinish={onFinish}
      initialValues={{
        name: detail.name,
        creditCode: detail.creditCode ?? '',
        industry: detail.industry ?? undefined,
        contact: detail.contact ?? '',
        email: detail.email ?? '',
      }}
    >
      <Form.Item name="name" label={t('company.fields.name')} rules={[zodRule(fields.name)]} required>
        <Input maxLength={100} data-testid="company-name" />
      </Form.Item>
      <Form.Item name="creditCode" label={t('company.fields.creditCode')} rules={[zodRule(fields.creditCode)]} required>
        <Input maxLength={18} data-testid="company-credit-code" />
      </Form.Item>
      <Form.Item name="industry" label={t('company.fields.industry')} rules={[zodRule(fields.industry)]} required>
        <RequiredSelect
          data-testid="company-industry"
          options={INDUSTRIES.map((industry) => ({ value: industry, label: t(`portal:industry.${industry}`) }))}
        />
      </Form.Item>
      <Form.Item name="contact" label={t('company.fields.contact')} rules={[zodRule(fields.contact)]} required>
        <Input maxLength={50} data-testid="company-contact" />
      </Form.Item>
      <Form.Item name="email" label={t('company.fields.email')} rules={[zodRule(fields.email)]} required>
        <Input maxLength={200} data-testid="company-email" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={save.running} data-testid="company-save">
        {t('buttons.save')}
      </Button>
    </Form>
  );
}

/** The company's basic information: a form for whoever may manage it, a read-only view for its people. */
export default function BasicInformationPage() {
  const { t } = useTranslation(['console', 'portal']);
  const { detail } = useCompanyDetail();
  const canManage = usePermission(PERMISSIONS.companyManage, 'immediate');
  if (!detail) return <Spin style={{ display: 'block', margin: 48 }} />;
  return (
    <Card title={t('company.title')}>
      {!detail.basicInformationSaved && (
        <Alert type="warning" showIcon message={message('saveBasicInfoFirst')} style={{ marginBottom: 16 }} />
      )}
      <Descriptions column={1} style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('company.fields.subAccounts')}>
          <span data-testid="company-sub-accounts">
            {t('company.subAccountsUsed', { used: detail.subAccountCount, limit: detail.subAccountLimit })}
          </span>
        </Descriptions.Item>
        <Descriptions.Item label={t('company.fields.myGroup')}>{detail.myGroupName ?? t('company.noGroup')}</Descriptions.Item>
      </Descriptions>
      {canManage ? (
        <BasicInformationForm detail={detail} />
      ) : (
        <>
          <Descriptions column={1} bordered data-testid="company-read-only">
            <Descriptions.Item label={t('company.fields.name')}>{detail.name}</Descriptions.Item>
            <Descriptions.Item label={t('company.fields.creditCode')}>{detail.creditCode}</Descriptions.Item>
            <Descriptions.Item label={t('company.fields.industry')}>
              {detail.industry ? t(`portal:industry.${detail.industry}`) : ''}
            </Descriptions.Item>
            <Descriptions.Item label={t('company.fields.contact')}>{detail.contact}</Descriptions.Item>
            <Descriptions.Item label={t('company.fields.email')}>{detail.email}</Descriptions.Item>
          </Descriptions>
          <Alert type="info" message={t('company.readOnly')} style={{ marginTop: 16 }} />
        </>
      )}
    </Card>
  );
}
