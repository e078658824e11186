import { Card, Col, Empty, Input, Pagination, Row, Skeleton, Tag, Tree } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { docPublic } from '@contract/endpoints/documents';
import { useRemote } from '../../../components/useRemote';
import { call } from '../../../providers/http';
import { directoryTreeData, idFrom, shown, usePageLanguage } from '../text';

const PAGE_SIZE = 12;

/** /tempDoc/list — the directory tree, a keyword search and the published templates (filters kept in the address). */
export default function TemplateListPage() {
  const { t } = useTranslation('documents');
  const language = usePageLanguage();
  const [params, setParams] = useSearchParams();
  const directoryId = idFrom(params.get('directoryId'));
  const keyword = params.get('keyword') ?? '';
  const pageNum = idFrom(params.get('pageNum')) ?? 1;
  const tree = useRemote((signal) => call(docPublic.dir, {}, { signal }), 'dir');
  const list = useRemote(
    (signal) => call(docPublic.search, { directoryId, keyword: keyword || undefined, pageNum, pageSize: PAGE_SIZE }, { signal }),
    `${directoryId}|${keyword}|${pageNum}`,
  );
  const change = (next: Record<string, string | undefined>) => {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries({ pageNum: undefined, ...next })) {
      if (value) merged.set(key, value);
      else merged.delete(key);
    }
    setParams(merged);
  };
  const page = list.data ?? list.latest;

  return (
    <div className="at-container" style={{ padding: '24px 16px' }} data-testid="template-list">
      <h1>{t('templates.title')}</h1>
      <p>{t('templates.lead')}</p>
      <Row gutter={24}>
        <Col xs={24} md={6}>
          <Card size="small" title={t('templates.directories')}>
            <a onClick={() => change({ directoryId: undefined })} style={{ display: 'block', marginBottom: 8, fontWeight: directoryId ? undefined : 600 }}>
              {t('templates.all')}
            </a>
            {tree.data ? (
              <Tree
                defaultExpandAll
                selectedKeys={directoryId ? [directoryId] : []}
                treeData={directoryTreeData(tree.data, language)}
                onSelect={(keys) => change({ directoryId: keys[0] === undefined ? undefined : String(keys[0]) })}
              />
            ) : (
              <Skeleton active />
            )}
          </Card>
        </Col>
        <Col xs={24} md={18}>
          <Input.Search
            allowClear
            defaultValue={keyword}
            placeholder={t('templates.search')}
            onSearch={(value) => change({ keyword: value.trim() || undefined })}
            style={{ marginBottom: 16, maxWidth: 480 }}
          />
          {!page ? (
            <Skeleton active />
          ) : page.list.length === 0 ? (
            <Empty description={t('templates.empty')} />
          ) : (
            <>
              <Row gutter={[16, 16]}>
                {page.list.map((item) => (
                  <Col xs={24} lg={12} key={item.id}>
                    <Card size="small" title={<Link to={`/tempDoc/detail?id=${item.id}`}>{shown(language, item.nameZh, item.nameEn)}</Link>}>
                      <p style={{ minHeight: 44 }}>{shown(language, item.descriptionZh, item.descriptionEn)}</p>
                      <Tag>{t('templates.version', { version: item.version })}</Tag>
                      <Tag>{t('templates.fields', { n: item.fieldCount })}</Tag>
                      <Tag>{t('templates.uses', { n: item.uses })}</Tag>
                      <div style={{ marginTop: 8 }}>
                        <Link to={`/tempDoc/detail?id=${item.id}`}>{t('templates.open')}</Link>
                      </div>
                    </Card>
                  </Col>
                ))}
              </Row>
              <Pagination
                style={{ marginTop: 16 }}
                current={pageNum}
                pageSize={PAGE_SIZE}
                total={page.total}
                hideOnSinglePage
                onChange={(next) => change({ directoryId: directoryId ? String(directoryId) : undefined, keyword: keyword || undefined, pageNum: String(next) })}
              />
            </>
          )}
        </Col>
      </Row>
    </div>
  );
}
