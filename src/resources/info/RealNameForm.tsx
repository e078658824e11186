import { useState } from 'react';
import { Button, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { myAccount, savePersonalDataInput, type PersonalData } from '@contract/endpoints/myAccount';
import { zodRule } from '../../components/zodRule';
import { call } from '../../providers/http';
import { message } from '../../providers/i18n';
import { notify } from '../../providers/notify';

/** The one plain profile field: the real name. */
export function RealNameForm({ profile }: { profile: PersonalData }) {
  const { t } = useTranslation('console');
  const [saving, setSaving] = useState(false);
  const onFinish = async ({ realName }: { realName: string }) => {
    setSaving(true);
    try {
      await call(myAccount.savePersonalData, { realName: realName ?? '' });
      notify('success', message('saveSuccessful'));
    } catch {
      // Shown by the http client.
    } finally {
      setSaving(false);
    }
  };
  return (
    <Form layout="inline" onFinish={onFinish} initialValues={{ realName: profile.realName ?? '' }} style={{ marginTop: 16 }}>
      <Form.Item name="realName" label={t('info.realName')} rules={[zodRule(savePersonalDataInput.shape.realName)]}>
        <Input maxLength={50} style={{ width: 220 }} />
      </Form.Item>
      <Space>
        <Button htmlType="submit" type="primary" loading={saving} data-testid="info-save-name">
          {t('buttons.save')}
        </Button>
      </Space>
    </Form>
  );
}
