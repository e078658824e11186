import { useTranslation } from 'react-i18next';
import { TEST_LIMITS } from '@contract/endpoints/testKits';
import { StoredFilesUpload, type UploadedFile } from '../../../../components/upload/StoredFilesUpload';

export type UploadedReport = UploadedFile;

/** The reports to deliver (purpose testReport: PDF ≤ 500 KB), each stored as soon as it is chosen; 1 to 5 files. */
export function ReportFilesUpload(props: { value?: UploadedReport[]; onChange?: (files: UploadedReport[]) => void; id?: string }) {
  const { t } = useTranslation('testOrders');
  return (
    <StoredFilesUpload
      {...props}
      purpose="testReport"
      max={TEST_LIMITS.reportFilesMax}
      hint={t('dialogs.reportsHint', { max: TEST_LIMITS.reportFilesMax })}
      testPrefix="report"
    />
  );
}
