import type { FormInstance } from 'antd';

/**
 * Forms here validate on submit; this clears a field's old message as soon as the person edits it, so
 * fixed fields do not keep showing errors until the next submit. Use as the form's `onValuesChange`.
 */
export const clearErrorsOnChange =
  (form: FormInstance) =>
  (changed: Record<string, unknown>): void =>
    form.setFields(Object.keys(changed).map((name) => ({ name, errors: [] })));

/**
 * A failed save's field errors (the server's `fields`, e.g. `fields.endDate`, already in the page's language; see
 * the http client's ApiError `errors`) shown on the form's fields of those names.
 */
export const showServerErrors = (form: FormInstance, error: { errors?: Record<string, unknown> } | undefined): void =>
  form.setFields(Object.entries(error?.errors ?? {}).map(([name, problem]) => ({ name: name.split('.'), errors: [String(problem)] })));
