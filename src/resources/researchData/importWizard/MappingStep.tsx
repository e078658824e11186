import { useMemo, useState } from 'react';
import { Alert, Button, Select, Space, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ImportPreview } from '@contract/endpoints/researchData';
import { message as text } from '../../../providers/i18n';
import { mappingColumns, type MappingRow } from './mappingColumns';
import { mappingErrors, type MappingEntry } from './mappingRules';
import { PreviewPanel } from './PreviewPanel';

/**
 * Step 3: where each file column goes (key, label, quantity and the unit the file gives it in, condition, element,
 * property, or skipped), then a preview of the converted rows and their problems. Going on needs a preview of the
 * current mapping without problems.
 */
export function MappingStep({
  headers,
  samples,
  sheets,
  sheet,
  mapping,
  preview,
  previewing,
  fresh,
  onMapping,
  onSheet,
  onPreview,
  onBack,
  onNext,
}: {
  headers: string[];
  samples: string[];
  sheets: string[];
  sheet?: string;
  mapping: MappingEntry[];
  preview?: ImportPreview;
  previewing: boolean;
  fresh: boolean;
  onMapping: (mapping: MappingEntry[]) => void;
  onSheet: (sheet: string) => void;
  onPreview: () => void;
  onBack: () => void;
  onNext: () => void;
}) {
  const { t } = useTranslation('researchData');
  const [checked, setChecked] = useState(false);
  const errors = useMemo(() => mappingErrors(mapping), [mapping]);
  const shownErrors = checked ? errors : {};
  const rows: MappingRow[] = mapping.map((entry, index) => ({ index, header: headers[entry.source] ?? '', sample: samples[index] ?? '', entry, error: shownErrors[index] }));
  const change = (index: number, entry: MappingEntry) => onMapping(mapping.map((other, at) => (at === index ? entry : other)));
  const firstError = Object.values(shownErrors)[0];
  const nothingKept = mapping.every((entry) => entry.skip);

  const runPreview = () => {
    setChecked(true);
    if (Object.keys(errors).length === 0 && !nothingKept) onPreview();
  };
  const mayGoOn = fresh && preview !== undefined && preview.problemCount === 0;

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="wizard-mapping">
      {sheets.length > 0 && (
        <Space>
          <Typography.Text>{t('mapping.sheet')}</Typography.Text>
          <Select value={sheet ?? sheets[0]} onChange={onSheet} options={sheets.map((name) => ({ value: name, label: name }))} aria-label={t('mapping.sheet')} data-testid="mapping-sheet" style={{ minWidth: 180 }} />
        </Space>
      )}
      <Typography.Text type="secondary">{t('mapping.hint')}</Typography.Text>
      <Table<MappingRow>
        size="small"
        rowKey="index"
        dataSource={rows}
        columns={mappingColumns(t, change)}
        pagination={false}
        scroll={{ x: 'max-content' }}
        onRow={(row) => ({ 'data-testid': `mapping-row-${row.index}` }) as React.HTMLAttributes<HTMLElement>}
        data-testid="mapping-table"
      />
      {firstError && <Alert type="error" showIcon message={text(firstError)} data-testid="mapping-error" />}
      {checked && nothingKept && <Alert type="error" showIcon message={t('mapping.nothingKept')} />}
      <Space>
        <Button onClick={onBack} data-testid="wizard-back">
          {t('wizard.back')}
        </Button>
        <Button onClick={runPreview} loading={previewing} data-testid="import-preview-button">
          {t('mapping.preview')}
        </Button>
        <Button type="primary" onClick={onNext} disabled={!mayGoOn} data-testid="import-to-commit">
          {t('wizard.next')}
        </Button>
      </Space>
      {preview && <PreviewPanel preview={preview} stale={!fresh} />}
    </Space>
  );
}
