import { useState, type ReactNode } from 'react';
import { Button, Form, Modal, Popconfirm, Space, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Endpoint, InputOf } from '@contract/endpoint';
import type { LaboratoryApplication } from '../endpoints';
import { useLabCall } from './useLabCall';

/**
 * What the item tables of the application (capabilities, instruments) share: the row being edited in a modal
 * form (or 'new'), the lab call that saves it, the row's edit / delete buttons and the modal itself.
 */
export function useItemEditor<Row extends { id: number }, Values>(onChanged: (next: LaboratoryApplication) => void) {
  const [editing, setEditing] = useState<Row | 'new'>();
  const [form] = Form.useForm<Values>();
  const { run, running } = useLabCall(onChanged);

  /** Checks the form and saves it through `endpoint` with the edited row's id (none for a new one); closes the modal when saved. */
  const save = async <E extends Endpoint>(endpoint: E, toInput: (values: Values, id: number | undefined) => InputOf<E>) => {
    const values = await form.validateFields();
    const id = editing === 'new' || editing === undefined ? undefined : editing.id;
    if (await run(endpoint, toInput(values, id), 'saveSuccessful')) setEditing(undefined);
  };

  return { editing, setEditing, form, save, run, running };
}

/**
 * A row's edit button, any `children` (more buttons), and its delete button behind a confirmation: test ids
 * `<testId>-edit-<index>`, `<testId>-delete-<index>` and `<testId>-delete-confirm-<index>`.
 */
export function RowActions({
  testId,
  index,
  onEdit,
  onDelete,
  wrap,
  children,
}: {
  testId: string;
  index: number;
  onEdit: () => void;
  onDelete: () => void;
  wrap?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation('laboratory');
  return (
    <Space size={0} wrap={wrap}>
      <Button type="link" size="small" onClick={onEdit} data-testid={`${testId}-edit-${index}`}>
        {t('actions.edit')}
      </Button>
      {children}
      <Popconfirm title={t('actions.deleteConfirm')} okButtonProps={{ ...{ 'data-testid': `${testId}-delete-confirm-${index}` } }} onConfirm={onDelete}>
        <Button type="link" size="small" danger data-testid={`${testId}-delete-${index}`}>
          {t('actions.delete')}
        </Button>
      </Popconfirm>
    </Space>
  );
}

/** The modal form of one item: the form is named `name` (input ids `<name>_<field>`), its save button has test id `<name>-save`. */
export function EditModal<Values>({
  name,
  open,
  title,
  saving,
  onCancel,
  onSave,
  form,
  initialValues,
  children,
}: {
  name: string;
  open: boolean;
  title: string;
  saving: boolean;
  onCancel: () => void;
  onSave: () => void;
  form: FormInstance<Values>;
  initialValues: Partial<Values>;
  children: ReactNode;
}) {
  const { t } = useTranslation('laboratory');
  return (
    <Modal
      open={open}
      title={title}
      onCancel={onCancel}
      onOk={onSave}
      okText={t('actions.save')}
      okButtonProps={{ loading: saving, ...{ 'data-testid': `${name}-save` } }}
      destroyOnHidden
    >
      <Form<Values> form={form} name={name} layout="vertical" preserve={false} initialValues={initialValues}>
        {children}
      </Form>
    </Modal>
  );
}
