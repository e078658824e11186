import { Button, Descriptions, Drawer, Skeleton, Table } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatFen } from '../../../components/format/money';
import { useRemote } from '../../../components/useRemote';
import { call } from '../../../providers/http';
import { examineContent, testerDetailPath, type ItemOffer } from '../endpoints';
import { useNameOf } from '../text';

/** One item: its standards and sample requirement, and every approved laboratory's price and cycle. */
export function ItemDrawer({ itemId, onClose, onPick, picked }: { itemId: number | undefined; onClose: () => void; onPick: () => void; picked: boolean }) {
  const { t, i18n } = useTranslation('testing');
  const nameOf = useNameOf();
  const answer = useRemote((signal) => call(examineContent.detail, { id: itemId ?? 0 }, { signal }), String(itemId), itemId !== undefined);
  const item = answer.data;
  return (
    <Drawer
      open={itemId !== undefined}
      onClose={onClose}
      width={Math.min(720, typeof window === 'undefined' ? 720 : window.innerWidth)}
      title={item ? nameOf(item) : t('items.detail')}
      extra={
        <Button type="primary" disabled={!item || picked} onClick={onPick} data-testid="item-drawer-pick">
          {picked ? t('items.picked') : t('items.pick')}
        </Button>
      }
      data-testid="item-drawer"
    >
      {!item ? (
        <Skeleton active />
      ) : (
        <>
          <Descriptions column={1} size="small">
            <Descriptions.Item label={t('fields.kind')}>{t(`kinds.${item.kind}`)}</Descriptions.Item>
            <Descriptions.Item label={t('fields.category')}>{t(`categories.${item.category}`)}</Descriptions.Item>
            <Descriptions.Item label={t('fields.standards')}>{item.standards.join(' / ')}</Descriptions.Item>
            <Descriptions.Item label={t('fields.sample')}>{i18n.language === 'en' ? item.sampleEn || item.sampleZh : item.sampleZh}</Descriptions.Item>
          </Descriptions>
          <h3>{t('items.offers')}</h3>
          <Table<ItemOffer> rowKey="capabilityId" dataSource={item.offers} pagination={false} size="small" scroll={{ x: true }} data-testid="item-offers" locale={{ emptyText: t('items.noOffers') }}>
            <Table.Column<ItemOffer> title={t('fields.laboratory')} render={(_, row) => <Link to={testerDetailPath(row.laboratoryId)}>{row.laboratoryName}</Link>} />
            <Table.Column<ItemOffer> title={t('fields.city')} dataIndex="city" />
            <Table.Column<ItemOffer> title={t('fields.standard')} dataIndex="standardMethod" />
            <Table.Column<ItemOffer> title={t('fields.price')} render={(_, row) => formatFen(row.price)} />
            <Table.Column<ItemOffer> title={t('fields.cycle')} render={(_, row) => t('common.workingDays', { count: row.cycleDays })} />
          </Table>
        </>
      )}
    </Drawer>
  );
}
