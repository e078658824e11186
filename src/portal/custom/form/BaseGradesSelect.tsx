import { useEffect, useRef, useState } from 'react';
import { Select, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { call } from '../../../providers/http';
import { CUSTOM_LIMITS, customization, type CustomSteelName } from '../endpoints';

const SEARCH_DELAY_MS = 300;
export interface KnownGrade {
  id: number;
  name: string;
  standardNo: string;
}
const labelOf = (grade: KnownGrade) => (grade.standardNo ? `${grade.name} · ${grade.standardNo}` : grade.name);

/**
 * Up to five catalogue grades to start from, searched by name as the user types (`material/custom/steelNames`);
 * `known` names the grades already chosen (a link's preselection, a saved request). A form control of grade ids.
 */
export function BaseGradesSelect({ known, value = [], onChange, id }: { known: KnownGrade[]; value?: number[]; onChange?: (ids: number[]) => void; id?: string }) {
  const { t } = useTranslation('customForm');
  const [found, setFound] = useState<CustomSteelName[]>([]);
  const [searching, setSearching] = useState(false);
  /** Grades picked from search answers, by id (`known` names the others). */
  const [picked, setPicked] = useState<Map<number, KnownGrade>>(() => new Map());
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const round = useRef(0);

  useEffect(() => () => clearTimeout(timer.current), []);

  const search = (keyword: string) => {
    clearTimeout(timer.current);
    const mine = ++round.current;
    if (!keyword.trim()) {
      setFound([]);
      setSearching(false);
      return;
    }
    setSearching(true);
    timer.current = setTimeout(() => {
      call(customization.steelNames, { keyword: keyword.trim() }, { silent: true })
        .then((grades) => mine === round.current && setFound(grades))
        .catch(() => mine === round.current && setFound([]))
        .finally(() => mine === round.current && setSearching(false));
    }, SEARCH_DELAY_MS);
  };

  const change = (ids: number[]) => {
    setPicked((previous) => new Map([...previous, ...found.filter((grade) => ids.includes(grade.id)).map((grade) => [grade.id, grade] as const)]));
    onChange?.(ids);
  };

  const chosen = value.map((gradeId) => picked.get(gradeId) ?? known.find((grade) => grade.id === gradeId) ?? { id: gradeId, name: `#${gradeId}`, standardNo: '' });
  const options = [...chosen, ...found.filter((grade) => !value.includes(grade.id))].map((grade) => ({ value: grade.id, label: labelOf(grade) }));

  return (
    <Select<number[]>
      id={id}
      mode="multiple"
      value={value}
      onChange={change}
      showSearch
      filterOption={false}
      onSearch={search}
      maxCount={CUSTOM_LIMITS.baseGradesMax}
      options={options}
      placeholder={t('placeholders.baseGrades')}
      notFoundContent={searching ? <Spin size="small" /> : null}
      style={{ width: '100%' }}
      data-testid="custom-base-grades"
    />
  );
}
