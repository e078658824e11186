import { useRef, useState } from 'react';
import { Alert, Button, Form, Popconfirm, Skeleton, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { call } from '../../../providers/http';
import { useRemote } from '../../../components/useRemote';
import { laboratoryEntry, type LaboratoryApplication } from '../endpoints';
import { BasicForm, type BasicValues } from './BasicForm';
import { CapabilityTable } from './CapabilityTable';
import { InstrumentTable } from './InstrumentTable';
import { StateBanner } from './StateBanner';
import { useLabCall } from './useLabCall';

/**
 * The laboratory account's application: basic information, qualifications, files, items and instruments;
 * editable while a draft or rejected (the server's `nextActions`), read-only once submitted.
 */
export function ApplicationPanel() {
  const { t } = useTranslation('laboratory');
  const loaded = useRemote((signal) => call(laboratoryEntry.get, {}, { signal }), 'application');
  const [changed, setChanged] = useState<LaboratoryApplication>();
  const application = changed ?? loaded.data;
  const [form] = Form.useForm<BasicValues>();
  const submitting = useRef(false);
  const { run, running } = useLabCall(setChanged);

  if (loaded.error && !application) return <Alert type="error" showIcon message={t('settled.loadFailed')} action={<Button onClick={loaded.reload}>{t('actions.retry')}</Button>} />;
  if (!application) return <Skeleton active />;
  const editable = application.nextActions.includes('edit');

  const saveDraft = async () => {
    submitting.current = false;
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return undefined;
    return run(laboratoryEntry.save, values, 'saveSuccessful');
  };

  /** The form is saved first (what is on screen is what is submitted), then submitted. */
  const submit = async () => {
    submitting.current = true;
    const values = await form.validateFields().catch(() => undefined);
    submitting.current = false;
    if (!values) return;
    if (!(await run(laboratoryEntry.save, values, 'saveSuccessful'))) return;
    await run(laboratoryEntry.submit, {}, 'laboratorySubmitted');
  };

  return (
    <div data-testid="lab-application">
      <StateBanner application={application} />
      <BasicForm form={form} application={application} editable={editable} submitting={submitting} />
      <CapabilityTable application={application} editable={editable} onChanged={setChanged} />
      <InstrumentTable application={application} editable={editable} onChanged={setChanged} />
      {editable && (
        <Space className="at-lab__section" wrap>
          <Button onClick={() => void saveDraft()} loading={running === laboratoryEntry.save.path} data-testid="lab-save">
            {t('settled.saveDraft')}
          </Button>
          <Popconfirm
            title={t('settled.submitConfirmTitle')}
            description={t('settled.submitConfirm')}
            okText={t('settled.submit')}
            okButtonProps={{ ...{ 'data-testid': 'lab-submit-confirm' } }}
            onConfirm={() => void submit()}
          >
            <Button type="primary" loading={running === laboratoryEntry.submit.path} data-testid="lab-submit">
              {t('settled.submit')}
            </Button>
          </Popconfirm>
        </Space>
      )}
    </div>
  );
}
