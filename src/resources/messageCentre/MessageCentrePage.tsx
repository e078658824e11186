import { useState } from 'react';
import { Badge, Button, Card, Checkbox, List, Pagination, Popconfirm, Segmented, Space, Tabs, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { notifications, type Notification } from '@contract/endpoints/testOrders';
import { NOTICE_TYPES, type NoticeType } from '@contract/endpoints/community';
import { formatBeijing } from '../../components/format/beijingTime';
import { useRemote } from '../../components/useRemote';
import { useAction } from '../../console/useAction';
import { call } from '../../providers/http';
import { notificationPath, notificationText } from './notificationText';

const PAGE_SIZE = 10;
type Filter = 'all' | 'unread' | 'read';
type Tab = 'all' | NoticeType;

/**
 * /my/messageCentre — what happened to my orders, reviews, payments and suggestions, newest first: tabs by type with
 * their counts, all / unread / read, each leading to its page; mark read (one, all), delete (one, selected).
 */
export default function MessageCentrePage() {
  const { t, i18n } = useTranslation('testKits');
  const { t: tc } = useTranslation('console');
  const [tab, setTab] = useState<Tab>('all');
  const [filter, setFilter] = useState<Filter>('all');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<number[]>([]);
  const answer = useRemote(
    (signal) =>
      call(
        notifications.page,
        { pageNum: page, pageSize: PAGE_SIZE, unread: filter === 'all' ? undefined : filter === 'unread' ? 'true' : 'false', type: tab === 'all' ? undefined : tab },
        { signal },
      ),
    `${tab}#${filter}#${page}`,
  );
  const types = useRemote((signal) => call(notifications.types, {}, { signal }), 'types');
  const read = useAction(notifications.read);
  const remove = useAction(notifications.remove);
  const shown = answer.data ?? answer.latest;
  const counts = types.data ?? types.latest;

  const reload = () => {
    answer.reload();
    types.reload();
  };
  const markRead = async (ids: number[]) => {
    if (await read.run({ ids })) reload();
  };
  const deleteNotices = async (ids: number[]) => {
    if (await remove.run({ ids })) {
      setSelected((current) => current.filter((id) => !ids.includes(id)));
      reload();
    }
  };
  const restart = () => {
    setPage(1);
    setSelected([]);
  };
  const tabLabel = (type: Tab) => {
    const count = type === 'all' ? counts : counts?.types.find((row) => row.type === type);
    return (
      <span data-testid={`notice-tab-${type}`}>
        {t(`notices.types.${type}`)} {count ? `(${count.total})` : ''} {count?.unread ? <Badge count={count.unread} size="small" /> : null}
      </span>
    );
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
              restart();
            }}
            options={[
              { value: 'all', label: t('notices.all') },
              { value: 'unread', label: t('notices.unread') },
              { value: 'read', label: t('notices.read') },
            ]}
            data-testid="notice-filter"
          />
          <Button onClick={() => void markRead([])} disabled={!shown?.unread} loading={read.running} data-testid="notice-read-all">
            {t('notices.readAll')}
          </Button>
          <Popconfirm title={t('notices.deleteConfirm')} onConfirm={() => deleteNotices(selected)} disabled={selected.length === 0}>
            <Button danger disabled={selected.length === 0} loading={remove.running} data-testid="notice-delete-selected">
              {t('notices.deleteSelected')}
            </Button>
          </Popconfirm>
        </Space>
      }
    >
      <Tabs
        activeKey={tab}
        onChange={(key) => {
          setTab(key as Tab);
          restart();
        }}
        items={(['all', ...NOTICE_TYPES] as Tab[]).map((type) => ({ key: type, label: tabLabel(type) }))}
      />
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
                <Popconfirm key="delete" title={t('notices.deleteOneConfirm')} onConfirm={() => deleteNotices([notice.id])}>
                  <Button type="link" size="small" danger data-testid={`notice-delete-${notice.id}`}>
                    {t('notices.delete')}
                  </Button>
                </Popconfirm>,
              ].filter(Boolean)}
            >
              <List.Item.Meta
                avatar={
                  <Space>
                    <Checkbox
                      checked={selected.includes(notice.id)}
                      onChange={(event) => setSelected((current) => (event.target.checked ? [...current, notice.id] : current.filter((id) => id !== notice.id)))}
                      aria-label={notificationText(t, notice, i18n.language)}
                      data-testid={`notice-select-${notice.id}`}
                    />
                    <Badge status={notice.read ? 'default' : 'processing'} />
                  </Space>
                }
                title={
                  <Typography.Text strong={!notice.read} data-testid={`notice-text-${notice.id}`}>
                    {notificationText(t, notice, i18n.language)}
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
          onChange={(next) => {
            setPage(next);
            setSelected([]);
          }}
          showTotal={(total) => tc('table.total', { total })}
        />
      )}
    </Card>
  );
}
