import type { ReactNode } from 'react';
import { Card, Descriptions, Divider, Space, Tag, Tooltip, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { DataSetDetail } from '@contract/endpoints/researchData';
import { formatDateTime } from '../format/dateTime';
import { MATERIAL_PATHS } from '../materialPaths';
import { CitationBox } from './CitationBox';
import { ExportButtons } from './ExportButtons';
import { ReactionButtons } from './ReactionButtons';
import { PublicationTag, VisibilityTag } from './StatusTags';

/** What the data set is (material, experiment, owner, version and hash), its tags, reactions, exports and citation. */
export function DataSetHeader({ detail, actions }: { detail: DataSetDetail; actions?: ReactNode }) {
  const { t } = useTranslation(['researchDataView', 'researchData']);
  const material =
    detail.gradeId && detail.gradeType ? (
      <Link to={MATERIAL_PATHS.detail(detail.gradeType, detail.gradeId)} data-testid="dataset-grade-link">
        {detail.materialName}
      </Link>
    ) : (
      detail.materialName
    );
  const mayExport = detail.access !== 'summary';

  return (
    <Card
      data-testid="dataset-header"
      title={
        <Space wrap>
          <Typography.Title level={4} style={{ margin: 0 }} data-testid="dataset-name">
            {detail.name}
          </Typography.Title>
          <VisibilityTag visibility={detail.visibility} />
          <PublicationTag publication={detail.publication} />
          {detail.recycled && <Tag color="warning">{t('header.recycled')}</Tag>}
        </Space>
      }
      extra={
        <Space wrap>
          {actions}
          <ReactionButtons key={detail.id} detail={detail} />
        </Space>
      }
    >
      <Descriptions column={{ xs: 1, md: 2, xl: 3 }} size="small">
        <Descriptions.Item label={t('header.material')}>{material}</Descriptions.Item>
        <Descriptions.Item label={t('header.experimentType')}>{t(`researchData:experimentTypes.${detail.experimentType}`)}</Descriptions.Item>
        <Descriptions.Item label={t('header.project')}>{detail.projectName}</Descriptions.Item>
        <Descriptions.Item label={t('header.owner')}>{detail.owner}</Descriptions.Item>
        <Descriptions.Item label={t('header.company')}>{detail.companyName ?? '—'}</Descriptions.Item>
        {detail.dataSource && <Descriptions.Item label={t('header.dataSource')}>{detail.dataSource}</Descriptions.Item>}
        <Descriptions.Item label={t('header.size')}>{t('header.sizeValue', { rows: detail.rowCount, columns: detail.columnCount })}</Descriptions.Item>
        <Descriptions.Item label={t('header.version')}>
          {detail.headHash ? (
            <Tooltip title={detail.headHash}>
              <Typography.Text code copyable={{ text: detail.headHash }} data-testid="dataset-version">
                {t('header.versionValue', { version: detail.headVersion, hash: detail.headHash.slice(0, 12) })}
              </Typography.Text>
            </Tooltip>
          ) : (
            t('header.noVersion')
          )}
        </Descriptions.Item>
        <Descriptions.Item label={t('header.access')}>
          <span data-testid="dataset-access">{t(`researchData:accessLevels.${detail.access}`)}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('header.updateTime')}>{formatDateTime(detail.updateTime)}</Descriptions.Item>
        {detail.publishedTime && <Descriptions.Item label={t('header.publishedTime')}>{formatDateTime(detail.publishedTime)}</Descriptions.Item>}
        {detail.description && (
          <Descriptions.Item label={t('header.description')} span={3}>
            <span style={{ whiteSpace: 'pre-wrap' }}>{detail.description}</span>
          </Descriptions.Item>
        )}
      </Descriptions>
      {mayExport && (
        <>
          <Divider style={{ margin: '12px 0' }} />
          <ExportButtons id={detail.id} name={detail.name} />
        </>
      )}
      {detail.citation && (
        <>
          <Divider style={{ margin: '12px 0' }} />
          <CitationBox citation={detail.citation} />
        </>
      )}
    </Card>
  );
}
