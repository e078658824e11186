import { useState } from 'react';
import { Button, Empty, Form, InputNumber, Radio, Result, Skeleton, Tag } from 'antd';
import { Link, Navigate, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MSG } from '@contract/messages';
import { clearErrorsOnChange } from '../../../components/formErrors';
import { formatFen } from '../../../components/format/money';
import { useRemote } from '../../../components/useRemote';
import { zodRule } from '../../../components/zodRule';
import { call } from '../../../providers/http';
import { message } from '../../../providers/i18n';
import { useSession } from '../../../providers/session';
import { Cover } from '../Cover';
import { booksOrderInput, library, libraryPayment, type Address } from '../endpoints';
import { useItemId } from '../hooks';
import { LibraryScope } from '../LibraryScope';
import { LIBRARY_PATHS, loginPath } from '../paths';

interface OrderForm {
  quantity: number;
  addressId?: number;
}

const MAX_QUANTITY = 99;

function AddressChoice({ addresses, value, onChange }: { addresses: Address[]; value?: number; onChange?: (id: number) => void }) {
  const { t } = useTranslation('portal');
  if (addresses.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('library.order.noAddress')} />;
  return (
    <Radio.Group
      value={value}
      onChange={(event) => onChange?.(event.target.value as number)}
      className="at-library__addresses"
      aria-label={t('library.order.address')}
      data-testid="book-order-addresses"
    >
      {addresses.map((address) => (
        <Radio
          key={address.id}
          value={address.id}
          className={`at-library__address${value === address.id ? ' at-library__address--chosen' : ''}`}
          data-testid={`book-order-address-${address.id}`}
        >
          <strong>{address.consignee}</strong> {address.telephone} {address.isDefault && <Tag color="blue">{t('library.order.default')}</Tag>}
          <div className="at-library__muted">
            {address.locationName} {address.detail}
          </div>
        </Radio>
      ))}
    </Radio.Group>
  );
}

/** /librany/libranyOrder?id= — confirm an order of printed copies of a book: how many, and where to. */
export default function BookOrderPage() {
  const { t } = useTranslation('portal');
  const navigate = useNavigate();
  const id = useItemId();
  const { token } = useSession();
  const [form] = Form.useForm<OrderForm>();
  const quantity = Form.useWatch('quantity', form);
  const [saving, setSaving] = useState(false);
  const itemAnswer = useRemote(
    (signal) => (id ? call(library.getTechnology, { id }, { signal, silent: true }) : Promise.reject(new Error('no id'))),
    String(id),
    Boolean(token),
  );
  const addressAnswer = useRemote((signal) => call(library.listAddress, {}, { signal }), 'addresses', Boolean(token && id));
  const item = itemAnswer.data;
  const addresses = addressAnswer.data;

  if (!token) return <Navigate to={loginPath(id ? LIBRARY_PATHS.order(id) : LIBRARY_PATHS.list)} replace />;
  const back = <Button onClick={() => void navigate(LIBRARY_PATHS.list)}>{t('library.back')}</Button>;
  if (!id || itemAnswer.error !== undefined || item?.kind === 'document') {
    return (
      <LibraryScope testId="book-order">
        <Result status="warning" title={t('library.notFound')} extra={back} />
      </LibraryScope>
    );
  }
  if (!item || !addresses) {
    return (
      <LibraryScope testId="book-order">
        <Skeleton active />
      </LibraryScope>
    );
  }

  const count = Number.isInteger(quantity) && quantity >= 1 && quantity <= MAX_QUANTITY ? quantity : 1;
  const initialAddress = (addresses.find((address) => address.isDefault) ?? addresses[0])?.id;

  const onFinish = async (values: OrderForm) => {
    setSaving(true);
    try {
      const { data: order } = await call(libraryPayment.saveBooksOrder, { id: item.id, quantity: values.quantity, addressId: values.addressId });
      void navigate(LIBRARY_PATHS.pay(order.orderNo));
    } catch {
      // Shown by the http client.
    } finally {
      setSaving(false);
    }
  };

  return (
    <LibraryScope testId="book-order">
      <header className="at-library__head">
        <h1>{t('library.order.title')}</h1>
      </header>
      <div className="at-library__detail">
        <Cover item={item} large />
        <Form<OrderForm>
          form={form}
          layout="vertical"
          requiredMark={false}
          validateTrigger="onSubmit"
          onValuesChange={clearErrorsOnChange(form)}
          initialValues={{ quantity: 1, addressId: initialAddress }}
          onFinish={(values) => void onFinish(values)}
        >
          <h2>
            <Link to={LIBRARY_PATHS.book(item.id)}>{item.title}</Link>
          </h2>
          <p className="at-library__muted">{t('library.order.unitPrice', { price: formatFen(item.price) })}</p>
          <Form.Item name="quantity" label={t('library.order.quantity')} rules={[zodRule(booksOrderInput.shape.quantity)]}>
            <InputNumber min={1} max={MAX_QUANTITY} precision={0} step={1} data-testid="book-order-quantity" />
          </Form.Item>
          <Form.Item
            name="addressId"
            label={t('library.order.address')}
            rules={[
              {
                validator: async (_rule, value) => {
                  if (value === undefined || value === null) throw new Error(message(MSG.shippingAddressRequired));
                },
              },
            ]}
            extra={<Link to={LIBRARY_PATHS.deliveryAddress}>{t(addresses.length ? 'library.order.manageAddresses' : 'library.order.addAddress')}</Link>}
          >
            <AddressChoice addresses={addresses} />
          </Form.Item>
          <p>
            {t('library.order.total')}{' '}
            <span className="at-library__total" data-testid="book-order-total">
              {formatFen(item.price * count)}
            </span>
          </p>
          <Button type="primary" htmlType="submit" size="large" loading={saving} data-testid="book-order-submit">
            {t('library.order.submit')}
          </Button>
        </Form>
      </div>
    </LibraryScope>
  );
}
