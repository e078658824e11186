import { useState } from 'react';
import { Button, Space } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../providers/notify';
import type { ExportFormat } from '../export/download';
import type { ExportTable } from '../export/table';

/**
 * Export as CSV or XLSX (two buttons: a dropdown menu would add rc-menu to the first load). `build` gathers the rows (it may call the server); the writers load only now.
 * `done` may name a notice to show after the download (e.g. that the cap cut the rows).
 */
export function ExportButtons({
  build,
  fileBase,
  disabled,
  testId,
}: {
  build: () => Promise<{ table: ExportTable; notice?: string }>;
  fileBase: string;
  disabled?: boolean;
  testId: string;
}) {
  const { t } = useTranslation('materials');
  const [busy, setBusy] = useState(false);

  const run = async (format: ExportFormat) => {
    setBusy(true);
    try {
      const [{ table, notice }, { downloadTable }] = await Promise.all([build(), import('../export/download')]);
      await downloadTable(table, format, fileBase);
      notify(notice ? 'warning' : 'success', notice ?? t('export.done', { count: table.rows.length }));
    } catch {
      // The http client has shown why the rows could not be fetched.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Space.Compact>
      <Button icon={<DownloadOutlined />} disabled={disabled || busy} loading={busy} onClick={() => void run('csv')} data-testid={`${testId}-csv`} title={t('export.csv')}>
        {t('export.csvShort')}
      </Button>
      <Button disabled={disabled || busy} onClick={() => void run('xlsx')} data-testid={`${testId}-xlsx`} title={t('export.xlsx')}>
        {t('export.xlsxShort')}
      </Button>
    </Space.Compact>
  );
}
