import type { FormInstance } from 'antd';
import type { Rule } from 'antd/es/form';
import type { z } from 'zod';
import { message } from '../../../providers/i18n';

/**
 * An antd rule for one field of a list row (e.g. `composition[2].max`) that checks the whole row with the
 * contract's row schema, so rules across fields (maximum not below minimum, typical or complete range) are
 * the server's, and reports only the issues of this field.
 */
export const rowRule = (form: FormInstance, rowPath: (string | number)[], schema: z.ZodTypeAny, field: string): Rule => ({
  validator: async () => {
    const row = (form.getFieldValue(rowPath) ?? {}) as Record<string, unknown>;
    const result = schema.safeParse(row);
    const issue = result.success ? undefined : result.error.issues.find((candidate) => candidate.path[0] === field);
    if (issue) throw new Error(message(issue.message));
  },
});

/** A value that must not repeat within a list (an element or a property entered twice). */
export const uniqueInRule = (form: FormInstance, listName: string, field: string, index: number, messageKey: string): Rule => ({
  validator: async (_rule, value) => {
    const rows = (form.getFieldValue(listName) ?? []) as Record<string, unknown>[];
    if (value && rows.some((row, other) => other < index && row?.[field] === value)) throw new Error(message(messageKey));
  },
});
