import { useState } from 'react';
import { Button, type ButtonProps } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { qualityPublic } from '@contract/endpoints/quality';
import { fileNameOf, saveBlob } from '../download/saveBlob';
import { callFile } from '../../providers/http';

/**
 * Downloads a line's full report (PDF) with the session: a plain link carries no Bearer token. The server answers it
 * to buyers who paid, the line's enterprise and auditors; a refusal ('Viewing paid reports requires purchase') is
 * shown by the http client. Portal and console pass their own label.
 */
export function ReportDownloadButton({
  lineId,
  label,
  fileName,
  testId,
  ...button
}: { lineId: number; label: string; fileName: string; testId?: string } & Pick<ButtonProps, 'type' | 'size' | 'block'>) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const { blob, headers } = await callFile(qualityPublic.downloadReport, { id: lineId });
      saveBlob(blob, fileNameOf(headers['content-disposition']) ?? fileName);
    } catch {
      // Shown by the http client.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button {...button} icon={<DownloadOutlined />} loading={busy} onClick={() => void (busy || download())} data-testid={testId}>
      {label}
    </Button>
  );
}
