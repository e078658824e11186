import type { FormInstance } from 'antd';
import type { Rule } from 'antd/es/form';
import { confirmPasswordField } from '@contract/endpoints/accountFields';
import { message } from '../../providers/i18n';

/** The confirmation must be filled and repeat the `password` field ('The Two Passwords Are Inconsistent'). */
export const confirmationRule = (form: FormInstance): Rule => ({
  validator: async (_, value: string | undefined) => {
    const parsed = confirmPasswordField.safeParse(value);
    if (!parsed.success) throw new Error(message(parsed.error.issues[0].message));
    if (value !== form.getFieldValue('password')) throw new Error(message('passwordsInconsistent'));
  },
});
