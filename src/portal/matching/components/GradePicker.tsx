import { useEffect, useState, type ReactNode } from 'react';
import { Select } from 'antd';
import type { GradeSummary } from '@contract/endpoints/materials';
import { call } from '../../../providers/http';
import type { MaterialType } from '../../materials';
import { matchingApi } from '../endpoints';

export interface PickedGrade {
  id: number;
  label: string;
}

const pickedOf = (grade: GradeSummary): PickedGrade => ({ id: grade.id, label: `${grade.name} · ${grade.standard.code}` });

const SEARCH_DELAY_MS = 250;
const PAGE_SIZE = 20;

/**
 * Search-as-you-type over the catalogue (steelList, first page of 20): grade, alias or material number.
 * The answer of the newest keyword wins.
 */
export function GradePicker({
  type,
  value,
  onChange,
  placeholder,
  testId,
  id,
}: {
  type: MaterialType;
  value: PickedGrade | undefined;
  onChange: (grade: PickedGrade | undefined) => void;
  placeholder: string;
  testId: string;
  id?: string;
}) {
  const [keyword, setKeyword] = useState('');
  const [options, setOptions] = useState<PickedGrade[]>([]);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setLoading(true);
      call(matchingApi.steelList, { keyword: keyword || undefined, type, pageNum: 1, pageSize: PAGE_SIZE }, { signal: controller.signal })
        .then((page) => setOptions(page.list.map(pickedOf)))
        .catch(() => undefined)
        .finally(() => {
          if (!controller.signal.aborted) setLoading(false);
        });
    }, SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [keyword, type]);

  const shown = value && !options.some((option) => option.id === value.id) ? [value, ...options] : options;
  return (
    <Select
      id={id}
      showSearch
      allowClear
      labelInValue
      filterOption={false}
      loading={loading}
      placeholder={placeholder}
      value={value ? { value: value.id, label: value.label } : undefined}
      onSearch={setKeyword}
      onChange={(picked: { value: number; label: ReactNode } | undefined) =>
        onChange(picked ? shown.find((option) => option.id === picked.value) : undefined)
      }
      options={shown.map((option) => ({ value: option.id, label: option.label }))}
      className="at-match-picker"
      data-testid={testId}
    />
  );
}
