import { useEffect } from 'react';
import { DatePicker, Form, Input, Modal, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { projectInput, researchProjects, RESEARCH_LIMITS, type ResearchProject } from '@contract/endpoints/researchData';
import { MSG } from '@contract/messages';
import { clearErrorsOnChange } from '../../../components/formErrors';
import { useCallAction } from '../../../components/researchData/useCallAction';
import { zodRule } from '../../../components/zodRule';
import { message as text } from '../../../providers/i18n';

interface Values {
  name?: string;
  goal?: string;
  memberNames?: string[];
  startDate?: Dayjs | null;
  endDate?: Dayjs | null;
}

const DAY = 'YYYY-MM-DD';
const shape = projectInput.shape;

/** An end date before the start date is refused here as the server refuses it (MSG.researchEndBeforeStart). */
const endAfterStart = ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
  validator: async (_: unknown, end: Dayjs | null | undefined) => {
    const start = getFieldValue('startDate') as Dayjs | null | undefined;
    if (start && end && end.isBefore(start, 'day')) throw new Error(text(MSG.researchEndBeforeStart));
  },
});

/** Creates a project, or edits one the caller owns (`project`): name, goal, members by account name, dates. */
export function ProjectForm({ open, project, onClose, onSaved }: { open: boolean; project?: ResearchProject; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation('researchData');
  const [form] = Form.useForm<Values>();
  const save = useCallAction(researchProjects.save, t('project.saved'));

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (project)
      form.setFieldsValue({
        name: project.name,
        goal: project.goal,
        memberNames: project.members.map((member) => member.name),
        startDate: project.startDate ? dayjs(project.startDate) : null,
        endDate: project.endDate ? dayjs(project.endDate) : null,
      });
  }, [open, project, form]);

  const submit = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    const answer = await save.run({
      ...(project && { id: project.id }),
      name: values.name ?? '',
      goal: values.goal ?? '',
      memberNames: (values.memberNames ?? []).map((name) => name.trim()).filter(Boolean),
      startDate: values.startDate ? values.startDate.format(DAY) : null,
      endDate: values.endDate ? values.endDate.format(DAY) : null,
    });
    if (answer) onSaved();
  };

  return (
    <Modal
      open={open}
      title={project ? t('project.editTitle') : t('project.createTitle')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={save.running}
      okButtonProps={{ ...{ 'data-testid': 'project-save' } }}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onValuesChange={clearErrorsOnChange(form)} data-testid="project-form">
        <Form.Item name="name" label={t('project.name')} rules={[zodRule(shape.name)]} required>
          <Input maxLength={RESEARCH_LIMITS.nameMax} data-testid="project-name" />
        </Form.Item>
        <Form.Item name="goal" label={t('project.goal')} rules={[zodRule(shape.goal)]}>
          <Input.TextArea rows={3} maxLength={RESEARCH_LIMITS.textMax} data-testid="project-goal" />
        </Form.Item>
        <Form.Item name="memberNames" label={t('project.members')} extra={t('project.membersHint')} rules={[zodRule(shape.memberNames)]}>
          <Select mode="tags" open={false} tokenSeparators={[',', '，', ' ']} data-testid="project-members" aria-label={t('project.members')} />
        </Form.Item>
        <Form.Item name="startDate" label={t('project.startDate')}>
          <DatePicker style={{ width: '100%' }} data-testid="project-start" />
        </Form.Item>
        <Form.Item name="endDate" label={t('project.endDate')} dependencies={['startDate']} rules={[endAfterStart]}>
          <DatePicker style={{ width: '100%' }} data-testid="project-end" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
