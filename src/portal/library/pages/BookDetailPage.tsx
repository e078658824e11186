import { Button, Result, Skeleton } from 'antd';
import { ShoppingCartOutlined } from '@ant-design/icons';
import { Navigate, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useRemote } from '../../../components/useRemote';
import { call } from '../../../providers/http';
import { useSession } from '../../../providers/session';
import { Cover } from '../Cover';
import { library } from '../endpoints';
import { useItemId, useLibraryTypes } from '../hooks';
import { ItemFacts } from '../ItemFacts';
import { LibraryScope } from '../LibraryScope';
import { LIBRARY_PATHS, loginPath } from '../paths';

/** /librany/libranyBookDetail?id= (also /libranyBook/:id) — one printed book: what it is, its price, buy it. */
export default function BookDetailPage() {
  const { t } = useTranslation('portal');
  const navigate = useNavigate();
  const id = useItemId();
  const { token } = useSession();
  const { nameOf } = useLibraryTypes();
  const answer = useRemote(
    (signal) => (id ? call(library.getTechnology, { id }, { signal, silent: true }) : Promise.reject(new Error('no id'))),
    String(id),
  );
  const item = answer.data;
  const back = <Button onClick={() => void navigate(LIBRARY_PATHS.list)}>{t('library.back')}</Button>;

  if (item?.kind === 'document') return <Navigate to={LIBRARY_PATHS.document(item.id)} replace />;
  const buy = () => {
    if (!item) return;
    const order = LIBRARY_PATHS.order(item.id);
    void navigate(token ? order : loginPath(order));
  };
  return (
    <LibraryScope testId="library-book-detail">
      {!id || answer.error !== undefined ? (
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
              <div className="at-library__actions">
                {item.price > 0 ? (
                  <Button type="primary" icon={<ShoppingCartOutlined />} onClick={buy} data-testid="library-buy">
                    {token ? t('library.buy') : t('library.loginToBuy')}
                  </Button>
                ) : (
                  <span className="at-library__muted">{t('library.bookNotForSale')}</span>
                )}
              </div>
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
