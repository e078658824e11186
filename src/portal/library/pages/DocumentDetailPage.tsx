import { useState } from 'react';
import { Alert, Button, Tag } from 'antd';
import { CrownOutlined, DownloadOutlined, EyeOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useRemote } from '../../../components/useRemote';
import { call } from '../../../providers/http';
import { useSession } from '../../../providers/session';
import { library, libraryPayment, type LibraryItemDetail } from '../endpoints';
import { useItemId } from '../hooks';
import { ItemDetail } from '../ItemDetail';
import { LIBRARY_PATHS, loginPath } from '../paths';

/** An address of the server's (possibly relative) made absolute, so another tab resolves it the same way. */
const absolute = (url: string) => new URL(url, window.location.href).href;

function DocumentActions({ item, onChanged }: { item: LibraryItemDetail; onChanged: () => void }) {
  const { t } = useTranslation('portal');
  const navigate = useNavigate();
  const location = useLocation();
  const { token } = useSession();
  const [busy, setBusy] = useState<'preview' | 'download' | 'buy'>();
  const here = location.pathname + location.search;
  const free = item.price === 0;
  const { access } = item;

  const preview = async () => {
    // Opened at the click, so that no popup blocker stops it; pointed at the preview once the link arrives.
    const tab = window.open('', '_blank');
    setBusy('preview');
    try {
      const link = await call(library.getFileDownload2, { id: item.id });
      if (tab) {
        tab.opener = null;
        tab.location.href = absolute(link.url);
      } else {
        window.open(absolute(link.url), '_blank', 'noopener');
      }
    } catch {
      tab?.close();
    } finally {
      setBusy(undefined);
    }
  };

  const download = async () => {
    setBusy('download');
    try {
      const link = await call(library.getFileDownload, { id: item.id });
      // The server answers the PDF as an attachment: the page stays where it is.
      window.location.assign(absolute(link.url));
    } catch {
      // Shown by the http client (e.g. not bought); the page may be out of date.
      onChanged();
    } finally {
      setBusy(undefined);
    }
  };

  const buy = async () => {
    if (!token) {
      void navigate(loginPath(here));
      return;
    }
    setBusy('buy');
    try {
      const { data: order } = await call(libraryPayment.saveLibraryOrder, { id: item.id });
      void navigate(LIBRARY_PATHS.pay(order.orderNo));
    } catch {
      onChanged();
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <>
      <div className="at-library__actions">
        {item.hasPreview && (
          <Button icon={<EyeOutlined />} loading={busy === 'preview'} onClick={() => void preview()} data-testid="library-preview">
            {t('library.preview')}
          </Button>
        )}
        {access.canDownload ? (
          <Button type="primary" icon={<DownloadOutlined />} loading={busy === 'download'} onClick={() => void download()} data-testid="library-download">
            {t('library.download')}
          </Button>
        ) : free ? (
          !token &&
          item.hasFile && (
            <Button type="primary" icon={<DownloadOutlined />} onClick={() => void navigate(loginPath(here))} data-testid="library-login-download">
              {t('library.loginToDownload')}
            </Button>
          )
        ) : access.waitingOrderNo ? (
          <Button type="primary" icon={<ShoppingCartOutlined />} onClick={() => void navigate(LIBRARY_PATHS.pay(access.waitingOrderNo ?? ''))} data-testid="library-continue-payment">
            {t('library.continuePayment')}
          </Button>
        ) : (
          <Button type="primary" icon={<ShoppingCartOutlined />} loading={busy === 'buy'} onClick={() => void buy()} data-testid="library-buy">
            {token ? t('library.buy') : t('library.loginToBuy')}
          </Button>
        )}
        {access.via && access.via !== 'free' && (
          <Tag color={access.via === 'vip' ? 'gold' : 'green'} data-testid="library-access">
            {t(`library.via.${access.via}`)}
          </Tag>
        )}
      </div>
      {!item.hasFile && <Alert type="info" showIcon message={t('library.noFile')} style={{ marginBottom: 16 }} />}
      {!free && !access.canDownload && (
        <Alert
          type="info"
          showIcon
          icon={<CrownOutlined />}
          data-testid="library-vip-note"
          message={
            <span>
              {t('library.vipNote')} <Link to={LIBRARY_PATHS.vip}>{t('library.becomeVip')}</Link>
            </span>
          }
        />
      )}
    </>
  );
}

/** /librany/libranyDetail?id= (also /librany/:id) — one document: what it is, preview, download or buy. */
export default function DocumentDetailPage() {
  const id = useItemId();
  const { token } = useSession();
  const answer = useRemote(
    (signal) => (id ? call(library.getTechnology, { id }, { signal, silent: true }) : Promise.reject(new Error('no id'))),
    `${id}#${token ? 'in' : 'out'}`,
  );
  const item = answer.data ?? (answer.latest?.id === id ? answer.latest : undefined);

  if (item?.kind === 'book') return <Navigate to={LIBRARY_PATHS.book(item.id)} replace />;
  return (
    <ItemDetail
      testId="library-detail"
      item={item}
      missing={!id || (answer.error !== undefined && !item)}
      actions={(document) => <DocumentActions item={document} onChanged={answer.reload} />}
    />
  );
}
