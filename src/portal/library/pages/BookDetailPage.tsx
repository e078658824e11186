import { Button } from 'antd';
import { ShoppingCartOutlined } from '@ant-design/icons';
import { Navigate, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useRemote } from '../../../components/useRemote';
import { call } from '../../../providers/http';
import { useSession } from '../../../providers/session';
import { library } from '../endpoints';
import { useItemId } from '../hooks';
import { ItemDetail } from '../ItemDetail';
import { LIBRARY_PATHS, loginPath } from '../paths';

/** /librany/libranyBookDetail?id= (also /libranyBook/:id) — one printed book: what it is, its price, buy it. */
export default function BookDetailPage() {
  const { t } = useTranslation('portal');
  const navigate = useNavigate();
  const id = useItemId();
  const { token } = useSession();
  const answer = useRemote(
    (signal) => (id ? call(library.getTechnology, { id }, { signal, silent: true }) : Promise.reject(new Error('no id'))),
    String(id),
  );
  const item = answer.data;

  if (item?.kind === 'document') return <Navigate to={LIBRARY_PATHS.document(item.id)} replace />;
  const buy = (bookId: number) => {
    const order = LIBRARY_PATHS.order(bookId);
    void navigate(token ? order : loginPath(order));
  };
  return (
    <ItemDetail
      testId="library-book-detail"
      item={item}
      missing={!id || answer.error !== undefined}
      actions={(book) => (
        <div className="at-library__actions">
          {book.price > 0 ? (
            <Button type="primary" icon={<ShoppingCartOutlined />} onClick={() => buy(book.id)} data-testid="library-buy">
              {token ? t('library.buy') : t('library.loginToBuy')}
            </Button>
          ) : (
            <span className="at-library__muted">{t('library.bookNotForSale')}</span>
          )}
        </div>
      )}
    />
  );
}
