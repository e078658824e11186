import type { ReactNode } from 'react';
import { Alert, Button, Col, Row, Skeleton, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../providers/http';
import { AttachmentsCard } from './AttachmentsCard';
import { DataSetHeader } from './DataSetHeader';
import { DataSetTabs } from './DataSetTabs';
import { PublicationCard } from './PublicationCard';
import { SharingCard } from './SharingCard';
import { SummaryNotice } from './SummaryNotice';
import { useDataSetDetail } from './useDataSetDetail';

/**
 * One data set as the caller may see it (researchData.get decides): the header for everyone who sees it; for the
 * summary only, the request for permission; the rows' tabs (rows, statistics, chart, files, chain, similar grades,
 * references); and the owner's sharing, publication and attachments, in the console and on the data product page
 * alike. `reloadToken`: changes when the page changed the data set by other means (an auditor's decision).
 * `ownerActions`: buttons the page adds to the header for the owner only (the console's edit link).
 */
export default function DataSetView({
  id,
  context,
  reloadToken,
  ownerActions,
}: {
  id: number;
  context: 'console' | 'portal';
  reloadToken?: string | number;
  ownerActions?: ReactNode;
}) {
  const { t } = useTranslation('researchDataView');
  const { detail, error, loading, reload } = useDataSetDetail(id, reloadToken);

  if (!detail && loading) return <Skeleton active data-testid="dataset-loading" />;
  if (!detail)
    return (
      <Alert
        type="error"
        showIcon
        data-testid="dataset-load-failed"
        message={t('loadFailed')}
        description={(error as ApiError | undefined)?.message}
        action={<Button onClick={reload}>{t('reload')}</Button>}
      />
    );

  const owner = detail.access === 'owner';
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="dataset-view" data-access={detail.access}>
      <DataSetHeader detail={detail} actions={owner ? ownerActions : undefined} />
      {detail.access === 'summary' && <SummaryNotice detail={detail} onRequested={reload} />}
      {owner && (
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={12}>
            <SharingCard detail={detail} onChanged={reload} />
          </Col>
          <Col xs={24} lg={12}>
            <PublicationCard detail={detail} onChanged={reload} />
          </Col>
        </Row>
      )}
      <DataSetTabs detail={detail} context={context} onChanged={reload} />
      {owner && <AttachmentsCard key={detail.id} detail={detail} onChanged={reload} />}
    </Space>
  );
}
