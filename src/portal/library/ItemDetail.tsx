import type { ReactNode } from 'react';
import { Button, Result, Skeleton } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Cover } from './Cover';
import type { LibraryItemDetail } from './endpoints';
import { useLibraryTypes } from './hooks';
import { ItemFacts } from './ItemFacts';
import { LibraryScope } from './LibraryScope';
import { LIBRARY_PATHS } from './paths';

/**
 * The page of one library item, document or book: title, cover, facts, what the caller may do (`actions`) and the
 * summary; 'not found' when there is no such published item, a skeleton while it loads.
 */
export function ItemDetail({
  testId,
  item,
  missing,
  actions,
}: {
  testId: string;
  item: LibraryItemDetail | undefined;
  missing: boolean;
  actions: (item: LibraryItemDetail) => ReactNode;
}) {
  const { t } = useTranslation('portal');
  const navigate = useNavigate();
  const { nameOf } = useLibraryTypes();
  const back = <Button onClick={() => void navigate(LIBRARY_PATHS.list)}>{t('library.back')}</Button>;
  return (
    <LibraryScope testId={testId}>
      {missing ? (
        <Result status="warning" title={t('library.notFound')} extra={back} />
      ) : !item ? (
        <Skeleton active />
      ) : (
        <>
          <header className="at-library__head">
            <div>
              <h1>{item.title}</h1>
              {item.authors && <p className="at-library__muted">{item.authors}</p>}
            </div>
            {back}
          </header>
          <div className="at-library__detail">
            <Cover item={item} large />
            <div>
              <ItemFacts item={item} typeName={nameOf(item.typeId)} />
              {actions(item)}
            </div>
          </div>
          {item.summary && (
            <>
              <h2>{t('library.fields.summary')}</h2>
              <p className="at-library__summary-full">{item.summary}</p>
            </>
          )}
        </>
      )}
    </LibraryScope>
  );
}
