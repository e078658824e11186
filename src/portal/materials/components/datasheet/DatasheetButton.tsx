import { useState } from 'react';
import { Button } from 'antd';
import { FilePdfOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Endpoint } from '@contract/endpoint';
import { fileNameOf, saveBlob } from '../../../../components/download/saveBlob';
import { callFile } from '../../../../providers/http';
import { gradeEndpoints } from '../../endpoints';
import type { GradeDetail } from '../../model/types';

/**
 * Downloads the grade's datasheet, drawn by the server in the page's language (the client sends it as
 * Accept-Language, which a plain link would not). Failures are shown by the http client.
 */
export function DatasheetButton({ grade }: { grade: Pick<GradeDetail, 'id' | 'type' | 'name'> }) {
  const { t } = useTranslation('materials');
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      // callFile reads only the method and path of the endpoint: the light reference keeps zod off the page.
      const endpoint = gradeEndpoints(grade.type).datasheet as unknown as Endpoint;
      const { blob, headers } = await callFile(endpoint, { id: grade.id });
      saveBlob(blob, fileNameOf(headers['content-disposition']) ?? `${grade.name}.pdf`);
    } catch {
      // Shown by the http client.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<FilePdfOutlined />} loading={busy} onClick={() => void (busy || download())} data-testid="grade-datasheet">
      {t('detail.datasheet')}
    </Button>
  );
}
