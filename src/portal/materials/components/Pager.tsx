import { Button } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { pageWindow } from '../model/pageWindow';

/**
 * Paging for the search results: previous, a window of page numbers, next, and the page size. Light on
 * purpose: antd's Pagination brings its Select (~30 KB gzip) into the first load of the materials home.
 */
export function Pager({
  page,
  pageSize,
  total,
  sizes,
  onChange,
}: {
  page: number;
  pageSize: number;
  total: number;
  sizes: readonly number[];
  onChange: (page: number, pageSize: number) => void;
}) {
  const { t } = useTranslation('materials');
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav className="at-mat-pager" aria-label={t('pager.label')} data-testid="pager">
      <Button icon={<LeftOutlined />} disabled={page <= 1} onClick={() => onChange(page - 1, pageSize)} aria-label={t('pager.previous')} />
      {pageWindow(page, pages).map((item, index) =>
        item === null ? (
          <span key={`gap-${index}`} className="at-mat-muted" aria-hidden>
            …
          </span>
        ) : (
          <Button key={item} type={item === page ? 'primary' : 'default'} aria-current={item === page ? 'page' : undefined} onClick={() => onChange(item, pageSize)}>
            {item}
          </Button>
        ),
      )}
      <Button icon={<RightOutlined />} disabled={page >= pages} onClick={() => onChange(page + 1, pageSize)} aria-label={t('pager.next')} />
      <label className="at-mat-pager__size">
        <span className="at-mat-muted">{t('pager.perPage')}</span>
        <select className="at-mat-native-select" value={pageSize} onChange={(event) => onChange(1, Number(event.target.value))}>
          {sizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </label>
    </nav>
  );
}
