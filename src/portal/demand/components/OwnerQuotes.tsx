import { useState } from 'react';
import { Button, Empty, Popconfirm, Table } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../components/format/dateTime';
import { formatFen } from '../../../components/format/money';
import { call } from '../../../providers/http';
import { myResearchDemand, type DemandDetail, type DemandQuote } from '../endpoints';
import { DEMAND_PATHS } from '../paths';
import { QuoteStateTag } from '../../../components/demand/StateTag';

/**
 * Every quote of the owner's demand: accept one and pay it (the server declines the others and opens the order),
 * or pay the accepted one (again, once an unpaid order expired).
 */
export function OwnerQuotes({ demand }: { demand: DemandDetail }) {
  const { t } = useTranslation('demand');
  const navigate = useNavigate();
  const [busy, setBusy] = useState<number>();
  const mayAccept = demand.nextActions.includes('accept');
  const mayPay = demand.nextActions.includes('pay');

  const order = async (quote: DemandQuote) => {
    setBusy(quote.id);
    try {
      const { orderNo } = await call(myResearchDemand.orderSave, { quoteId: quote.id });
      void navigate(DEMAND_PATHS.pay(orderNo));
    } catch {
      // The http client has shown why.
    } finally {
      setBusy(undefined);
    }
  };

  if (demand.quotes.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('detail.noQuotes')} />;
  return (
    <Table<DemandQuote>
      size="small"
      rowKey="id"
      pagination={false}
      dataSource={demand.quotes}
      data-testid="demand-quotes"
      scroll={{ x: true }}
      columns={[
        { title: t('fields.laboratory'), render: (_, quote) => quote.laboratoryName },
        { title: t('fields.price'), render: (_, quote) => formatFen(quote.price) },
        { title: t('fields.days'), dataIndex: 'days' },
        { title: t('fields.note'), render: (_, quote) => <span style={{ whiteSpace: 'pre-wrap' }}>{quote.note}</span> },
        { title: t('fields.updateTime'), render: (_, quote) => formatDateTime(quote.updateTime) },
        { title: t('fields.quoteState'), render: (_, quote) => <QuoteStateTag state={quote.state} /> },
        {
          title: '',
          render: (_, quote) =>
            mayAccept && quote.state === 'offered' ? (
              <Popconfirm title={t('detail.acceptConfirm')} onConfirm={() => void order(quote)}>
                <Button type="primary" size="small" loading={busy === quote.id} disabled={busy !== undefined} data-testid={`quote-accept-${quote.laboratoryName}`}>
                  {t('detail.acceptAndPay')}
                </Button>
              </Popconfirm>
            ) : mayPay && quote.state === 'accepted' ? (
              <Button type="primary" size="small" loading={busy === quote.id} onClick={() => void order(quote)} data-testid="quote-pay">
                {t('detail.pay')}
              </Button>
            ) : null,
        },
      ]}
    />
  );
}
