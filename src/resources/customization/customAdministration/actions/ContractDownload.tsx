import { useState } from 'react';
import { Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { customization } from '@contract/endpoints/customization';
import { fileNameOf, saveBlob } from '../../../../components/download/saveBlob';
import { useCustomLabels } from '../../../../components/customization/labels';
import { callFile } from '../../../../providers/http';

/** The contract drawn up from the order (`material/custom/contract`, a PDF), saved with the session. */
export function ContractDownload({ id, contractNo }: { id: number; contractNo: string | null }) {
  const labels = useCustomLabels();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const { blob, headers } = await callFile(customization.contract, { id });
      saveBlob(blob, fileNameOf(headers['content-disposition']) ?? `${contractNo ?? id}.pdf`);
    } catch {
      // The http client has shown why.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void download()} data-testid="custom-contract-download">
      {labels.t('contract.download')}
    </Button>
  );
}
