import { useState } from 'react';
import { App, Button, Col, Empty, Input, Popconfirm, Row, Select, Space, Table, Tag } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { docAdmin, DOC_STATES, type AdminTemplate, type DocState } from '@contract/endpoints/documents';
import { useRemote } from '../../components/useRemote';
import { call } from '../../providers/http';
import { shown, usePageLanguage } from '../../portal/documents/text';
import { DirectoryPanel } from './DirectoryPanel';
import { DOC_TEMPLATE_ROUTE } from './index';

/** The administrators' templates: directory tree, the list by directory/state/keyword, publish, unpublish, delete. */
export default function TemplateAdminPage() {
  const { t } = useTranslation('documents');
  const language = usePageLanguage();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [directoryId, setDirectoryId] = useState<number>();
  const [state, setState] = useState<DocState>();
  const [keyword, setKeyword] = useState('');
  const [pageNum, setPageNum] = useState(1);
  const [round, setRound] = useState(0);
  const tree = useRemote((signal) => call(docAdmin.dirTree, {}, { signal }), `tree#${round}`);
  const list = useRemote(
    (signal) => call(docAdmin.page, { directoryId, state, keyword: keyword || undefined, pageNum, pageSize: 20 }, { signal }),
    `${directoryId}|${state}|${keyword}|${pageNum}|${round}`,
  );
  const reload = () => setRound((value) => value + 1);
  const act = (promise: Promise<unknown>, done: string) =>
    promise
      .then(() => {
        void message.success(t(done));
        reload();
      })
      .catch(() => undefined);
  const page = list.data ?? list.latest;
  return (
    <Row gutter={16} data-testid="doc-template-admin">
      <Col xs={24} lg={6}>
        <DirectoryPanel tree={tree.data ?? tree.latest ?? []} selected={directoryId} onSelect={(id) => (setDirectoryId(id), setPageNum(1))} onChanged={reload} />
      </Col>
      <Col xs={24} lg={18}>
        <Space style={{ marginBottom: 12 }} wrap>
          <Input.Search allowClear placeholder={t('templates.search')} onSearch={(value) => (setKeyword(value.trim()), setPageNum(1))} style={{ width: 260 }} />
          <Select allowClear aria-label={t('admin.state')} placeholder={t('admin.state')} style={{ width: 140 }} value={state} onChange={(value) => (setState(value), setPageNum(1))} options={DOC_STATES.map((value) => ({ value, label: t(`admin.states.${value}`) }))} />
          <Button type="primary" onClick={() => void navigate(`${DOC_TEMPLATE_ROUTE}/create${directoryId ? `?directoryId=${directoryId}` : ''}`)}>
            {t('admin.create')}
          </Button>
        </Space>
        <Table<AdminTemplate>
          rowKey="id"
          size="small"
          loading={list.loading}
          dataSource={page?.list ?? []}
          locale={{ emptyText: <Empty description={t('admin.empty')} /> }}
          pagination={{ current: pageNum, pageSize: 20, total: page?.total ?? 0, onChange: setPageNum }}
          columns={[
            { title: t('parts.name'), render: (_value, row) => shown(language, row.nameZh, row.nameEn) },
            { title: t('admin.state'), dataIndex: 'state', render: (value: DocState) => <Tag color={value === 'published' ? 'green' : undefined}>{t(`admin.states.${value}`)}</Tag> },
            { title: t('admin.version'), dataIndex: 'version' },
            { title: t('admin.uses'), dataIndex: 'uses' },
            {
              title: t('admin.actions'),
              render: (_value, row) => (
                <Space>
                  <a onClick={() => void navigate(`${DOC_TEMPLATE_ROUTE}/edit/${row.id}`)}>{t('admin.edit')}</a>
                  {row.state === 'draft' ? (
                    <a onClick={() => void act(call(docAdmin.publish, { id: row.id }), 'admin.publishedDone')}>{t('admin.publish')}</a>
                  ) : (
                    <a onClick={() => void act(call(docAdmin.unpublish, { id: row.id }), 'admin.unpublishedDone')}>{t('admin.unpublish')}</a>
                  )}
                  <Popconfirm title={t('admin.deleteTemplate')} onConfirm={() => act(call(docAdmin.remove, { id: row.id }), 'admin.deleted')}>
                    <a>{t('admin.delete')}</a>
                  </Popconfirm>
                </Space>
              ),
            },
          ]}
        />
      </Col>
    </Row>
  );
}
