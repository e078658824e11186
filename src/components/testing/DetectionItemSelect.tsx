import { useEffect, useState } from 'react';
import { Select, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { examineContent, type DetectionItem } from '@contract/endpoints/testKits';
import type { CAPABILITY_KINDS } from '@contract/endpoints/laboratoryCommon';
import { call } from '../../providers/http';

/** What the select needs to show an item: its name in both languages, its standards and kind. */
export type ItemLabel = Pick<DetectionItem, 'id' | 'kind' | 'nameZh' | 'nameEn' | 'standards'>;

const SEARCH_DELAY_MS = 300;
const PAGE_SIZE = 20;

/** The item's name in the page's language. */
export const itemName = (item: Pick<DetectionItem, 'nameZh' | 'nameEn'>, language: string) => (language === 'en' ? item.nameEn : item.nameZh);

/**
 * A search select over the catalogue of detection and preparation items (`examine/content/list`): the name in the
 * current language, the method standards and the kind. `known` are items already chosen (an edited kit's, a
 * capability's), shown before any search. `onPick` also hands over the picked item, for forms that fill fields
 * from it.
 */
export function DetectionItemSelect({
  value,
  onChange,
  onPick,
  known = [],
  kind,
  placeholder,
  kindLabel,
  disabled,
  allowClear,
  testId,
  id,
}: {
  value?: number | null;
  onChange?: (value: number | null) => void;
  onPick?: (item: ItemLabel | undefined) => void;
  known?: ItemLabel[];
  kind?: (typeof CAPABILITY_KINDS)[number];
  placeholder?: string;
  kindLabel: (kind: ItemLabel['kind']) => string;
  disabled?: boolean;
  allowClear?: boolean;
  testId?: string;
  id?: string;
}) {
  const { i18n } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [found, setFound] = useState<ItemLabel[]>([]);
  const [loading, setLoading] = useState(false);
  /** The catalogue is searched once the list is first opened, not for every row of a form. */
  const [opened, setOpened] = useState(false);
  /** The item picked last, kept in the options when a later search no longer finds it. */
  const [picked, setPicked] = useState<ItemLabel>();

  useEffect(() => {
    if (!opened) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      setLoading(true);
      call(examineContent.list, { pageNum: 1, pageSize: PAGE_SIZE, keyword: keyword.trim() || undefined, kind }, { signal: controller.signal, silent: true })
        .then((page) => {
          if (!controller.signal.aborted) setFound(page.list);
        })
        .catch(() => undefined)
        .finally(() => {
          if (!controller.signal.aborted) setLoading(false);
        });
    }, keyword ? SEARCH_DELAY_MS : 0);
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [keyword, kind, opened]);

  const items = new Map<number, ItemLabel>();
  for (const item of [...known, ...(picked ? [picked] : []), ...found]) if (!items.has(item.id)) items.set(item.id, item);
  const unknownValue = typeof value === 'number' && value > 0 && !items.has(value) && !loading ? value : undefined;

  // A value chosen earlier that neither `known` nor the first results hold (a capability's linked item): its label.
  useEffect(() => {
    if (unknownValue === undefined) return;
    const controller = new AbortController();
    call(examineContent.detail, { id: unknownValue }, { signal: controller.signal, silent: true })
      .then((item) => {
        if (!controller.signal.aborted) setPicked(item);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [unknownValue]);

  const options = [...items.values()].map((item) => ({
    value: item.id,
    label: itemName(item, i18n.language),
    item,
  }));

  return (
    <Select<number | null, (typeof options)[number]>
      id={id}
      showSearch
      allowClear={allowClear}
      disabled={disabled}
      value={value ?? null}
      placeholder={placeholder}
      filterOption={false}
      onSearch={setKeyword}
      onOpenChange={(open) => open && setOpened(true)}
      loading={loading}
      options={options}
      data-testid={testId}
      optionRender={(option) => (
        <Space direction="vertical" size={0} data-testid={`item-option-${option.value}`}>
          <Space size={4}>
            <Tag color={option.data.item.kind === 'detection' ? 'blue' : 'purple'}>{kindLabel(option.data.item.kind)}</Tag>
            <span>{option.data.label}</span>
          </Space>
          {option.data.item.standards.length > 0 && <Typography.Text type="secondary">{option.data.item.standards.join(' · ')}</Typography.Text>}
        </Space>
      )}
      onChange={(next) => {
        const item = next === null || next === undefined ? undefined : items.get(next);
        if (item) setPicked(item);
        onChange?.(next ?? null);
        onPick?.(item);
      }}
      style={{ width: '100%' }}
    />
  );
}
