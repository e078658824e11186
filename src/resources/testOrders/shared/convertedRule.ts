import type { Rule } from 'antd/es/form';
import type { z } from 'zod';
import { message } from '../../../providers/i18n';

/**
 * A contract schema as an antd form rule for a field whose typed value is converted before it is sent (yuan →
 * fen, a picked date → `YYYY-MM-DD`): the browser checks the converted value exactly as the server will.
 */
export const convertedRule = <V>(schema: z.ZodTypeAny, convert: (value: V) => unknown): Rule => ({
  validator: async (_rule, value: V) => {
    const result = schema.safeParse(convert(value));
    if (!result.success) throw new Error(message(result.error.issues[0].message));
  },
});
