import { Button, Typography } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { notify } from '../../providers/notify';

/** The text to cite the data set with, and a button that copies it. */
export function CitationBox({ citation }: { citation: string }) {
  const { t } = useTranslation('researchDataView');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(citation);
      notify('success', t('citation.copied'));
    } catch {
      notify('warning', t('citation.copyFailed'));
    }
  };
  return (
    <div data-testid="dataset-citation">
      <Typography.Text strong>{t('citation.title')}</Typography.Text>
      <Typography.Paragraph style={{ margin: '4px 0', whiteSpace: 'pre-wrap' }} data-testid="dataset-citation-text">
        {citation}
      </Typography.Paragraph>
      <Button size="small" icon={<CopyOutlined />} onClick={() => void copy()} data-testid="dataset-citation-copy">
        {t('citation.copy')}
      </Button>
    </div>
  );
}
