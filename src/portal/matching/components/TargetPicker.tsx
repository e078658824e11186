import { useMemo } from 'react';
import { Select, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { fromTargetValues, targetFound, targetGroups, targetValues, type TargetStandard } from '../model/targets';

/**
 * Where to look: any standards of the material type and whole systems (all EN, all ASTM) or countries, in one
 * searchable list grouped by system. A country is kept as its systems.
 */
export function TargetPicker({
  id,
  standards,
  value,
  onChange,
}: {
  id: string;
  standards: readonly TargetStandard[];
  value: { standards: string[]; systems: string[] };
  onChange: (value: { standards: string[]; systems: string[] }) => void;
}) {
  const { t, i18n } = useTranslation(['matching', 'materials']);
  const groups = useMemo(() => targetGroups(standards, t, i18n.language), [standards, t, i18n.language]);
  const byValue = useMemo(() => new Map(groups.flatMap((group) => group.options.map((option) => [option.value, option]))), [groups]);
  return (
    <Select<string[]>
      id={id}
      mode="multiple"
      allowClear
      showSearch
      placeholder={t('targets.placeholder')}
      notFoundContent={t('targets.notFound')}
      value={targetValues(value.standards, value.systems)}
      onChange={(values) => onChange(fromTargetValues(values, standards))}
      filterOption={(typed, option) => targetFound(typed, option as { search?: string } | undefined)}
      options={groups.map((group) => ({ label: group.label, title: group.label, options: group.options.map((option) => ({ ...option, title: option.label })) }))}
      tagRender={({ value: chosen, closable, onClose }) => (
        <Tag closable={closable} onClose={onClose} className="at-match-target-tag" data-testid="target-tag">
          {byValue.get(String(chosen))?.tag ?? String(chosen)}
        </Tag>
      )}
      className="at-match-targets-picker"
      data-testid="target-standards"
    />
  );
}
