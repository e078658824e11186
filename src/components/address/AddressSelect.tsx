import { Select } from 'antd';
import type { Address } from '@contract/endpoints/address';

interface Props {
  addresses: Address[] | undefined;
  placeholder: string;
  notFoundContent: string;
  testId: string;
  /** Shown in brackets after the default address; without it the default is not marked. */
  defaultLabel?: string;
  value?: number;
  onChange?: (addressId: number | undefined) => void;
  id?: string;
}

/** One of the user's delivery addresses (a form control): consignee, telephone, place; loading until they arrive. */
export function AddressSelect({ addresses, placeholder, notFoundContent, testId, defaultLabel, value, onChange, id }: Props) {
  return (
    <Select<number>
      id={id}
      value={value}
      onChange={(next) => onChange?.(next)}
      allowClear
      loading={!addresses}
      placeholder={placeholder}
      notFoundContent={notFoundContent}
      options={(addresses ?? []).map((address) => ({
        value: address.id,
        label: `${address.consignee} ${address.telephone} · ${address.locationName} ${address.detail}${defaultLabel && address.isDefault ? ` (${defaultLabel})` : ''}`,
      }))}
      style={{ width: '100%', maxWidth: 640 }}
      data-testid={testId}
    />
  );
}
