import { useState } from 'react';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { researchProjects } from '@contract/endpoints/researchData';
import { usePagedCall } from './usePagedCall';

/**
 * The caller's projects to choose from (the first 20 of a search by name). `initial` names the chosen one
 * while it is not among the results (an edited data set's project).
 */
export function ProjectSelect({
  value,
  onChange,
  initial,
  allowClear,
  placeholder,
  id,
  testId,
  style,
}: {
  value?: number;
  onChange?: (value: number | undefined) => void;
  initial?: { id: number; name: string };
  allowClear?: boolean;
  placeholder?: string;
  id?: string;
  testId?: string;
  style?: React.CSSProperties;
}) {
  const { t } = useTranslation('researchData');
  const [keyword, setKeyword] = useState('');
  const { page, loading } = usePagedCall(researchProjects.page, { pageNum: 1, pageSize: 20, keyword: keyword || undefined });
  const options = (page?.list ?? []).map((project) => ({ value: project.id, label: project.name }));
  if (initial && !options.some((option) => option.value === initial.id)) options.unshift({ value: initial.id, label: initial.name });
  return (
    <Select<number>
      id={id}
      showSearch
      allowClear={allowClear}
      filterOption={false}
      onSearch={(text) => setKeyword(text.trim())}
      loading={loading}
      value={value}
      onChange={(next) => onChange?.(next)}
      options={options}
      placeholder={placeholder ?? t('dataSet.projectPlaceholder')}
      aria-label={t('dataSet.project')}
      notFoundContent={t('project.none')}
      data-testid={testId}
      style={style}
    />
  );
}
