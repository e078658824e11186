import { useEffect, useState } from 'react';
import { Alert, Button, Form, Input, InputNumber } from 'antd';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../../components/zodRule';
import { call } from '../../../providers/http';
import { message as text } from '../../../providers/i18n';
import { DEMAND_LIMITS, demandQuotes, quoteInput, type DemandDetail } from '../endpoints';
import { QuoteStateTag } from '../../../components/demand/StateTag';

interface Values {
  /** Yuan, as typed. */
  price: number;
  days: number;
  note?: string;
}

const field = quoteInput.shape;

/** An approved laboratory's quote for the demand: offered, or changed while it is still offered. */
export function QuoteForm({ demand, onSaved }: { demand: DemandDetail; onSaved: (detail: DemandDetail) => void }) {
  const { t } = useTranslation('demand');
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const own = demand.quotes[0];
  const mayQuote = demand.nextActions.includes('quote');
  const { hash } = useLocation();
  // The list's "Quote" button leads here (`#quote`).
  useEffect(() => {
    if (hash === '#quote') document.getElementById('quote')?.scrollIntoView?.({ block: 'start' });
  }, [hash]);

  const submit = async (values: Values) => {
    setSaving(true);
    try {
      onSaved(await call(demandQuotes.quote, { demandId: demand.id, price: Math.round(values.price * 100), days: values.days, note: values.note ?? '' }));
    } catch {
      // The http client has shown why.
    } finally {
      setSaving(false);
    }
  };

  return (
    <div id="quote" data-testid="demand-quote-form">
      {own && (
        <p>
          <QuoteStateTag state={own.state} />
        </p>
      )}
      {!mayQuote && own && <Alert type="info" showIcon message={t('detail.quoteLocked')} style={{ marginBottom: 12 }} />}
      <Form<Values>
        form={form}
        layout="vertical"
        className="at-demand__form"
        disabled={!mayQuote}
        initialValues={own ? { price: own.price / 100, days: own.days, note: own.note } : undefined}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item
          name="price"
          label={t('detail.priceYuan')}
          required
          rules={[
            {
              validator: async (_rule, value?: number | null) => {
                if (!field.price.safeParse(typeof value === 'number' ? Math.round(value * 100) : undefined).success) throw new Error(text('quotePriceInvalid'));
              },
            },
          ]}
        >
          <InputNumber min={0.01} max={DEMAND_LIMITS.amountMax / 100} precision={2} style={{ width: 200 }} data-testid="quote-price" />
        </Form.Item>
        <Form.Item name="days" label={t('fields.days')} rules={[zodRule(field.days)]} required>
          <InputNumber min={1} max={DEMAND_LIMITS.quoteDaysMax} precision={0} style={{ width: 200 }} data-testid="quote-days" />
        </Form.Item>
        <Form.Item name="note" label={t('fields.note')}>
          <Input.TextArea maxLength={DEMAND_LIMITS.quoteNoteMax} showCount autoSize={{ minRows: 3 }} data-testid="quote-note" />
        </Form.Item>
        {mayQuote && (
          <Button type="primary" htmlType="submit" loading={saving} data-testid="quote-submit">
            {own ? t('detail.updateQuote') : t('detail.sendQuote')}
          </Button>
        )}
      </Form>
    </div>
  );
}
