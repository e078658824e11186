import { useState, type ReactNode } from 'react';
import { Button, Space } from 'antd';
import { DislikeFilled, DislikeOutlined, LikeFilled, LikeOutlined, StarFilled, StarOutlined } from '@ant-design/icons';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { researchData, type DataSetDetail, type DataSetSummary } from '@contract/endpoints/researchData';
import { call } from '../../providers/http';
import { useSession } from '../../providers/session';

type Reaction = 'like' | 'dislike' | 'collect';
const ENDPOINTS = { like: researchData.like, dislike: researchData.dislike, collect: researchData.collect } as const;

/**
 * Like, dislike and collect toggles with their counts. The calls answer the whole envelope (spec §7) whose data
 * is the data set's summary: the counts come from it; a like replaces a dislike and the other way round.
 * Visitors see the counts and a link to log in.
 */
export function ReactionButtons({ detail }: { detail: DataSetDetail }) {
  const { t } = useTranslation('researchDataView');
  const { token } = useSession();
  const location = useLocation();
  const [counts, setCounts] = useState<Pick<DataSetSummary, 'likes' | 'dislikes' | 'collects'>>(detail);
  const [mine, setMine] = useState(detail.mine);
  const [busy, setBusy] = useState<Reaction>();

  const toggle = async (reaction: Reaction) => {
    setBusy(reaction);
    try {
      const answer = await call(ENDPOINTS[reaction], { id: detail.id });
      const summary = answer.data;
      if (summary) setCounts({ likes: summary.likes, dislikes: summary.dislikes, collects: summary.collects });
      setMine((previous) => {
        const on = !previous[reaction];
        if (reaction === 'collect') return { ...previous, collect: on };
        return { ...previous, like: reaction === 'like' ? on : false, dislike: reaction === 'dislike' ? on : false };
      });
    } catch {
      // shown by the http client
    } finally {
      setBusy(undefined);
    }
  };

  const button = (reaction: Reaction, count: number, on: boolean, icon: ReactNode, label: string) => (
    <Button
      key={reaction}
      icon={icon}
      aria-pressed={on}
      aria-label={`${label} (${count})`}
      type={on ? 'primary' : 'default'}
      ghost={on}
      loading={busy === reaction}
      disabled={!token || (busy !== undefined && busy !== reaction)}
      onClick={() => void toggle(reaction)}
      data-testid={`dataset-${reaction}`}
    >
      {count}
    </Button>
  );

  return (
    <Space wrap data-testid="dataset-reactions">
      {button('like', counts.likes, mine.like, mine.like ? <LikeFilled /> : <LikeOutlined />, t('reactions.like'))}
      {button('dislike', counts.dislikes, mine.dislike, mine.dislike ? <DislikeFilled /> : <DislikeOutlined />, t('reactions.dislike'))}
      {button('collect', counts.collects, mine.collect, mine.collect ? <StarFilled /> : <StarOutlined />, mine.collect ? t('reactions.collected') : t('reactions.collect'))}
      {!token && (
        <Link to={`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`} data-testid="dataset-login-to-react">
          {t('reactions.loginToReact')}
        </Link>
      )}
    </Space>
  );
}
