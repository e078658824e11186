import { ReloadOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AddressSelect } from '../../../components/address/AddressSelect';
import type { Address } from '../endpoints';
import { DELIVERY_ADDRESS_PATH } from '../paths';

interface Props {
  addresses: Address[] | undefined;
  onReload: () => void;
  value?: number;
  onChange?: (addressId: number | undefined) => void;
  id?: string;
}

/** One of the buyer's delivery addresses, with a way to add one in the personal centre and load it here (a form control). */
export function AddressField({ addresses, onReload, value, onChange, id }: Props) {
  const { t } = useTranslation('customForm');
  return (
    <Space direction="vertical" size={4} style={{ width: '100%' }}>
      <AddressSelect
        id={id}
        value={value}
        onChange={onChange}
        addresses={addresses}
        placeholder={t('placeholders.address')}
        notFoundContent={t('hints.noAddress')}
        testId="custom-address"
      />
      <Space size={16}>
        <Link to={DELIVERY_ADDRESS_PATH} target="_blank" rel="noopener" data-testid="custom-address-add">
          {t('actions.addAddress')}
        </Link>
        <Button type="link" size="small" icon={<ReloadOutlined />} onClick={onReload} style={{ padding: 0 }} data-testid="custom-address-reload">
          {t('actions.reload')}
        </Button>
      </Space>
    </Space>
  );
}
