import { useCustom } from '@refinedev/core';
import { Card, Space, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { payment } from '@contract/endpoints/payment';
import type { z } from 'zod';
import { formatDate } from '../../components/format/dateTime';

type VipOverview = z.infer<typeof payment.listVip.output>;

/** The portal's VIP page (a portal route: the router's Link adds the `/en` prefix of the current language). */
const SUBSCRIBE_PATH = '/cloud/subscribe';

/** The caller's VIP data privilege: until when it is valid, the new users' free month, and where to renew it. */
export function VipCard() {
  const { t } = useTranslation('console');
  const { result } = useCustom<VipOverview>({
    url: payment.listVip.path,
    method: 'post',
    errorNotification: false,
    meta: { silent: true },
  });
  const current = (result.data as VipOverview | undefined)?.current ?? null;
  return (
    <Card
      title={t('info.vip.title')}
      data-testid="info-vip"
      extra={
        <Link to={SUBSCRIBE_PATH} data-testid="info-vip-renew">
          {current?.privilegeUntil ? t('info.vip.renew') : t('info.vip.buy')}
        </Link>
      }
    >
      <Space direction="vertical" size={8}>
        {current?.privilegeUntil ? (
          <Space>
            <span data-testid="info-vip-until">
              {current.active ? t('info.vip.validUntil', { date: formatDate(current.privilegeUntil) }) : t('info.vip.expiredOn', { date: formatDate(current.privilegeUntil) })}
            </span>
            <Tag color={current.active ? 'green' : 'default'}>{t(current.active ? 'info.active' : 'info.expired')}</Tag>
          </Space>
        ) : (
          <span data-testid="info-vip-until">{t('info.vip.none')}</span>
        )}
        {current?.freeMonthGiven && (
          <Typography.Text type="secondary" data-testid="info-vip-free-month">
            {t('info.vip.freeMonth')}
          </Typography.Text>
        )}
      </Space>
    </Card>
  );
}
