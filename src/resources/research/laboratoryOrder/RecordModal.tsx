import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { EQUIPMENT_LIMITS, equipments, recordInput, type BookingDetail } from '@contract/endpoints/equipments';
import { zodRule } from '../../../components/zodRule';
import { useAction } from '../../../console/useAction';
import { RecordFilesUpload, type UploadedFile } from './RecordFilesUpload';

/** The laboratory adds a service log (text) or an experiment record (text and files) to a booking. */
export function RecordModal({ booking, kind, onClose }: { booking: BookingDetail; kind: 'log' | 'experiment' | undefined; onClose: () => void }) {
  const { t } = useTranslation('research');
  const [form] = Form.useForm<{ text: string; files?: UploadedFile[] }>();
  const saveLog = useAction(equipments.serviceLogSave, { success: t('notices.logSaved'), invalidates: 'all' });
  const saveExperiment = useAction(equipments.experimentSave, { success: t('notices.experimentSaved'), invalidates: 'all' });
  const save = kind === 'experiment' ? saveExperiment : saveLog;

  const submit = async () => {
    const { text, files } = await form.validateFields();
    if (await save.run({ bookingId: booking.id, text, fileIds: (files ?? []).map((file) => file.id) })) onClose();
  };

  return (
    <Modal
      open={kind !== undefined}
      title={kind === 'experiment' ? t('records.experimentTitle') : t('records.logTitle')}
      onCancel={onClose}
      onOk={() => void submit().catch(() => undefined)}
      okText={t('records.save')}
      okButtonProps={{ loading: save.running, ...{ 'data-testid': 'record-save' } }}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="text" label={t('records.text')} rules={[zodRule(recordInput.shape.text)]} required>
          <Input.TextArea
            maxLength={EQUIPMENT_LIMITS.recordTextMax}
            showCount
            autoSize={{ minRows: 4 }}
            data-testid="record-text"
          />
        </Form.Item>
        {kind === 'experiment' && (
          <Form.Item name="files" label={t('records.files')}>
            <RecordFilesUpload />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
