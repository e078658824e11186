import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Address } from '../endpoints';

interface Props {
  value?: number;
  onChange?: (addressId: number | undefined) => void;
  addresses: Address[] | undefined;
  id?: string;
}

/** Where the report and the remaining samples go back: one of the user's delivery addresses (a form control). */
export function AddressField({ value, onChange, addresses, id }: Props) {
  const { t } = useTranslation('testing');
  return (
    <Select<number>
      id={id}
      value={value}
      onChange={(next) => onChange?.(next)}
      allowClear
      loading={!addresses}
      placeholder={t('builder.chooseAddress')}
      notFoundContent={t('builder.noAddress')}
      options={(addresses ?? []).map((address) => ({
        value: address.id,
        label: `${address.consignee} ${address.telephone} · ${address.locationName} ${address.detail}${address.isDefault ? ` (${t('builder.defaultAddress')})` : ''}`,
      }))}
      style={{ width: '100%', maxWidth: 640 }}
      data-testid="builder-address"
    />
  );
}
