import { useState } from 'react';
import { Button, Space, Tag } from 'antd';
import { CloseOutlined, SearchOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TypeChoice } from '../model/searchQuery';
import { SuggestInput } from './suggest/SuggestInput';
import './suggest/suggest.css';
import { MATERIAL_PATHS } from '../../../components/materialPaths';
import { call } from '../../../providers/http';
import { useSession } from '../../../providers/session';
import { hotData, searchHistory } from '../endpoints';
import { useRemote } from '../../../components/useRemote';

/**
 * The keyword box restarts from the URL's keyword whenever that changes (back/forward, links). A plain form
 * (antd's Input.Search would bring TextArea and more into the first load) with suggestions as one types.
 */
function KeywordInput({ keyword, onSearch }: { keyword: string; onSearch: (keyword: string) => void }) {
  const { t } = useTranslation('materials');
  const [text, setText] = useState(keyword);
  return (
    <form
      role="search"
      className="at-mat-search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <SearchOutlined className="at-mat-search__icon" aria-hidden />
      <SuggestInput text={text} onText={setText} placeholder={t('search.placeholder')} label={t('search.label')} testId="material-search" />
      <Button type="primary" size="large" htmlType="submit" data-testid="material-search-submit">
        {t('search.button')}
      </Button>
    </form>
  );
}

/**
 * The keyword box with the hot keywords of this material type and, for a signed-in user, their recent
 * searches (each can be deleted, or all at once).
 */
export function SearchBar({
  type,
  keyword,
  onSearch,
  historyRound,
}: {
  type: TypeChoice;
  keyword: string;
  onSearch: (keyword: string) => void;
  /** Changes after a search was saved, so the history reloads. */
  historyRound: number;
}) {
  const { t } = useTranslation('materials');
  const { token } = useSession();

  const ofType = type === 'all' ? {} : { type };
  const hot = useRemote((signal) => call(hotData.listHotKeywords, { ...ofType, limit: 8 }, { silent: true, signal }), type);
  const history = useRemote(
    (signal) => call(searchHistory.getRecode, { ...ofType, limit: 8 }, { silent: true, stayOnTokenFailure: true, signal }),
    `${type}:${historyRound}:${token}`,
    Boolean(token),
  );

  const remove = async (body: { id?: number; all?: boolean }) => {
    await call(searchHistory.delRecode, body).catch(() => undefined);
    history.reload();
  };

  return (
    <div className="at-mat-searchbar">
      <KeywordInput key={keyword} keyword={keyword} onSearch={onSearch} />
      {(hot.data?.length ?? 0) > 0 && (
        <div className="at-mat-chips" data-testid="hot-keywords">
          <span className="at-mat-muted">{t('search.hot')}</span>
          {hot.data!.map((item) => (
            <Link key={item.keyword} to={MATERIAL_PATHS.search({ type: type === 'all' ? undefined : type, q: item.keyword })}>
              <Tag>{item.keyword}</Tag>
            </Link>
          ))}
        </div>
      )}
      {token && (history.latest?.length ?? 0) > 0 && (
        <div className="at-mat-chips" data-testid="search-history">
          <span className="at-mat-muted">{t('search.history')}</span>
          {history.latest!.map((item) => (
            <Tag key={item.id} closable closeIcon={<CloseOutlined aria-label={t('search.deleteHistory', { keyword: item.keyword })} />} onClose={(event) => { event.preventDefault(); void remove({ id: item.id }); }}>
              <Link to={MATERIAL_PATHS.search({ type: type === 'all' ? undefined : type, q: item.keyword })}>{item.keyword}</Link>
            </Tag>
          ))}
          <Space>
            <Button type="link" size="small" onClick={() => void remove({ all: true })}>
              {t('search.clearHistory')}
            </Button>
          </Space>
        </div>
      )}
    </div>
  );
}
