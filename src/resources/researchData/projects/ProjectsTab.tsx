import { useState } from 'react';
import { Button, Popconfirm, Space, Table, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { researchProjects, type ResearchProject } from '@contract/endpoints/researchData';
import { FilterSearch } from '../../../components/pagedList/PagedList';
import { formatDate, formatDateTime } from '../../../components/format/dateTime';
import { useCallAction } from '../../../components/researchData/useCallAction';
import { PAGE_SIZE, usePagedCall } from '../shared/usePagedCall';
import { ProjectForm } from './ProjectForm';

/** The projects the caller owns or is a member of; the owner edits and deletes (an empty project only). */
export function ProjectsTab() {
  const { t } = useTranslation('researchData');
  const { t: tc } = useTranslation('console');
  const [params, setParams] = useSearchParams();
  const pageNum = Math.max(1, Number(params.get('page')) || 1);
  const keyword = params.get('keyword') ?? undefined;
  const { page, loading, reload } = usePagedCall(researchProjects.page, { pageNum, pageSize: PAGE_SIZE, keyword });
  const remove = useCallAction(researchProjects.remove, t('project.deleted'));
  const [editing, setEditing] = useState<{ project?: ResearchProject }>();
  const go = (next: { page?: string; keyword?: string }) =>
    setParams(Object.fromEntries(Object.entries({ tab: 'projects', keyword, ...next }).filter(([, value]) => value)) as Record<string, string>);

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Space wrap>
        <FilterSearch defaultValue={keyword} label={t('project.search')} onSearch={(value) => go({ keyword: value, page: undefined })} maxWidth={260} testId="project-search" />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})} data-testid="project-create">
          {t('project.create')}
        </Button>
      </Space>
      <Table<ResearchProject>
        rowKey="id"
        loading={loading}
        dataSource={page?.list ?? []}
        data-testid="project-table"
        onRow={(row) => ({ 'data-testid': `project-row-${row.id}` }) as React.HTMLAttributes<HTMLElement>}
        locale={{ emptyText: t('project.empty') }}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: pageNum,
          pageSize: PAGE_SIZE,
          total: page?.total ?? 0,
          showSizeChanger: false,
          showTotal: (total) => tc('table.total', { total }),
          onChange: (next) => go({ page: String(next) }),
        }}
      >
        <Table.Column<ResearchProject>
          title={t('project.name')}
          render={(_, row) => (
            <Space direction="vertical" size={0}>
              <span>{row.name}</span>
              {row.goal && (
                <Typography.Text type="secondary" ellipsis style={{ maxWidth: 320 }}>
                  {row.goal}
                </Typography.Text>
              )}
            </Space>
          )}
        />
        <Table.Column<ResearchProject> title={t('project.owner')} dataIndex="owner" />
        <Table.Column<ResearchProject> title={t('project.members')} render={(_, row) => row.members.map((member) => member.name).join(', ') || '—'} />
        <Table.Column<ResearchProject> title={t('project.period')} render={(_, row) => `${formatDate(row.startDate)} ~ ${formatDate(row.endDate)}`} />
        <Table.Column<ResearchProject> title={t('project.dataSetCount')} align="right" dataIndex="dataSetCount" />
        <Table.Column<ResearchProject> title={t('dataSet.updated')} render={(_, row) => formatDateTime(row.updateTime)} />
        <Table.Column<ResearchProject>
          title={tc('table.actions')}
          render={(_, row) =>
            row.mine ? (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => setEditing({ project: row })} data-testid={`project-edit-${row.id}`}>
                  {t('project.edit')}
                </Button>
                <Popconfirm
                  title={t('project.deleteConfirm', { name: row.name })}
                  okText={t('project.delete')}
                  cancelText={t('common.cancel')}
                  okButtonProps={{ danger: true, ...{ 'data-testid': 'project-delete-confirm' } }}
                  onConfirm={async () => {
                    if (await remove.run({ id: row.id })) reload();
                  }}
                >
                  <Button type="link" size="small" danger data-testid={`project-delete-${row.id}`}>
                    {t('project.delete')}
                  </Button>
                </Popconfirm>
              </Space>
            ) : null
          }
        />
      </Table>
      <ProjectForm
        open={editing !== undefined}
        project={editing?.project}
        onClose={() => setEditing(undefined)}
        onSaved={() => {
          setEditing(undefined);
          reload();
        }}
      />
    </Space>
  );
}
