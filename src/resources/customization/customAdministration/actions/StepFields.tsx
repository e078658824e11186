import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { CUSTOM_LIMITS, type CustomPlatformAction } from '@contract/endpoints/customization';
import { MSG } from '@contract/messages';
import { StoredFilesUpload, type UploadedFile } from '../../../../components/upload/StoredFilesUpload';
import { message } from '../../../../providers/i18n';
import { stepFieldRule } from './platformStep';

/** The note of a step: optional, or required (a rejection's or a cancellation's reason) as the contract says. */
export function NoteField({ action, label, testId }: { action: CustomPlatformAction; label: string; testId: string }) {
  return (
    <Form.Item name="note" label={label} rules={[stepFieldRule(action, 'note')]} required={action === 'reject' || action === 'cancelContract'}>
      <Input.TextArea maxLength={CUSTOM_LIMITS.noteMax} showCount autoSize={{ minRows: 2 }} data-testid={`${testId}-note`} />
    </Form.Item>
  );
}

/** Files of a step (purpose customFile), stored as soon as chosen: between `min` and `max`; a signed copy must be a PDF. */
export function FilesField({
  label,
  min = 0,
  max,
  pdfOnly,
  requiredMessage,
  testId,
}: {
  label: string;
  min?: number;
  max: number;
  pdfOnly?: boolean;
  requiredMessage?: string;
  testId: string;
}) {
  const { t } = useTranslation('customConsole');
  return (
    <Form.Item
      name="files"
      label={label}
      required={min > 0}
      rules={[
        {
          validator: async (_rule, value: UploadedFile[] | undefined) => {
            const files = value ?? [];
            if (files.length < min) throw new Error(message(requiredMessage ?? MSG.validationFailed));
            if (files.length > max) throw new Error(message(MSG.customAttachmentsMax));
            if (pdfOnly && files.some((file) => !file.name.toLowerCase().endsWith('.pdf'))) throw new Error(message(MSG.customSignedCopyPdf));
          },
        },
      ]}
    >
      <StoredFilesUpload purpose="customFile" max={max} hint={pdfOnly ? t('files.pdfHint') : t('files.hint', { max })} testPrefix={testId} />
    </Form.Item>
  );
}

/** The ids of the uploaded files, as a step sends them. */
export const fileIdsOf = (files: UploadedFile[] | undefined) => (files ?? []).map((file) => file.id);

/** The note as a step sends it (empty: none). */
export const noteOf = (note: string | undefined) => note?.trim() ?? '';

export type StepValues = { note?: string; files?: UploadedFile[] };
