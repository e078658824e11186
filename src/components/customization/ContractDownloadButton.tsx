import { useState } from 'react';
import { Button, type ButtonProps } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { customization } from '@contract/endpoints/customization';
import { fileNameOf, saveBlob } from '../download/saveBlob';
import { callFile } from '../../providers/http';
import { useCustomLabels } from './labels';

/**
 * Downloads the contract drawn up from an order (PDF, `material/custom/contract`) with the session: a plain link carries
 * no Bearer token. The server answers the buyer and the platform once the contract is drawn up.
 */
export function ContractDownloadButton({ order, ...button }: { order: { id: number; contractNo: string | null } } & Pick<ButtonProps, 'type' | 'size'>) {
  const { t } = useCustomLabels();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const { blob, headers } = await callFile(customization.contract, { id: order.id });
      saveBlob(blob, fileNameOf(headers['content-disposition']) ?? `${order.contractNo ?? order.id}.pdf`);
    } catch {
      // Shown by the http client.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button {...button} icon={<DownloadOutlined />} loading={busy} onClick={() => void (busy || download())} data-testid="custom-contract-download">
      {t('contract.download')}
    </Button>
  );
}
