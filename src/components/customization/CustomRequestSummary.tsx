import { Descriptions, Space, Table, Typography } from 'antd';
import { Link } from 'react-router';
import type { CustomOrderDetail } from '@contract/endpoints/customization';
import { formatDate, formatDateTime } from '../format/dateTime';
import { MATERIAL_PATHS } from '../materialPaths';
import { FileLinks } from './FileLinks';
import { rangeText, useCustomLabels } from './labels';

type Order = Pick<
  CustomOrderDetail,
  | 'orderNo'
  | 'name'
  | 'type'
  | 'baseGrades'
  | 'composition'
  | 'properties'
  | 'shape'
  | 'dimensions'
  | 'quantity'
  | 'quantityUnit'
  | 'deliveryDate'
  | 'address'
  | 'application'
  | 'remarks'
  | 'attachments'
  | 'createTime'
>;

/** A small table of ranges (composition, properties, dimensions); 'None' when the request has none. */
function RangeTable<T extends { min: number | null; max: number | null }>({
  rows,
  label,
  name,
  testId,
}: {
  rows: T[];
  label: string;
  name: (row: T) => string;
  testId: string;
}) {
  const { t } = useCustomLabels();
  if (rows.length === 0) return <Typography.Text type="secondary">{t('fields.none')}</Typography.Text>;
  return (
    <Table
      size="small"
      pagination={false}
      rowKey={(row) => name(row)}
      dataSource={rows}
      data-testid={testId}
      columns={[
        { key: 'name', title: label, render: (_, row) => name(row) },
        { key: 'range', title: `${t('fields.min')} – ${t('fields.max')}`, render: (_, row) => rangeText(row.min, row.max) },
      ]}
    />
  );
}

/**
 * What the buyer asked for: type, base grades (linking to their catalogue pages), target composition, properties with
 * units, shape, dimensions, quantity, delivery date and address, application, remarks and attachments.
 */
export function CustomRequestSummary({ order }: { order: Order }) {
  const labels = useCustomLabels();
  const { t } = labels;
  return (
    <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} data-testid="custom-request">
      <Descriptions.Item label={t('fields.orderNo')}>{order.orderNo}</Descriptions.Item>
      <Descriptions.Item label={t('fields.createTime')}>{formatDateTime(order.createTime)}</Descriptions.Item>
      <Descriptions.Item label={t('fields.name')}>{order.name}</Descriptions.Item>
      <Descriptions.Item label={t('fields.type')}>{labels.type(order.type)}</Descriptions.Item>
      <Descriptions.Item label={t('fields.baseGrades')} span="filled">
        {order.baseGrades.length === 0 ? (
          t('fields.none')
        ) : (
          <Space wrap data-testid="custom-base-grades">
            {order.baseGrades.map((grade) => (
              <Link key={grade.id} to={MATERIAL_PATHS.detail('steel', grade.id)}>
                {grade.name}
                {grade.standardNo ? ` (${grade.standardNo})` : ''}
              </Link>
            ))}
          </Space>
        )}
      </Descriptions.Item>
      <Descriptions.Item label={t('fields.composition')} span="filled">
        <RangeTable rows={order.composition} label={t('fields.element')} name={(row) => row.el} testId="custom-composition" />
      </Descriptions.Item>
      <Descriptions.Item label={t('fields.properties')} span="filled">
        <RangeTable
          rows={order.properties}
          label={t('fields.property')}
          name={(row) => `${labels.propertyName(row.code)} (${row.unit})${row.condition ? ` · ${row.condition}` : ''}`}
          testId="custom-properties"
        />
      </Descriptions.Item>
      <Descriptions.Item label={t('fields.shape')}>{labels.shape(order.shape)}</Descriptions.Item>
      <Descriptions.Item label={t('fields.quantity')}>{labels.quantity(order.quantity, order.quantityUnit)}</Descriptions.Item>
      <Descriptions.Item label={t('fields.dimensions')} span="filled">
        <RangeTable rows={order.dimensions} label={t('fields.dimension')} name={(row) => labels.dimension(row.code)} testId="custom-dimensions" />
      </Descriptions.Item>
      <Descriptions.Item label={t('fields.deliveryDate')}>{formatDate(order.deliveryDate)}</Descriptions.Item>
      <Descriptions.Item label={t('fields.address')}>
        {order.address ? `${order.address.consignee} · ${order.address.telephone} · ${order.address.locationName} ${order.address.detail}` : '—'}
      </Descriptions.Item>
      <Descriptions.Item label={t('fields.application')} span="filled">
        {order.application}
      </Descriptions.Item>
      <Descriptions.Item label={t('fields.remarks')} span="filled">
        {order.remarks || '—'}
      </Descriptions.Item>
      <Descriptions.Item label={t('fields.attachments')} span="filled">
        {order.attachments.length === 0 ? (
          t('fields.none')
        ) : (
          <FileLinks files={order.attachments} vertical />
        )}
      </Descriptions.Item>
    </Descriptions>
  );
}
