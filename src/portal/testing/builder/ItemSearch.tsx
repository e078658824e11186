import { useState } from 'react';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRemote } from '../../../components/useRemote';
import { call } from '../../../providers/http';
import { examineContent, type DetectionItem } from '../endpoints';
import { useNameOf } from '../text';

/** Adds a catalogue item to the order: search by name or standard, items some laboratory offers. */
export function ItemSearch({ chosen, onAdd }: { chosen: readonly number[]; onAdd: (item: DetectionItem) => void }) {
  const { t } = useTranslation('testing');
  const nameOf = useNameOf();
  const [keyword, setKeyword] = useState('');
  const answer = useRemote((signal) => call(examineContent.list, { keyword: keyword || undefined, pageNum: 1, pageSize: 20 }, { signal, silent: true }), keyword);
  const items = (answer.data ?? answer.latest)?.list.filter((item) => item.offerCount > 0 && !chosen.includes(item.id)) ?? [];
  return (
    <Select<number>
      showSearch
      value={null}
      filterOption={false}
      onSearch={setKeyword}
      placeholder={t('builder.addItem')}
      aria-label={t('builder.addItem')}
      loading={answer.loading}
      options={items.map((item) => ({ value: item.id, label: `${nameOf(item)} · ${item.standards.join(' / ')}` }))}
      onChange={(id) => {
        const item = items.find((candidate) => candidate.id === id);
        if (item) onAdd(item);
      }}
      style={{ width: 420, maxWidth: '100%' }}
      data-testid="builder-add-item"
    />
  );
}
