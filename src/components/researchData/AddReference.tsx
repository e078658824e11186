import { useState } from 'react';
import { Button, Form, Input, Select, Space } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { referenceInput, researchData, type DataSetDetail } from '@contract/endpoints/researchData';
import { call } from '../../providers/http';
import { zodRule } from '../zodRule';
import { useRemote } from '../useRemote';
import { useCallAction } from './useCallAction';

const SCOPES = ['mine', 'company', 'shared'] as const;

/** The data sets the owner sees (own, company's, shared with them) whose name matches, for the citation select. */
async function choicesOf(keyword: string, exceptId: number, signal: AbortSignal) {
  const pages = await Promise.all(
    SCOPES.map((scope) => call(researchData.page, { scope, keyword: keyword || undefined, pageNum: 1, pageSize: 20 }, { signal, silent: true }).catch(() => undefined)),
  );
  const seen = new Map<number, string>();
  for (const page of pages) for (const row of page?.list ?? []) if (row.id !== exceptId && !seen.has(row.id)) seen.set(row.id, row.name);
  return [...seen].map(([value, label]) => ({ value, label: `${label} (#${value})` }));
}

/** The owner cites another data set in this one: chosen from the data sets they see, with a note. */
export function AddReference({ detail, onAdded }: { detail: DataSetDetail; onAdded: () => void }) {
  const { t } = useTranslation('researchDataView');
  const [form] = Form.useForm<{ citedId?: number; note: string }>();
  const [keyword, setKeyword] = useState('');
  const choices = useRemote((signal) => choicesOf(keyword, detail.id, signal), keyword);
  const add = useCallAction(researchData.reference, t('references.added'));
  const cited = new Set(detail.cites.map((row) => row.id));

  const submit = async (values: { citedId?: number; note: string }) => {
    if (await add.run({ id: detail.id, citedId: values.citedId ?? 0, note: values.note ?? '' })) {
      form.resetFields();
      onAdded();
    }
  };

  return (
    <Form form={form} name="researchReference" layout="inline" onFinish={(values) => void submit(values)} data-testid="dataset-reference-form">
      <Form.Item name="citedId" label={t('references.dataSet')} rules={[zodRule(referenceInput.shape.citedId)]} style={{ minWidth: 320 }}>
        <Select<number>
          showSearch
          allowClear
          filterOption={false}
          placeholder={t('references.dataSetPlaceholder')}
          onSearch={(value) => setKeyword(value.trim())}
          loading={choices.loading}
          options={(choices.data ?? choices.latest ?? []).filter((choice) => !cited.has(choice.value))}
          data-testid="dataset-reference-select"
        />
      </Form.Item>
      <Form.Item name="note" label={t('references.note')} rules={[zodRule(referenceInput.shape.note)]}>
        <Input maxLength={200} data-testid="dataset-reference-note" />
      </Form.Item>
      <Form.Item>
        <Space>
          <Button htmlType="submit" icon={<PlusOutlined />} loading={add.running} data-testid="dataset-reference-add">
            {t('references.add')}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
