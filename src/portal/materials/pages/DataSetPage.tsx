import { Alert, Descriptions, Menu, Skeleton, Table } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { dataSetInfo } from '@contract/endpoints/materialsUsage';
import { call } from '../../../providers/http';
import { dataSets } from '../endpoints';
import { MaterialsScope } from '../components/MaterialsScope';
import { pick } from '../model/format';
import { useRemote } from '../../../components/useRemote';
import { MATERIAL_PATHS } from '../../../components/materialPaths';

type DataSetInfo = z.infer<typeof dataSetInfo>;
const PAGE_SIZE = 20;

function Rows({ dataSet, page, onPage }: { dataSet: DataSetInfo; page: number; onPage: (page: number) => void }) {
  const { t, i18n } = useTranslation('materials');
  const rows = useRemote(
    (signal) => call(dataSets.rows, { id: dataSet.id, pageNum: page, pageSize: PAGE_SIZE }, { signal }),
    `${dataSet.id}:${page}`,
  );
  const data = rows.data ?? rows.latest;
  return (
    <Table<Record<string, string | number | null>>
      rowKey={(_, index) => String(index)}
      size="small"
      loading={rows.loading}
      dataSource={data?.list ?? []}
      scroll={{ x: Math.max(800, dataSet.columns.length * 110) }}
      data-testid="dataset-rows"
      pagination={{
        current: page,
        pageSize: PAGE_SIZE,
        total: data?.total ?? dataSet.rowCount,
        showSizeChanger: false,
        showTotal: (total) => t('dataSet.rows', { count: total }),
        onChange: onPage,
      }}
      columns={dataSet.columns.map((column) => ({
        key: column.key,
        dataIndex: column.key,
        title: column.unit ? `${pick(column.label, i18n.language)} (${column.unit})` : pick(column.label, i18n.language),
      }))}
    />
  );
}

/** The way to the data sets companies publish (R&D data products, /zhj/productList). */
function ProductsLink() {
  const { t } = useTranslation('dataProduct');
  return (
    <Link to={MATERIAL_PATHS.dataProducts} data-testid="to-data-products">
      {t('list.toProducts')}
    </Link>
  );
}

/** /zhj/dataSet — the public experiment data sets with citation, licence and their rows. */
function DataSets() {
  const { t, i18n } = useTranslation('materials');
  const [params, setParams] = useSearchParams();
  const list = useRemote((signal) => call(dataSets.list, {}, { signal }), 'list');
  if (list.error) return <Alert type="error" showIcon message={(list.error as Error).message} />;
  if (!list.data) return <Skeleton active />;
  const chosen = list.data.find((item) => String(item.id) === params.get('id')) ?? list.data[0];
  const page = Math.max(1, Number(params.get('page')) || 1);

  return (
    <>
      <header className="at-mat-head">
        <h1>{t('dataSet.title')}</h1>
        <p className="at-mat-muted">{t('dataSet.intro')}</p>
        <ProductsLink />
      </header>
      {chosen ? (
        <div className="at-mat-datasets">
          <Menu
            className="at-mat-datasets__menu"
            selectedKeys={[String(chosen.id)]}
            items={list.data.map((item) => ({ key: String(item.id), label: pick(item.title, i18n.language) }))}
            onClick={({ key }) => setParams({ id: key })}
          />
          <section data-testid="dataset-detail">
            <h2>{pick(chosen.title, i18n.language)}</h2>
            <p>{pick(chosen.description, i18n.language)}</p>
            <Descriptions size="small" bordered column={1} className="at-mat-section">
              <Descriptions.Item label={t('dataSet.citation')}>{chosen.citation}</Descriptions.Item>
              <Descriptions.Item label={t('dataSet.licence')}>{chosen.licence}</Descriptions.Item>
              {chosen.sourceUrl && (
                <Descriptions.Item label={t('dataSet.source')}>
                  <a href={chosen.sourceUrl} target="_blank" rel="noreferrer noopener">
                    {chosen.sourceUrl}
                  </a>
                </Descriptions.Item>
              )}
              <Descriptions.Item label={t('dataSet.rowCount')}>{chosen.rowCount}</Descriptions.Item>
            </Descriptions>
            <Rows key={chosen.id} dataSet={chosen} page={page} onPage={(next) => setParams({ id: String(chosen.id), page: String(next) })} />
          </section>
        </div>
      ) : (
        <p className="at-mat-muted">{t('dataSet.none')}</p>
      )}
    </>
  );
}

export default function DataSetPage() {
  return (
    <MaterialsScope>
      <DataSets />
    </MaterialsScope>
  );
}
