import type { FormInstance } from 'antd';

/**
 * Forms here validate on submit; this clears a field's old message as soon as the person edits it, so
 * fixed fields do not keep showing errors until the next submit. Use as the form's `onValuesChange`.
 */
export const clearErrorsOnChange =
  (form: FormInstance) =>
  (changed: Record<string, unknown>): void =>
    form.setFields(Object.keys(changed).map((name) => ({ name, errors: [] })));
