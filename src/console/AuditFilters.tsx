import { Input, Select, Space } from 'antd';

/**
 * The header filters of an auditors' queue: the state (the states a submission can be in, drafts left out
 * by the caller) and a keyword, both handed to `apply` (useFilteredTable), which puts them in the address.
 */
export function AuditFilters<S extends string>({
  states,
  state,
  keyword,
  stateLabel,
  keywordPlaceholder,
  apply,
}: {
  states: { value: S; label: string }[];
  state: S;
  keyword: string | undefined;
  stateLabel: string;
  keywordPlaceholder: string;
  apply: (next: Record<string, string | undefined>) => void;
}) {
  return (
    <Space wrap>
      <Select<S> aria-label={stateLabel} style={{ minWidth: 140 }} value={state} onChange={(value) => apply({ state: value })} options={states} data-testid="queue-state" />
      <Input.Search
        allowClear
        defaultValue={keyword}
        placeholder={keywordPlaceholder}
        onSearch={(value) => apply({ keyword: value.trim() || undefined })}
        data-testid="queue-keyword"
      />
    </Space>
  );
}
