import type { Rule } from 'antd/es/form';
import type { z } from 'zod';
import { message } from '../providers/i18n';

/**
 * An antd form rule from a contract schema, so the browser checks exactly what the server will, with
 * the message of the first failed check in the page's language.
 */
export const zodRule = (schema: z.ZodTypeAny): Rule => ({
  validator: async (_rule, value) => {
    const result = schema.safeParse(value);
    if (!result.success) throw new Error(message(result.error.issues[0].message));
  },
});
