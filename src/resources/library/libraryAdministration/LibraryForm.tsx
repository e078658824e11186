import { Form, Input, InputNumber, Radio, Switch, type FormInstance } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { LIBRARY_KINDS, libraryItemInput } from '@contract/endpoints/library';
import { yuanToFen } from '../../../components/format/money';
import { clearErrorsOnChange } from '../../../components/formErrors';
import { zodRule } from '../../../components/zodRule';
import { message } from '../../../providers/i18n';
import { StoredFileUpload } from '../../payment';
import type { LibraryFormValues } from './libraryInput';
import { RequiredSelect } from '../../../components/form/RequiredSelect';

const fields = libraryItemInput.shape;

const typeRule: Rule = {
  validator: async (_rule, value: number | undefined) => {
    if (!value) throw new Error(message('libraryTypeInvalid'));
  },
};

/** Yuan with two decimals at most, within what the server accepts (checked on the fen it will receive). */
const priceRule: Rule = {
  validator: async (_rule, value: string | undefined) => {
    const fen = yuanToFen(value);
    if (fen === undefined || !fields.price.safeParse(fen).success) throw new Error(message('priceInvalid'));
  },
};

/** A document is published only with its PDF (the server says the same). */
const publishedRule: Rule = ({ getFieldValue }) => ({
  validator: async (_rule, published: boolean | undefined) => {
    if (published && getFieldValue('kind') === 'document' && !getFieldValue('fileId')) throw new Error(message('libraryFileRequired'));
  },
});

/** A library item's fields, checked in the browser with the schemas the server applies. */
export function LibraryForm({ form, initialValues, typeOptions }: { form: FormInstance<LibraryFormValues>; initialValues: Partial<LibraryFormValues>; typeOptions: { value: number; label: string }[] }) {
  const { t } = useTranslation('console');
  const kind = Form.useWatch('kind', form) ?? initialValues.kind;
  return (
    <Form<LibraryFormValues> form={form} layout="vertical" preserve={false} initialValues={initialValues} onValuesChange={clearErrorsOnChange(form)}>
      <Form.Item name="kind" label={t('library.fields.kind')} rules={[zodRule(fields.kind)]} required>
        <Radio.Group options={LIBRARY_KINDS.map((value) => ({ value, label: t(`library.kinds.${value}`) }))} data-testid="library-kind" />
      </Form.Item>
      <Form.Item name="typeId" label={t('library.fields.type')} rules={[typeRule]} required>
        <RequiredSelect options={typeOptions} showSearch optionFilterProp="label" data-testid="library-type" />
      </Form.Item>
      <Form.Item name="title" label={t('library.fields.title')} rules={[zodRule(fields.title)]} required>
        <Input maxLength={200} data-testid="library-title" />
      </Form.Item>
      <Form.Item name="authors" label={t('library.fields.authors')} rules={[zodRule(fields.authors)]}>
        <Input maxLength={200} data-testid="library-authors" />
      </Form.Item>
      <Form.Item name="publisher" label={t('library.fields.publisher')} rules={[zodRule(fields.publisher)]}>
        <Input maxLength={100} data-testid="library-publisher" />
      </Form.Item>
      <Form.Item name="year" label={t('library.fields.year')} rules={[zodRule(fields.year)]}>
        <InputNumber min={1900} max={2100} precision={0} style={{ width: 160 }} data-testid="library-year" />
      </Form.Item>
      <Form.Item name="isbn" label={t('library.fields.isbn')} rules={[zodRule(fields.isbn)]}>
        <Input maxLength={17} data-testid="library-isbn" />
      </Form.Item>
      <Form.Item name="summary" label={t('library.fields.summary')} rules={[zodRule(fields.summary)]}>
        <Input.TextArea maxLength={2000} showCount autoSize={{ minRows: 3, maxRows: 10 }} data-testid="library-summary" />
      </Form.Item>
      <Form.Item name="price" label={t('library.fields.price')} rules={[priceRule]} extra={t('library.priceHint')} required>
        <Input prefix="¥" inputMode="decimal" style={{ width: 200 }} data-testid="library-price" />
      </Form.Item>
      <Form.Item name="coverId" label={t('library.fields.cover')}>
        <StoredFileUpload purpose="libraryCover" variant="picture" hint={t('library.coverHint')} testId="library-cover" />
      </Form.Item>
      {kind !== 'book' && (
        <Form.Item name="fileId" label={t('library.fields.file')}>
          <StoredFileUpload purpose="libraryFile" variant="file" hint={t('library.fileHint')} testId="library-file" />
        </Form.Item>
      )}
      <Form.Item name="source" label={t('library.fields.source')} rules={[zodRule(fields.source)]} extra={t('library.sourceHint')}>
        <Input maxLength={300} data-testid="library-source" />
      </Form.Item>
      <Form.Item name="published" label={t('library.fields.published')} valuePropName="checked" rules={[publishedRule]} dependencies={['fileId', 'kind']}>
        <Switch data-testid="library-published" />
      </Form.Item>
    </Form>
  );
}
