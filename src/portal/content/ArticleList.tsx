import type { ReactNode } from 'react';
import { Input, Pagination, Result, Skeleton, Tag } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../components/format/dateTime';
import { Cover } from './Cover';
import { EmptyContent } from './EmptyContent';
import { CONTENT_PATHS, type ArticleCard } from './endpoints';
import type { useArticleList } from './useArticleList';

/** One article of a list: cover, title, summary, date and tags (a tag filters the list by it). */
export function ArticleRow({ item, onTag }: { item: ArticleCard; onTag?: (tag: string) => void }) {
  const { t, i18n } = useTranslation('content');
  const path = CONTENT_PATHS.article(item.kind, item.id);
  return (
    <li className={item.coverFileId ? 'at-content__card' : 'at-content__card at-content__card--text'} data-testid={`article-${item.id}`}>
      {item.coverFileId && (
        <Link to={path} tabIndex={-1} aria-hidden="true">
          <Cover id={item.coverFileId} alt={item.title} className="at-content__cover" />
        </Link>
      )}
      <div>
        <Link to={path} className="at-content__card-title">
          {item.title}
        </Link>
        {item.summary && <p className="at-content__summary">{item.summary}</p>}
        <div className="at-content__meta">
          <time dateTime={item.publishAt}>{formatDate(item.publishAt)}</time>
          {item.shownLanguage !== i18n.language && <span>{t(`common.onlyIn.${item.shownLanguage}`)}</span>}
          {onTag &&
            item.tags.map((tag) => (
              <button key={tag} type="button" className="at-content__tag" onClick={() => onTag(tag)} aria-label={t('common.filterByTag', { tag })}>
                {tag}
              </button>
            ))}
        </div>
      </div>
    </li>
  );
}

interface Props {
  testId: string;
  title: string;
  intro: string;
  searchLabel: string;
  /** What the page says while nothing of this kind is published. */
  empty: string;
  list: ReturnType<typeof useArticleList>;
  pageSize: number;
  /** Cards show their tags, and a tag filters the list. */
  tags?: boolean;
  /** Beside the heading (say, a link to another list). */
  children?: ReactNode;
}

/** The frame of every content list: heading, keyword search, the tag filter, the articles, an honest empty state, the pager. */
export function ArticleList({ testId, title, intro, searchLabel, empty, list, pageSize, tags, children }: Props) {
  const { t } = useTranslation('content');
  const { page, keyword, tag, pageNum, change, failed } = list;
  const filtered = Boolean(keyword || tag);
  return (
    <div data-testid={testId}>
      <header className="at-content__head">
        <div>
          <h1>{title}</h1>
          {intro && <p className="at-content__muted">{intro}</p>}
        </div>
        {children}
      </header>
      <div className="at-content__filters">
        <Input.Search
          key={keyword}
          allowClear
          defaultValue={keyword}
          placeholder={searchLabel}
          aria-label={searchLabel}
          enterButton={t('common.search')}
          maxLength={100}
          onSearch={(value) => change({ keyword: value.trim() || undefined })}
          style={{ maxWidth: 420 }}
        />
        {tag && (
          <Tag closable color="blue" onClose={() => change({ tag: undefined })} data-testid="content-tag-filter">
            {t('common.taggedWith', { tag })}
          </Tag>
        )}
      </div>
      {failed ? (
        <Result status="warning" title={t('common.loadFailed')} />
      ) : !page ? (
        <Skeleton active />
      ) : page.list.length === 0 ? (
        filtered ? <EmptyContent text={t('common.noResult')} /> : <EmptyContent text={empty} />
      ) : (
        <>
          <ul className="at-content__list" aria-busy={list.loading}>
            {page.list.map((item) => (
              <ArticleRow key={item.id} item={item} onTag={tags ? (next) => change({ tag: next }) : undefined} />
            ))}
          </ul>
          <div className="at-content__pager">
            <Pagination
              current={pageNum}
              pageSize={pageSize}
              total={page.total}
              showSizeChanger={false}
              showTotal={(total) => t('common.total', { count: total })}
              onChange={(next) => change({ page: next > 1 ? String(next) : undefined })}
            />
          </div>
        </>
      )}
    </div>
  );
}
