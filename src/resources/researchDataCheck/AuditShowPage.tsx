import { useShow } from '@refinedev/core';
import { Button, Card, Skeleton, Space } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RESEARCH_LIMITS, RESEARCH_PATHS, researchDataAudit, type DataSetDetail } from '@contract/endpoints/researchData';
import DataSetView from '../../components/researchData/DataSetView';
import { zodRule } from '../../components/zodRule';
import { ReviewDecision, reviewWords } from '../../console/ReviewDecision';
import { RESEARCH_DATA_CHECK_RESOURCE } from './index';

/**
 * One publication application: the data set as the auditor sees it (the rows of a pending one) and the decision,
 * approve, or reject with a reason the owner reads; the buttons only while the server offers them.
 */
export default function AuditShowPage() {
  const { t } = useTranslation('researchDataView');
  const raw = useParams().id ?? '';
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  const { query } = useShow<DataSetDetail>({ resource: RESEARCH_DATA_CHECK_RESOURCE, id, queryOptions: { enabled: id > 0 } });
  const detail = query.data?.data;

  return (
    <Card
      title={detail?.name ?? t('show.title')}
      data-testid="research-review"
      extra={
        <Space wrap>
          {detail && (
            <ReviewDecision
              id={detail.id}
              nextActions={detail.publicationActions}
              approve={researchDataAudit.approve}
              reject={researchDataAudit.reject}
              successes={{ approve: t('audit.approved'), reject: t('audit.rejectedDone') }}
              invalidates={[RESEARCH_DATA_CHECK_RESOURCE]}
              words={reviewWords(t, 'audit')}
              reasonRule={zodRule(researchDataAudit.reject.input.shape.reason)}
              reasonMax={RESEARCH_LIMITS.reasonMax}
            />
          )}
          <Link to={RESEARCH_PATHS.audit} data-testid="review-back">
            <Button icon={<ArrowLeftOutlined />}>{t('audit.back')}</Button>
          </Link>
        </Space>
      }
    >
      {/* Read again after a decision (the decision refreshes this resource's query). */}
      {query.isLoading ? <Skeleton active /> : <DataSetView id={id} context="console" reloadToken={query.dataUpdatedAt} />}
    </Card>
  );
}
