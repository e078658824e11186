import { Form, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { REGIONS, type Region } from '@contract/endpoints/laboratoryCommon';
import { orderAdmin, supervisorInput, type Supervisor } from '@contract/endpoints/testOrders';
import { zodRule } from '../../../components/zodRule';
import { useAction } from '../../../console/useAction';
import { message as text } from '../../../providers/i18n';

/** Choose the regions one regional head oversees (replacing its earlier ones; none is allowed). */
export function SupervisorRegionsModal({ head, onSaved, onClose }: { head?: Supervisor; onSaved: () => void; onClose: () => void }) {
  const { t } = useTranslation('testOrders');
  const { t: tl } = useTranslation('laboratory');
  const [form] = Form.useForm<{ regions: Region[] }>();
  const save = useAction(orderAdmin.supervisorSave, { success: text('saveSuccessful') });

  const store = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values || !head) return;
    if (await save.run({ userId: head.userId, regions: values.regions ?? [] })) {
      onSaved();
      onClose();
    }
  };

  return (
    <Modal
      open={head !== undefined}
      title={head && t('supervisors.editTitle', { name: head.realName ?? head.userName })}
      onCancel={onClose}
      onOk={() => void store()}
      okText={t('supervisors.save')}
      okButtonProps={{ loading: save.running, ...{ 'data-testid': 'supervisor-save' } }}
      destroyOnHidden
    >
      <Form form={form} name="supervisorRegions" layout="vertical" preserve={false} initialValues={{ regions: head?.regions ?? [] }}>
        <Form.Item name="regions" label={t('supervisors.regions')} extra={t('supervisors.regionsHint')} rules={[zodRule(supervisorInput.shape.regions)]}>
          <Select<Region[]>
            mode="multiple"
            allowClear
            aria-label={t('supervisors.regions')}
            options={REGIONS.map((region) => ({ value: region, label: tl(`regions.${region}`) }))}
            data-testid="supervisor-regions-select"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
