import { Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { QualityCategory } from '../../endpoints';
import { categoryName } from '../../../../components/quality';

interface GradeOption {
  id: number;
  name: string;
  standardCode: string;
}

export interface RankingFiltersProps {
  categories: readonly QualityCategory[];
  category: QualityCategory | undefined;
  year: number | undefined;
  keyword: string | undefined;
  /** Leave out the category choice (a category's own ranking). */
  categoryFixed?: boolean;
  /** The grades of the category, to filter by one. */
  grades?: readonly GradeOption[];
  gradeId?: number;
  onChange: (next: { categoryId?: string; year?: string; gradeId?: string; keyword?: string }) => void;
}

/** A ranking's category, year (the category's years, newest first), grade and keyword. */
export function RankingFilters({ categories, category, year, keyword, categoryFixed, grades, gradeId, onChange }: RankingFiltersProps) {
  const { t, i18n } = useTranslation('qualityRanking');
  const years = category?.years ?? [];
  return (
    <div className="at-qrank__filters" role="search">
      {!categoryFixed && (
        <Select<number>
          aria-label={t('filters.category')}
          value={category?.id}
          placeholder={t('filters.category')}
          onChange={(value) => onChange({ categoryId: String(value), year: undefined, gradeId: undefined })}
          options={categories.map((item) => ({
            value: item.id,
            label: t('filters.categoryOption', { name: categoryName(item, i18n.language), count: item.lines }),
          }))}
          style={{ minWidth: 220 }}
          data-testid="ranking-category"
        />
      )}
      <Select<number>
        aria-label={t('filters.year')}
        value={years.length > 0 ? year : undefined}
        placeholder={years.length > 0 ? t('filters.year') : t('filters.noYear')}
        disabled={years.length === 0}
        onChange={(value) => onChange({ year: String(value) })}
        options={years.map((value) => ({ value, label: t('filters.yearOption', { year: value }) }))}
        style={{ minWidth: 140 }}
        data-testid="ranking-year"
      />
      {grades && (
        <Select<number | 0>
          aria-label={t('filters.grade')}
          value={gradeId ?? 0}
          onChange={(value) => onChange({ gradeId: value ? String(value) : undefined })}
          options={[
            { value: 0, label: t('filters.allGrades') },
            ...grades.map((grade) => ({ value: grade.id, label: `${grade.name} (${grade.standardCode})` })),
          ]}
          showSearch
          optionFilterProp="label"
          style={{ minWidth: 220 }}
          data-testid="ranking-grade"
        />
      )}
      <Input.Search
        key={keyword ?? ''}
        allowClear
        defaultValue={keyword}
        placeholder={t('filters.keyword')}
        aria-label={t('filters.keyword')}
        onSearch={(value) => onChange({ keyword: value.trim() || undefined })}
        style={{ maxWidth: 320 }}
        data-testid="ranking-keyword"
      />
    </div>
  );
}
