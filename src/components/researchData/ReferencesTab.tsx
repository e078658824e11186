import { Button, Card, Col, Empty, List, Popconfirm, Row, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RESEARCH_PATHS, researchData, type DataSetDetail } from '@contract/endpoints/researchData';
import { AddReference } from './AddReference';
import { useCallAction } from './useCallAction';

type Reference = DataSetDetail['cites'][number];

/**
 * The data sets this one cites and those that cite it, each a link (the console's detail page, or the data
 * product page on the portal); the owner adds and removes citations.
 */
export function ReferencesTab({ detail, context, onChanged }: { detail: DataSetDetail; context: 'console' | 'portal'; onChanged: () => void }) {
  const { t } = useTranslation('researchDataView');
  const owner = detail.access === 'owner';
  const remove = useCallAction(researchData.unreference, t('references.removed'));
  const pathOf = (id: number) => (context === 'console' ? RESEARCH_PATHS.dataSet(id) : RESEARCH_PATHS.product(id));

  const list = (rows: Reference[], testId: string, removable: boolean) => (
    <List<Reference>
      size="small"
      data-testid={testId}
      dataSource={rows}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('references.none')} /> }}
      renderItem={(row) => (
        <List.Item
          key={row.id}
          actions={
            removable
              ? [
                  <Popconfirm
                    key="remove"
                    title={t('references.removeConfirm')}
                    onConfirm={async () => {
                      if (await remove.run({ id: detail.id, citedId: row.id })) onChanged();
                    }}
                  >
                    <Button type="link" size="small" danger data-testid={`dataset-reference-remove-${row.id}`}>
                      {t('references.remove')}
                    </Button>
                  </Popconfirm>,
                ]
              : []
          }
        >
          <List.Item.Meta title={<Link to={pathOf(row.id)}>{row.name}</Link>} description={row.note ? <Typography.Text type="secondary">{row.note}</Typography.Text> : null} />
        </List.Item>
      )}
    />
  );

  return (
    <Row gutter={[16, 16]}>
      {owner && (
        <Col span={24}>
          <AddReference detail={detail} onAdded={onChanged} />
        </Col>
      )}
      <Col xs={24} md={12}>
        <Card size="small" title={t('references.cites')}>
          {list(detail.cites, 'dataset-cites', owner)}
        </Card>
      </Col>
      <Col xs={24} md={12}>
        <Card size="small" title={t('references.citedBy')}>
          {list(detail.citedBy, 'dataset-cited-by', false)}
        </Card>
      </Col>
    </Row>
  );
}
