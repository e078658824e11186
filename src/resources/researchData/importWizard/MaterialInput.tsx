import { useState } from 'react';
import { AutoComplete } from 'antd';
import { useTranslation } from 'react-i18next';
import { materialsApi } from '@contract/endpoints/materials';
import { call } from '../../../providers/http';
import { useRemote } from '../../../components/useRemote';

export interface MaterialValue {
  materialName: string;
  gradeId: number | null;
}

const SEARCHED = ['steel', 'aluminium'] as const;

/**
 * A material name, typed freely or picked from the steel and aluminium catalogues (then `gradeId` names the grade).
 * Typing after a pick makes it a plain name again.
 */
export function MaterialInput({ value, onChange, id }: { value?: MaterialValue; onChange?: (value: MaterialValue) => void; id?: string }) {
  const { t } = useTranslation('researchData');
  const [keyword, setKeyword] = useState('');
  const found = useRemote(
    async (signal) => {
      const pages = await Promise.all(SEARCHED.map((type) => call(materialsApi[type].search, { keyword, pageNum: 1, pageSize: 6 }, { signal, silent: true })));
      return pages.flatMap((page) => page.list);
    },
    keyword,
    keyword.length > 0,
  );
  const options = (keyword ? (found.latest ?? []) : []).map((grade) => ({
    key: `${grade.type}-${grade.id}`,
    value: `${grade.type}-${grade.id}`,
    gradeId: grade.id,
    name: grade.name,
    label: (
      <span data-testid={`material-option-${grade.id}`}>
        {grade.name}
        <span style={{ color: '#999', marginLeft: 8 }}>
          {t(`materialTypes.${grade.type}`)} · {grade.standard.number}
        </span>
      </span>
    ),
  }));

  return (
    <AutoComplete
      id={id}
      value={value?.materialName}
      options={options}
      onSearch={(text) => setKeyword(text.trim())}
      onChange={(text: string) => {
        if (!options.some((option) => option.value === text)) onChange?.({ materialName: text, gradeId: null });
      }}
      onSelect={(_, option) => onChange?.({ materialName: option.name, gradeId: option.gradeId })}
      placeholder={t('dataSet.materialPlaceholder')}
      aria-label={t('dataSet.material')}
      data-testid="dataset-material"
    />
  );
}
