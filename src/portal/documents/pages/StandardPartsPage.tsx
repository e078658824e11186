import { Button, Empty, Form, Input, InputNumber, Select, Space, Table } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PART_FAMILIES, standardPartsApi as standardParts, type PartRow } from '@contract/endpoints/documents';
import { saveBlob } from '../../../components/download/saveBlob';
import { useRemote } from '../../../components/useRemote';
import { call } from '../../../providers/http';
import { idFrom, partsCsv, shown, symbolMeaning, symbolsOf, usePageLanguage } from '../text';

const PAGE_SIZE = 50;
const number = (value: string | null) => (value !== null && value !== '' && Number.isFinite(Number(value)) ? Number(value) : undefined);

/** /standardParts/list — the standard parts table: family, standard, size and diameter filters; a column per symbol; CSV of the shown rows. */
export default function StandardPartsPage() {
  const { t } = useTranslation('documents');
  const language = usePageLanguage();
  const [params, setParams] = useSearchParams();
  const family = PART_FAMILIES.find((candidate) => candidate === params.get('family'));
  const filters = {
    family,
    standardNo: params.get('standard') || undefined,
    size: params.get('size') || undefined,
    diameterMin: number(params.get('min')),
    diameterMax: number(params.get('max')),
    keyword: params.get('keyword') || undefined,
  };
  const pageNum = idFrom(params.get('pageNum')) ?? 1;
  const families = useRemote((signal) => call(standardParts.families, {}, { signal }), 'families');
  const list = useRemote((signal) => call(standardParts.getList, { ...filters, pageNum, pageSize: PAGE_SIZE }, { signal }), `${params.toString()}`);
  const page = list.data ?? list.latest;
  const rows = page?.list ?? [];
  const symbols = symbolsOf(rows);
  const standards = (families.data ?? []).filter((row) => !family || row.family === family).flatMap((row) => row.standards);

  const apply = (values: Record<string, string | number | undefined | null>) => {
    const next = new URLSearchParams();
    for (const [key, value] of Object.entries(values)) if (value !== undefined && value !== null && value !== '') next.set(key, String(value));
    setParams(next);
  };
  const exportCsv = () =>
    saveBlob(
      new Blob([partsCsv(rows, symbols, language, { standard: t('parts.standard'), name: t('parts.name'), size: t('parts.size'), source: t('parts.source') })], { type: 'text/csv;charset=utf-8' }),
      'standard-parts.csv',
    );

  return (
    <div className="at-container" style={{ padding: '24px 16px' }} data-testid="standard-parts">
      <h1>{t('parts.title')}</h1>
      <p>{t('parts.lead')}</p>
      <Form
        layout="inline"
        key={params.toString()}
        initialValues={{ family, standard: filters.standardNo, size: filters.size, min: filters.diameterMin, max: filters.diameterMax, keyword: filters.keyword }}
        onFinish={apply}
        style={{ marginBottom: 16, rowGap: 8 }}
        data-testid="parts-filter"
      >
        <Form.Item name="family" label={t('parts.family')}>
          <Select
            allowClear
            style={{ width: 140 }}
            placeholder={t('parts.allFamilies')}
            options={PART_FAMILIES.map((value) => ({ value, label: t(`parts.families.${value}`) }))}
          />
        </Form.Item>
        <Form.Item name="standard" label={t('parts.standard')}>
          <Select allowClear style={{ width: 200 }} placeholder={t('parts.allStandards')} options={standards.map((row) => ({ value: row.standardNo, label: row.standardNo }))} />
        </Form.Item>
        <Form.Item name="size" label={t('parts.size')}>
          <Input style={{ width: 90 }} placeholder="M10" maxLength={20} />
        </Form.Item>
        <Form.Item name="min" label={t('parts.diameterMin')}>
          <InputNumber min={0} max={1000} style={{ width: 90 }} />
        </Form.Item>
        <Form.Item name="max" label={t('parts.diameterMax')}>
          <InputNumber min={0} max={1000} style={{ width: 90 }} />
        </Form.Item>
        <Form.Item name="keyword" label={t('parts.keyword')}>
          <Input style={{ width: 160 }} maxLength={100} />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            {t('parts.search')}
          </Button>
          <Button onClick={() => apply({})}>{t('parts.reset')}</Button>
          <Button icon={<DownloadOutlined />} onClick={exportCsv} disabled={rows.length === 0}>
            {t('parts.export')}
          </Button>
        </Space>
      </Form>
      <Table<PartRow>
        rowKey="id"
        size="small"
        loading={list.loading}
        dataSource={rows}
        scroll={{ x: true }}
        locale={{ emptyText: <Empty description={t('parts.empty')} /> }}
        pagination={{ current: pageNum, pageSize: PAGE_SIZE, total: page?.total ?? 0, showSizeChanger: false, onChange: (next) => apply({ ...Object.fromEntries(params), pageNum: next }) }}
        columns={[
          {
            title: t('parts.standard'),
            dataIndex: 'standardNo',
            render: (value: string) => <Link to={`/commonParts/details?standard=${encodeURIComponent(value)}`}>{value}</Link>,
          },
          { title: t('parts.name'), render: (_value, row) => shown(language, row.nameZh, row.nameEn) },
          { title: t('parts.size'), dataIndex: 'size' },
          ...symbols.map((symbol) => ({
            title: <abbr title={symbolMeaning(language, symbol)}>{symbol}</abbr>,
            key: symbol,
            align: 'right' as const,
            render: (_value: unknown, row: PartRow) => row.dimensions[symbol] ?? '—',
          })),
          { title: t('parts.source'), dataIndex: 'source' },
        ]}
      />
    </div>
  );
}
