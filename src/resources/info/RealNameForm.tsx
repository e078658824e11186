import { Button, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { myAccount, savePersonalDataInput, type PersonalData } from '@contract/endpoints/myAccount';
import { zodRule } from '../../components/zodRule';
import { useAction } from '../../console/useAction';
import { message } from '../../providers/i18n';

/** The one plain profile field: the real name. */
export function RealNameForm({ profile }: { profile: PersonalData }) {
  const { t } = useTranslation('console');
  const save = useAction(myAccount.savePersonalData, { success: message('saveSuccessful') });
  const onFinish = ({ realName }: { realName: string }) => save.run({ realName: realName ?? '' });
  return (
    <Form layout="inline" onFinish={onFinish} initialValues={{ realName: profile.realName ?? '' }} style={{ marginTop: 16 }}>
      <Form.Item name="realName" label={t('info.realName')} rules={[zodRule(savePersonalDataInput.shape.realName)]}>
        <Input maxLength={50} style={{ width: 220 }} />
      </Form.Item>
      <Space>
        <Button htmlType="submit" type="primary" loading={save.running} data-testid="info-save-name">
          {t('buttons.save')}
        </Button>
      </Space>
    </Form>
  );
}
