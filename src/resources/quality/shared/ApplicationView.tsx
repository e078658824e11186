import type { ReactNode } from 'react';
import { Alert, Card, Descriptions, Empty, Space, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { QUALITY_PATHS, type QualityApplicationDetail } from '@contract/endpoints/quality';
import { StoredFileLink } from '../../../components/download/StoredFileLink';
import { formatDateTime } from '../../../components/format/dateTime';
import { WorkflowHistory } from '../../../console/WorkflowHistory';
import { categoryName, LimitsTable, points, ScoreBreakdown } from '../../../components/quality';
import { ApplicationStateTag } from './ApplicationStateTag';
import { SamplePreview } from './SamplePreview';

/**
 * One application for the formal ranking as its applicant and the auditors see it: what was declared, the reject
 * reason, the published line once approved, the simulated score of its data, its history. `audit` adds what an
 * auditor checks besides: the grade's limits and the first rows of the data.
 */
export function ApplicationView({ application, audit = false, extra }: { application: QualityApplicationDetail; audit?: boolean; extra?: ReactNode }) {
  const { t, i18n } = useTranslation(['qualityConsole', 'quality']);
  const { submission } = application;
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="application-detail">
      <Card
        size="small"
        title={<span data-testid="application-title">{application.productName}</span>}
        extra={extra}
      >
        {application.state === 'rejected' && application.rejectReason && (
          <Alert type="error" showIcon message={t('detail.rejectReason')} description={application.rejectReason} style={{ marginBottom: 16 }} data-testid="application-reject-reason" />
        )}
        {application.state === 'approved' && application.lineId !== null && (
          <Alert
            type="success"
            showIcon
            style={{ marginBottom: 16 }}
            message={
              <Link to={QUALITY_PATHS.line(application.lineId)} data-testid="application-line">
                {t('detail.publishedLine')}
              </Link>
            }
          />
        )}
        <Descriptions size="small" column={{ xs: 1, md: 2 }}>
          <Descriptions.Item label={t('fields.state')}>
            <ApplicationStateTag state={application.state} />
          </Descriptions.Item>
          <Descriptions.Item label={t('fields.submitTime')}>{formatDateTime(application.submitTime)}</Descriptions.Item>
          <Descriptions.Item label={t('fields.userType')}>{t(`quality:userType.${application.userType}`)}</Descriptions.Item>
          <Descriptions.Item label={t('fields.applicant')}>{application.applicant}</Descriptions.Item>
          <Descriptions.Item label={t('fields.companyName')}>{application.companyName}</Descriptions.Item>
          <Descriptions.Item label={t('fields.creditCode')}>
            <span data-testid="application-credit-code">{application.creditCode}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('fields.address')} span="filled">
            {application.address}
          </Descriptions.Item>
          <Descriptions.Item label={t('fields.productName')}>{application.productName}</Descriptions.Item>
          <Descriptions.Item label={t('fields.year')}>{application.year}</Descriptions.Item>
          <Descriptions.Item label={t('fields.category')}>{categoryName(application.category, i18n.language)}</Descriptions.Item>
          <Descriptions.Item label={t('fields.grade')}>{`${application.grade.name} (${application.grade.standardCode})`}</Descriptions.Item>
          <Descriptions.Item label={t('fields.steelmakingLine')}>{application.steelmakingLine}</Descriptions.Item>
          <Descriptions.Item label={t('fields.rollingLine')}>{application.rollingLine}</Descriptions.Item>
          <Descriptions.Item label={t('fields.contactName')}>{application.contactName}</Descriptions.Item>
          <Descriptions.Item label={t('fields.contactInfo')}>{application.contactInfo}</Descriptions.Item>
          <Descriptions.Item label={t('fields.instructions')} span="filled">
            <span style={{ whiteSpace: 'pre-wrap' }}>{application.instructions || '—'}</span>
          </Descriptions.Item>
        </Descriptions>
      </Card>

      <Card size="small" title={t('detail.data')}>
        <Descriptions size="small" column={{ xs: 1, md: 2 }} style={{ marginBottom: 16 }}>
          <Descriptions.Item label={t('fields.n')}>
            <span data-testid="application-n">{application.n}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('fields.total')}>{application.total === null ? '—' : points(application.total)}</Descriptions.Item>
          <Descriptions.Item label={t('fields.dataFile')}>{submission.dataFileName}</Descriptions.Item>
          <Descriptions.Item label={t('fields.testReport')}>
            {submission.reportFileId ? (
              <StoredFileLink id={submission.reportFileId} name={t('detail.testReportName', { id: application.id })} testId="application-test-report">
                {t('detail.testReportDownload')}
              </StoredFileLink>
            ) : (
              t('detail.noTestReport')
            )}
          </Descriptions.Item>
        </Descriptions>
        {submission.score ? <ScoreBreakdown score={submission.score} /> : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('detail.notScored')} />}
      </Card>

      {audit && (
        <>
          <Card size="small" title={t('detail.limits')}>
            <LimitsTable limits={submission.limits} />
          </Card>
          <Card size="small" title={t('detail.firstRows', { count: submission.preview.length, n: application.n })}>
            <SamplePreview submission={submission} />
          </Card>
        </>
      )}

      <Card size="small" title={t('history.title')}>
        <WorkflowHistory
          steps={application.history}
          actionLabel={(action) => t(`history.actions.${action}`, { defaultValue: action })}
          stateLabel={(state) => (state ? t(`quality:state.${state}`, { defaultValue: state }) : '—')}
          byLabel={(operator) => t('history.by', { operator })}
          empty={t('history.empty')}
        />
      </Card>
      <Typography.Text type="secondary">{t('detail.updateTime', { time: formatDateTime(application.updateTime) })}</Typography.Text>
    </Space>
  );
}
