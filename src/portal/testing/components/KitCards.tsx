import { Button, Card, Empty, Skeleton, Tag } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatFen } from '../../../components/format/money';
import type { TestKit } from '../endpoints';
import { TESTING_PATHS } from '../paths';
import { useNameOf } from '../text';

/** One public kit: its items, the reference price and duration, and ordering it. */
export function KitCard({ kit }: { kit: TestKit }) {
  const { t } = useTranslation('testing');
  const nameOf = useNameOf();
  return (
    <Card
      size="small"
      title={kit.name}
      extra={kit.common ? <Tag color="blue">{t('kits.common')}</Tag> : null}
      data-testid={`kit-card-${kit.id}`}
      actions={[
        <Link key="order" to={TESTING_PATHS.kitOrder(kit.id)} data-testid={`kit-order-${kit.id}`}>
          <Button type="primary" size="small">
            {t('kits.order')}
          </Button>
        </Link>,
      ]}
    >
      {kit.description && <p className="at-testing__muted at-testing__clamp">{kit.description}</p>}
      <div className="at-testing__tags">
        {kit.items.map((item) => (
          <Tag key={item.itemId}>
            {nameOf(item)}
            {item.condition ? ` (${item.condition})` : ''}
          </Tag>
        ))}
      </div>
      <p className="at-testing__kit-facts">
        {kit.referencePrice === null || kit.referenceDays === null ? (
          <span className="at-testing__muted">{t('kits.noOffer')}</span>
        ) : (
          <>
            {t('kits.referencePrice')} <strong className="at-testing__price">{formatFen(kit.referencePrice)}</strong>
            {' · '}
            {t('kits.referenceDays')} {t('common.workingDays', { count: kit.referenceDays })}
          </>
        )}
      </p>
    </Card>
  );
}

/** Public kits as cards (a skeleton until they arrive). */
export function KitCards({ kits }: { kits: TestKit[] | undefined }) {
  const { t } = useTranslation('testing');
  if (!kits) return <Skeleton active />;
  if (kits.length === 0) return <Empty description={t('kits.empty')} />;
  return (
    <div className="at-testing__grid" data-testid="kit-cards">
      {kits.map((kit) => (
        <KitCard key={kit.id} kit={kit} />
      ))}
    </div>
  );
}
