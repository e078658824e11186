import { useState, type ReactNode } from 'react';
import { Button, Form, Modal, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * A button that opens one platform step's dialog: its form (`children`, given the form instance), checked in the
 * browser first; `submit` sends the step and answers whether it went through (then the dialog closes).
 */
export function StepModal<V extends object>({
  label,
  title,
  danger,
  primary,
  testId,
  running,
  width,
  initialValues,
  submit,
  children,
}: {
  label: string;
  title: string;
  danger?: boolean;
  primary?: boolean;
  /** `<testId>` opens, `<testId>-confirm` sends. */
  testId: string;
  running: boolean;
  width?: number;
  initialValues?: Partial<V>;
  submit: (values: V) => Promise<boolean>;
  children: (form: FormInstance<V>) => ReactNode;
}) {
  const { t } = useTranslation('customConsole');
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<V>();
  const confirm = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (values && (await submit(values))) setOpen(false);
  };
  return (
    <>
      <Button type={primary ? 'primary' : 'default'} danger={danger} onClick={() => setOpen(true)} data-testid={testId}>
        {label}
      </Button>
      <Modal
        open={open}
        title={title}
        width={width}
        onCancel={() => setOpen(false)}
        onOk={() => void confirm()}
        okText={label}
        cancelText={t('actions.close')}
        okButtonProps={{ danger, loading: running, ...{ 'data-testid': `${testId}-confirm` } }}
        destroyOnHidden
      >
        <Form<V> form={form} layout="vertical" preserve={false} initialValues={initialValues}>
          {children(form)}
        </Form>
      </Modal>
    </>
  );
}
