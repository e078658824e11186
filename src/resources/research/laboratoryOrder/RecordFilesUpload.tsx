import { useTranslation } from 'react-i18next';
import { EQUIPMENT_LIMITS } from '@contract/endpoints/equipments';
import { StoredFilesUpload, type UploadedFile } from '../../../components/upload/StoredFilesUpload';

export type { UploadedFile };

/** An experiment record's files (data, reports, pictures: purpose labFile), at most the contract's number. */
export function RecordFilesUpload(props: { value?: UploadedFile[]; onChange?: (files: UploadedFile[]) => void }) {
  const { t } = useTranslation('research');
  return (
    <StoredFilesUpload
      {...props}
      purpose="labFile"
      max={EQUIPMENT_LIMITS.recordFilesMax}
      hint={t('records.filesHint', { max: EQUIPMENT_LIMITS.recordFilesMax })}
      testPrefix="record"
    />
  );
}
