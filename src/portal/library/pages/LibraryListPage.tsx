import { Empty, Input, Pagination, Select, Skeleton, Tabs, Tag } from 'antd';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatFen } from '../../../components/format/money';
import { useRemote } from '../../../components/useRemote';
import { call } from '../../../providers/http';
import { Cover } from '../Cover';
import { LIBRARY_KINDS, library, type LibraryItem, type LibraryKind } from '../endpoints';
import { useLibraryTypes } from '../hooks';
import { LibraryScope } from '../LibraryScope';
import { itemPath } from '../paths';

const PAGE_SIZE = 10;
type PriceFilter = '' | '1' | '0';

function Price({ fen }: { fen: number }) {
  const { t } = useTranslation('portal');
  return fen === 0 ? (
    <span className="at-library__price at-library__price--free">{t('library.free')}</span>
  ) : (
    <span className="at-library__price">{formatFen(fen)}</span>
  );
}

function ItemRow({ item, typeName }: { item: LibraryItem; typeName: string }) {
  const { t } = useTranslation('portal');
  const meta = [item.authors, item.year ? String(item.year) : '', typeName].filter(Boolean).join(' · ');
  return (
    <li className="at-library__row" data-testid={`library-item-${item.id}`}>
      <Link to={itemPath(item)} tabIndex={-1} aria-hidden="true">
        <Cover item={item} />
      </Link>
      <div>
        <Link to={itemPath(item)} className="at-library__row-title">
          {item.title}
        </Link>{' '}
        <Tag color={item.kind === 'book' ? 'orange' : 'blue'}>{t(`library.kinds.${item.kind}`)}</Tag>
        {meta && <p className="at-library__muted">{meta}</p>}
        {item.summary && <p className="at-library__summary">{item.summary}</p>}
      </div>
      <Price fen={item.price} />
    </li>
  );
}

/**
 * /librany/libranyList (also /librany, and /libranyBook for the books) — the technical library: documents and
 * books by kind, type, keyword and price, newest first.
 */
export default function LibraryListPage() {
  const { t } = useTranslation('portal');
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const { types, english, nameOf } = useLibraryTypes();
  const kindParam = params.get('kind') ?? (pathname === '/libranyBook' ? 'book' : '');
  const kind = (LIBRARY_KINDS as readonly string[]).includes(kindParam) ? (kindParam as LibraryKind) : undefined;
  const typeId = /^\d{1,9}$/.test(params.get('type') ?? '') ? Number(params.get('type')) : undefined;
  const keyword = params.get('keyword') ?? '';
  const free: PriceFilter = params.get('free') === '1' ? '1' : params.get('free') === '0' ? '0' : '';
  const pageNum = Math.max(1, Number(params.get('page')) || 1);
  const query = { kind, typeId, keyword: keyword || undefined, free: free || undefined, pageNum, pageSize: PAGE_SIZE };
  const answer = useRemote((signal) => call(library.pageTechnology, query, { signal }), JSON.stringify(query));
  const page = answer.data ?? answer.latest;

  const change = (next: Record<string, string | undefined>) => {
    const current = { kind, type: typeId ? String(typeId) : undefined, keyword: keyword || undefined, free: free || undefined };
    const merged: Record<string, string | undefined> = { ...current, page: undefined, ...next };
    setParams(Object.fromEntries(Object.entries(merged).filter(([, value]) => value)) as Record<string, string>);
  };

  return (
    <LibraryScope testId="library-list">
      <header className="at-library__head">
        <div>
          <h1>{t('library.title')}</h1>
          <p className="at-library__muted">{t('library.intro')}</p>
        </div>
      </header>
      <Tabs
        activeKey={kind ?? 'all'}
        onChange={(key) => change({ kind: key === 'all' ? undefined : key })}
        items={(['all', ...LIBRARY_KINDS] as const).map((key) => ({ key, label: t(`library.tabs.${key}`) }))}
      />
      <div className="at-library__filters">
        <Input.Search
          allowClear
          defaultValue={keyword}
          placeholder={t('library.search')}
          aria-label={t('library.search')}
          onSearch={(value) => change({ keyword: value.trim() || undefined })}
          style={{ maxWidth: 360 }}
          data-testid="library-search"
        />
        <Select<number | ''>
          aria-label={t('library.fields.type')}
          value={typeId ?? ''}
          onChange={(value) => change({ type: value ? String(value) : undefined })}
          options={[
            { value: '', label: t('library.allTypes') },
            ...types.map((type) => ({ value: type.id, label: `${english ? type.nameEn : type.nameZh} (${type.count})` })),
          ]}
          style={{ minWidth: 200 }}
          data-testid="library-type"
        />
        <Select<PriceFilter>
          aria-label={t('library.fields.price')}
          value={free}
          onChange={(value) => change({ free: value || undefined })}
          options={[
            { value: '', label: t('library.priceFilter.all') },
            { value: '1', label: t('library.priceFilter.free') },
            { value: '0', label: t('library.priceFilter.paid') },
          ]}
          style={{ minWidth: 140 }}
          data-testid="library-price"
        />
      </div>
      {!page ? (
        <Skeleton active />
      ) : page.list.length === 0 ? (
        <Empty description={t('library.empty')} />
      ) : (
        <>
          <ul className="at-library__list" aria-busy={answer.loading}>
            {page.list.map((item) => (
              <ItemRow key={item.id} item={item} typeName={nameOf(item.typeId)} />
            ))}
          </ul>
          <div className="at-library__pager">
            <Pagination
              current={pageNum}
              pageSize={PAGE_SIZE}
              total={page.total}
              showSizeChanger={false}
              onChange={(next) => change({ page: String(next) })}
            />
          </div>
        </>
      )}
    </LibraryScope>
  );
}
