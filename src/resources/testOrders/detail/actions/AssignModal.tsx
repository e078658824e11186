import { useCustom } from '@refinedev/core';
import { Button, Modal, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { examineContent, type LaboratoryChoice } from '@contract/endpoints/testKits';
import { orderAdmin, type TestOrderDetail } from '@contract/endpoints/testOrders';
import { formatFen } from '../../../../components/format/money';
import { useAction } from '../../../../console/useAction';

/** The platform (or an overseeing head) gives the order to another laboratory offering all its items. */
export function AssignModal({ order, open, onClose }: { order: TestOrderDetail; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('testOrders');
  const items = [...new Set(order.lines.map((line) => line.itemId))].join(',');
  const { query, result } = useCustom<LaboratoryChoice[]>({
    url: examineContent.laboratories.path,
    method: 'get',
    config: { query: { items } },
    queryOptions: { enabled: open && items !== '' },
  });
  const assign = useAction(orderAdmin.assign, { success: t('notices.assigned'), invalidates: 'all' });
  const choices: LaboratoryChoice[] = Array.isArray(result.data) ? result.data : [];

  const choose = async (laboratoryId: number) => {
    if (await assign.run({ id: order.id, laboratoryId })) onClose();
  };

  return (
    <Modal open={open} title={t('dialogs.assignTitle')} onCancel={onClose} footer={null} width={720} destroyOnHidden>
      <p>{t('dialogs.assignHint')}</p>
      <Table<LaboratoryChoice>
        dataSource={choices}
        rowKey="laboratoryId"
        loading={query.isLoading}
        pagination={false}
        size="small"
        locale={{ emptyText: t('dialogs.noLaboratories') }}
        data-testid="assign-laboratories"
      >
        <Table.Column<LaboratoryChoice> title={t('fields.laboratory')} dataIndex="name" />
        <Table.Column<LaboratoryChoice> title={t('dialogs.city')} dataIndex="city" />
        <Table.Column<LaboratoryChoice> title={t('dialogs.price')} align="right" render={(_, row) => formatFen(row.amount)} />
        <Table.Column<LaboratoryChoice> title={t('fields.estimatedDays')} render={(_, row) => t('fields.days', { count: row.estimatedDays })} />
        <Table.Column<LaboratoryChoice>
          render={(_, row) =>
            row.laboratoryId === order.laboratoryId ? (
              <Tag>{t('dialogs.current')}</Tag>
            ) : (
              <Button size="small" type="primary" loading={assign.running} onClick={() => void choose(row.laboratoryId)} data-testid={`assign-lab-${row.laboratoryId}`}>
                {t('dialogs.assignTo')}
              </Button>
            )
          }
        />
      </Table>
    </Modal>
  );
}
