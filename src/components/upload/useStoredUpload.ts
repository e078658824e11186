import { useState } from 'react';
import { App, Upload, type UploadProps } from 'antd';
import { files, UPLOAD_RULES, type StoredFile, type UploadPurpose, type UploadRule } from '@contract/endpoints/files';
import { callUpload } from '../../providers/http';
import { message as text } from '../../providers/i18n';

type RcFile = Parameters<NonNullable<UploadProps['beforeUpload']>>[0];
type UploadRequestOption = Parameters<NonNullable<UploadProps['customRequest']>>[0];

/**
 * Why a chosen file would be refused (a message key), or undefined when it may be uploaded. A type the browser
 * reports otherwise (Windows with Excel calls a .csv 'application/vnd.ms-excel') passes on its name's ending; the
 * server reads the content either way.
 */
export function refusalOf(rule: UploadRule, file: { type: string; size: number; name?: string }) {
  const ending = file.name?.toLowerCase().match(/\.[a-z0-9]+$/)?.[0];
  const named = ending !== undefined && rule.accept.split(',').includes(ending);
  if (!rule.types.includes(file.type) && !named) return rule.wrongType;
  if (file.size > rule.maxBytes) return rule.tooLarge;
  return undefined;
}

/**
 * What an antd Upload needs to store one file on our server as soon as it is chosen (`files.upload` with the
 * purpose): type and size checked first for comfort (the server checks them again, by content), then the upload.
 */
export function useStoredUpload(purpose: UploadPurpose, onStored: (file: StoredFile) => void) {
  const { message } = App.useApp();
  const rule = UPLOAD_RULES[purpose];
  const [uploading, setUploading] = useState(false);

  const beforeUpload = (file: RcFile) => {
    const refusal = refusalOf(rule, file);
    if (!refusal) return true;
    void message.error(text(refusal));
    return Upload.LIST_IGNORE;
  };

  const customRequest = async ({ file, onSuccess, onError, onProgress }: UploadRequestOption) => {
    setUploading(true);
    try {
      const stored: StoredFile = await callUpload(files.upload, { purpose }, file as Blob, (file as RcFile).name, {
        onProgress: (percent) => onProgress?.({ percent }),
      });
      onSuccess?.(stored);
      onStored(stored);
    } catch (error) {
      onError?.(error as Error);
    } finally {
      setUploading(false);
    }
  };

  return { rule, uploading, beforeUpload, customRequest };
}
