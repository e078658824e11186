import { useState } from 'react';
import { Badge, Button, Card, List, Pagination, Segmented, Space, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { notifications, type Notification } from '@contract/endpoints/testOrders';
import { formatBeijing } from '../../components/format/beijingTime';
import { useRemote } from '../../components/useRemote';
import { useAction } from '../../console/useAction';
import { call } from '../../providers/http';
import { notificationPath, notificationText } from './notificationText';

const PAGE_SIZE = 10;
type Filter = 'all' | 'unread';

/** /my/messageCentre — what happened to my orders, newest first: all or unread, each leading to its order; mark read. */
export default function MessageCentrePage() {
  const { t } = useTranslation('testKits');
  const { t: tc } = useTranslation('console');
  const [filter, setFilter] = useState<Filter>('all');
  const [page, setPage] = useState(1);
  const answer = useRemote(
    (signal) => call(notifications.page, { pageNum: page, pageSize: PAGE_SIZE, unread: filter === 'unread' ? 'true' : undefined }, { signal }),
    `${filter}#${page}`,
  );
  const read = useAction(notifications.read);
  const shown = answer.data ?? answer.latest;

  const markRead = async (ids: number[]) => {
    if (await read.run({ ids })) answer.reload();
  };

  return (
    <Card
      title={
        <Space>
          {tc('menu.messageCentre')}
          <Badge count={shown?.unread ?? 0} data-testid="notice-unread-count" />
        </Space>
      }
      extra={
        <Space wrap>
          <Segmented<Filter>
            value={filter}
            onChange={(value) => {
              setFilter(value);
              setPage(1);
            }}
            options={[
              { value: 'all', label: t('notices.all') },
              { value: 'unread', label: t('notices.unread') },
            ]}
            data-testid="notice-filter"
          />
          <Button onClick={() => void markRead([])} disabled={!shown?.unread} loading={read.running} data-testid="notice-read-all">
            {t('notices.readAll')}
          </Button>
        </Space>
      }
    >
      <List<Notification>
        loading={answer.loading}
        dataSource={shown?.list ?? []}
        locale={{ emptyText: filter === 'unread' ? t('notices.noUnread') : t('notices.empty') }}
        data-testid="notice-list"
        renderItem={(notice) => {
          const path = notificationPath(notice);
          return (
            <List.Item
              key={notice.id}
              data-testid={`notice-${notice.id}`}
              actions={[
                path && (
                  <Link key="open" to={path} onClick={() => !notice.read && void markRead([notice.id])} data-testid={`notice-open-${notice.id}`}>
                    {t('notices.open')}
                  </Link>
                ),
                !notice.read && (
                  <Button key="read" type="link" size="small" onClick={() => void markRead([notice.id])} data-testid={`notice-read-${notice.id}`}>
                    {t('notices.markRead')}
                  </Button>
                ),
              ].filter(Boolean)}
            >
              <List.Item.Meta
                avatar={<Badge status={notice.read ? 'default' : 'processing'} />}
                title={
                  <Typography.Text strong={!notice.read} data-testid={`notice-text-${notice.id}`}>
                    {notificationText(t, notice)}
                  </Typography.Text>
                }
                description={formatBeijing(notice.createTime)}
              />
            </List.Item>
          );
        }}
      />
      {(shown?.total ?? 0) > PAGE_SIZE && (
        <Pagination
          style={{ marginTop: 16, textAlign: 'right' }}
          current={page}
          pageSize={PAGE_SIZE}
          total={shown?.total ?? 0}
          onChange={setPage}
          showTotal={(total) => tc('table.total', { total })}
        />
      )}
    </Card>
  );
}
