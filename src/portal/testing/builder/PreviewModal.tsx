import { Descriptions, Modal, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OutputOf } from '@contract/endpoint';
import type { examineOrder, Sample } from '../endpoints';
import { EstimateView } from './EstimateView';

export type Preview = OutputOf<typeof examineOrder.preview>;

/** The order as it would be placed: project, address, samples and the server's estimate. */
export function PreviewModal({ preview, onClose, kitName }: { preview: Preview | undefined; onClose: () => void; kitName?: string }) {
  const { t } = useTranslation('testing');
  return (
    <Modal open={preview !== undefined} onCancel={onClose} onOk={onClose} width={880} title={t('builder.previewTitle')} cancelButtonProps={{ style: { display: 'none' } }} okText={t('common.close')}>
      {preview && (
        <div data-testid="builder-preview-modal">
          <Descriptions column={{ xs: 1, md: 2 }} size="small">
            <Descriptions.Item label={t('fields.projectName')}>{preview.projectName}</Descriptions.Item>
            {kitName && <Descriptions.Item label={t('fields.kit')}>{kitName}</Descriptions.Item>}
            <Descriptions.Item label={t('fields.address')}>
              {preview.address.consignee} {preview.address.telephone} {preview.address.locationName} {preview.address.detail}
            </Descriptions.Item>
            <Descriptions.Item label={t('fields.sampleCount')}>{preview.sampleCount}</Descriptions.Item>
          </Descriptions>
          <EstimateView estimate={preview} />
          <h4 className="at-testing__section">{t('builder.samples')}</h4>
          <Table<Sample & { key: number }>
            rowKey="key"
            size="small"
            scroll={{ x: true }}
            dataSource={preview.samples.map((sample, key) => ({ ...sample, key }))}
            pagination={preview.samples.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
          >
            <Table.Column title={t('samples.name')} dataIndex="name" />
            <Table.Column title={t('samples.material')} dataIndex="material" />
            <Table.Column title={t('samples.specification')} dataIndex="specification" />
            <Table.Column title={t('samples.count')} dataIndex="count" />
            <Table.Column title={t('samples.remark')} dataIndex="remark" />
          </Table>
        </div>
      )}
    </Modal>
  );
}
