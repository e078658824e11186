import type { ReactNode } from 'react';
import { Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import type { TestKit } from '@contract/endpoints/testKits';
import { formatDateTime } from '../../../components/format/dateTime';
import { referenceDaysText, referencePriceText } from './kitText';

/**
 * The columns every kit table shows (spec §3 "Test kit"): name, kind, public flag, description, reference price and
 * duration, the page's `state` column if any, the create time and the page's actions. `t` is of the testKits namespace.
 */
export function kitColumns({
  t,
  name,
  state,
  actions,
}: {
  t: TFunction;
  name: (kit: TestKit) => ReactNode;
  state?: (kit: TestKit) => ReactNode;
  actions: (kit: TestKit) => ReactNode;
}): ColumnsType<TestKit> {
  return [
    { key: 'name', title: t('kit.name'), render: (_, kit) => name(kit) },
    { key: 'kind', title: t('kit.kind'), render: (_, kit) => t(`kinds.${kit.kind}`) },
    { key: 'public', title: t('kit.public'), render: (_, kit) => (kit.common || kit.state !== 'private' ? t('kit.yes') : t('kit.no')) },
    {
      key: 'description',
      title: t('kit.description'),
      render: (_, kit) => (
        <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ marginBottom: 0, maxWidth: 260 }}>
          {kit.description}
        </Typography.Paragraph>
      ),
    },
    { key: 'price', title: t('kit.referencePrice'), render: (_, kit) => referencePriceText(t, kit) },
    { key: 'days', title: t('kit.referenceDays'), render: (_, kit) => referenceDaysText(t, kit) },
    ...(state ? [{ key: 'state', title: t('kit.state'), render: (_: unknown, kit: TestKit) => state(kit) }] : []),
    { key: 'createTime', title: t('kit.createTime'), render: (_, kit) => formatDateTime(kit.createTime) },
    { key: 'actions', title: t('kit.actions'), render: (_, kit) => actions(kit) },
  ];
}
