import { useState } from 'react';
import { useCustom } from '@refinedev/core';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { laboratoryPublic } from '@contract/endpoints/laboratory';
import type { Page } from '@contract/result';

type LabOption = { id: number; name: string };

/** Pick one approved laboratory by name (searched on the server), to see its orders only. */
export function LaboratoryFilter({ value, onChange }: { value?: string; onChange: (laboratoryId?: string) => void }) {
  const { t } = useTranslation('testOrders');
  const [keyword, setKeyword] = useState('');
  const { result } = useCustom<Page<LabOption>>({
    url: laboratoryPublic.page.path,
    method: 'get',
    config: { query: { pageNum: 1, pageSize: 20, ...(keyword && { keyword }) } },
    errorNotification: false,
    meta: { silent: true },
  });
  const labs = (result.data as Page<LabOption> | undefined)?.list ?? [];
  return (
    <Select
      allowClear
      showSearch
      filterOption={false}
      value={value ? Number(value) : undefined}
      placeholder={t('list.allLaboratories')}
      aria-label={t('list.laboratory')}
      onSearch={(text) => setKeyword(text.trim())}
      onChange={(id?: number) => onChange(id === undefined ? undefined : String(id))}
      options={labs.map((lab) => ({ value: lab.id, label: lab.name }))}
      style={{ width: 220 }}
      data-testid="order-laboratory-filter"
    />
  );
}
