import { Alert, Button, Form, Input, Select } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { isValidCreditCode } from '@contract/creditCode';
import { MSG } from '@contract/messages';
import { useRemote } from '../../../../components/useRemote';
import { call } from '../../../../providers/http';
import { message } from '../../../../providers/i18n';
import { qualityPublic } from '../../endpoints';
import { LineTable } from '../components/LineTable';
import { RankingNav } from '../components/RankingNav';
import { idOf } from '../format';
import { useAddressFilters } from '../../../../components/pagedList/useAddressFilters';
import { useCategories } from '../hooks';
import { RankingScope } from '../RankingScope';

const PAGE_SIZE = 20;

interface LookupForm {
  name?: string;
  creditCode?: string;
  categoryId?: number | 0;
}

/** /economy/enconomyListFile — the reports of an enterprise, looked up by its name or unified social credit code. */
export default function ReportLookupPage() {
  const { t } = useTranslation('qualityRanking');
  const { categories, nameOf } = useCategories('reportCategory');
  const { filters, pageNum, change } = useAddressFilters((params) => ({
    name: params.get('name') ?? undefined,
    creditCode: params.get('creditCode') ?? undefined,
    categoryId: params.get('categoryId') ?? undefined,
  }));
  const creditCode = filters.creditCode && isValidCreditCode(filters.creditCode) ? filters.creditCode : undefined;
  const asked = Boolean(filters.name || creditCode);
  const query = { keyword: filters.name, creditCode, categoryId: idOf(filters.categoryId), pageNum, pageSize: PAGE_SIZE };
  const answer = useRemote(
    (signal) => (asked ? call(qualityPublic.checkByCondition, query, { signal }) : Promise.resolve(undefined)),
    JSON.stringify(asked ? query : null),
  );
  const page = asked ? answer.data ?? answer.latest : undefined;

  const search = (values: LookupForm) =>
    change({
      name: values.name?.trim() || undefined,
      creditCode: values.creditCode?.trim().toUpperCase() || undefined,
      categoryId: values.categoryId ? String(values.categoryId) : undefined,
    });

  return (
    <RankingScope testId="report-lookup">
      <header className="at-qrank__head">
        <div>
          <h1>{t('lookup.title')}</h1>
          <p className="at-qrank__muted">{t('lookup.intro')}</p>
        </div>
        <RankingNav current="lookup" />
      </header>
      <Form<LookupForm>
        layout="inline"
        key={JSON.stringify(filters)}
        initialValues={{ name: filters.name, creditCode: filters.creditCode, categoryId: idOf(filters.categoryId) ?? 0 }}
        onFinish={search}
        data-testid="lookup-form"
      >
        <Form.Item name="name" label={t('lookup.name')}>
          <Input allowClear maxLength={100} style={{ width: 240, maxWidth: '100%' }} data-testid="lookup-name" />
        </Form.Item>
        <Form.Item
          name="creditCode"
          label={t('lookup.creditCode')}
          rules={[
            {
              validator: async (_, value: string | undefined) => {
                const code = value?.trim().toUpperCase();
                if (code && !isValidCreditCode(code)) throw new Error(message(MSG.creditCodeInvalid));
              },
            },
          ]}
        >
          <Input allowClear maxLength={18} style={{ width: 220, maxWidth: '100%' }} data-testid="lookup-credit-code" />
        </Form.Item>
        <Form.Item name="categoryId" label={t('filters.category')}>
          <Select<number | 0>
            style={{ minWidth: 180 }}
            options={[{ value: 0, label: t('filters.allCategories') }, ...categories.map((item) => ({ value: item.id, label: nameOf(item) }))]}
          />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />} data-testid="lookup-submit">
            {t('lookup.search')}
          </Button>
        </Form.Item>
      </Form>
      {!asked ? (
        <Alert type="info" showIcon message={t('lookup.hint')} />
      ) : page && page.list.length === 0 ? (
        <Alert type="warning" showIcon message={t('lookup.none')} data-testid="lookup-none" />
      ) : (
        <LineTable
          lines={page?.list ?? []}
          show={{ enterprise: true, category: true, year: true, price: true }} markTies={false}
          loading={answer.loading}
          pagination={{ current: pageNum, pageSize: PAGE_SIZE, total: page?.total ?? 0, showSizeChanger: false, onChange: (next) => change({ page: String(next) }) }}
        />
      )}
    </RankingScope>
  );
}
