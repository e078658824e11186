import type { ReactNode } from 'react';
import { Card, Col, Empty, Row, Segmented, Skeleton } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MATERIAL_TYPES, type MaterialType } from '../model/constants';
import { MATERIAL_PATHS } from '../../../components/materialPaths';
import { call } from '../../../providers/http';
import { hotData } from '../endpoints';
import { MaterialsScope } from '../components/MaterialsScope';
import { pick } from '../model/format';
import { useRemote, type Remote } from '../../../components/useRemote';

const LIMIT = 10;
const typeQuery = (type: MaterialType) => (type === 'steel' ? undefined : type);

function HotList<T>({ title, remote, render, testId }: { title: string; remote: Remote<T[]>; render: (item: T, index: number) => ReactNode; testId: string }) {
  const { t } = useTranslation('materials');
  return (
    <Card title={title} size="small" data-testid={testId}>
      {remote.loading ? (
        <Skeleton active />
      ) : (remote.data?.length ?? 0) === 0 ? (
        <Empty description={t('hot.empty')} image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        <ol className="at-mat-hot">{remote.data!.map(render)}</ol>
      )}
    </Card>
  );
}

/** /hotSearch — what people open and search most over the last 30 days, counted from real use. */
function HotSearch() {
  const { t, i18n } = useTranslation('materials');
  const [params, setParams] = useSearchParams();
  const type = MATERIAL_TYPES.find((candidate) => candidate === params.get('type')) ?? 'steel';
  const options = { silent: true };
  const grades = useRemote((signal) => call(hotData.listHotSteel, { type, limit: LIMIT }, { ...options, signal }), type);
  const keywords = useRemote((signal) => call(hotData.listHotKeywords, { type, limit: LIMIT }, { ...options, signal }), type);
  const purposes = useRemote((signal) => call(hotData.listHotPurpose, { limit: LIMIT }, { ...options, signal }), 'all');
  const brands = useRemote((signal) => call(hotData.listHotBrand, { limit: LIMIT }, { ...options, signal }), 'all');
  const count = (value: number, key: 'views' | 'searches') => <span className="at-mat-muted">{t(`hot.${key}`, { count: value })}</span>;

  return (
    <>
      <header className="at-mat-head">
        <h1>{t('hot.title')}</h1>
        <p className="at-mat-muted">{t('hot.intro')}</p>
      </header>
      <Row gutter={[16, 16]}>
        <Col span={24}>
          <Segmented
            value={type}
            onChange={(value) => setParams(value === 'steel' ? {} : { type: value })}
            options={MATERIAL_TYPES.map((value) => ({ value, label: t(`types.${value}`) }))}
          />
        </Col>
        <Col xs={24} md={12}>
          <HotList
            title={t('hot.grades', { type: t(`types.${type}`) })}
            remote={grades}
            testId="hot-grades"
            render={(item) => (
              <li key={item.grade.id}>
                <Link to={MATERIAL_PATHS.detail(item.grade.type, item.grade.id)}>{item.grade.name}</Link> <span className="at-mat-muted">{item.grade.standard.code}</span>{' '}
                {count(item.count, 'views')}
              </li>
            )}
          />
        </Col>
        <Col xs={24} md={12}>
          <HotList
            title={t('hot.keywords', { type: t(`types.${type}`) })}
            remote={keywords}
            testId="hot-keywords-list"
            render={(item) => (
              <li key={item.keyword}>
                <Link to={MATERIAL_PATHS.search({ type: typeQuery(type), q: item.keyword })}>{item.keyword}</Link> {count(item.count, 'searches')}
              </li>
            )}
          />
        </Col>
        <Col xs={24} md={12}>
          <HotList
            title={t('hot.purposes')}
            remote={purposes}
            testId="hot-purposes"
            render={(item) => (
              <li key={`${item.type}-${item.category.en}`}>
                <Link to={MATERIAL_PATHS.search({ type: typeQuery(item.type), category: pick(item.category, i18n.language) })}>{pick(item.category, i18n.language)}</Link>{' '}
                <span className="at-mat-muted">{t(`types.${item.type}`)}</span> {count(item.count, 'views')}
              </li>
            )}
          />
        </Col>
        <Col xs={24} md={12}>
          <HotList
            title={t('hot.brands')}
            remote={brands}
            testId="hot-brands"
            render={(item) => (
              <li key={item.grade.id}>
                <Link to={MATERIAL_PATHS.detail(item.grade.type, item.grade.id)}>{item.grade.name}</Link> <span className="at-mat-muted">{t(`types.${item.grade.type}`)}</span>{' '}
                {count(item.count, 'views')}
              </li>
            )}
          />
        </Col>
      </Row>
    </>
  );
}

export default function HotSearchPage() {
  return (
    <MaterialsScope>
      <HotSearch />
    </MaterialsScope>
  );
}
