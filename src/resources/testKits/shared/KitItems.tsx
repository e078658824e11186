import { Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { KitItem } from '@contract/endpoints/testKits';
import { itemName } from '../../../components/testing/DetectionItemSelect';

/** A kit's items: kind, name in the page's language, standards, the condition asked for. */
export function KitItems({ items }: { items: KitItem[] }) {
  const { t, i18n } = useTranslation('testKits');
  return (
    <Table<KitItem> rowKey="itemId" dataSource={items} pagination={false} size="small" data-testid="kit-items">
      <Table.Column<KitItem> title={t('kit.itemKind')} render={(_, item) => <Tag color={item.kind === 'detection' ? 'blue' : 'purple'}>{t(`itemKinds.${item.kind}`)}</Tag>} />
      <Table.Column<KitItem> title={t('kit.item')} render={(_, item) => itemName(item, i18n.language)} />
      <Table.Column<KitItem> title={t('kit.standards')} render={(_, item) => item.standards.join(' · ')} />
      <Table.Column<KitItem> title={t('kit.condition')} render={(_, item) => item.condition || '—'} />
    </Table>
  );
}
