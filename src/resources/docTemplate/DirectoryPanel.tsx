import { useState } from 'react';
import { App, Button, Card, Form, Input, InputNumber, Modal, Popconfirm, Space, TreeSelect, Tree } from 'antd';
import { useTranslation } from 'react-i18next';
import { docAdmin, type DocDirectoryNode } from '@contract/endpoints/documents';
import { call } from '../../providers/http';
import { directoryOptions, directoryTreeData, usePageLanguage } from '../../portal/documents/text';

interface Props {
  tree: DocDirectoryNode[];
  selected: number | undefined;
  onSelect: (id: number | undefined) => void;
  onChanged: () => void;
}
type Editing = { id?: number; parentId: number | null; nameZh: string; nameEn: string; sort: number };

const find = (nodes: DocDirectoryNode[], id: number): DocDirectoryNode | undefined => {
  for (const node of nodes) {
    const found = node.id === id ? node : find(node.children, id);
    if (found) return found;
  }
  return undefined;
};

/** The directory tree: pick one to filter the templates; add, rename, move or delete (empty only) directories. */
export function DirectoryPanel({ tree, selected, onSelect, onChanged }: Props) {
  const { t } = useTranslation('documents');
  const language = usePageLanguage();
  const { message } = App.useApp();
  const [editing, setEditing] = useState<Editing>();
  const [form] = Form.useForm<Editing>();
  const open = (values: Editing) => {
    setEditing(values);
    form.setFieldsValue(values);
  };
  const save = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    await call(docAdmin.dirSave, { ...values, id: editing?.id, parentId: values.parentId ?? null })
      .then(() => {
        setEditing(undefined);
        onChanged();
      })
      .catch(() => undefined);
  };
  const current = selected === undefined ? undefined : find(tree, selected);
  return (
    <Card
      size="small"
      title={t('admin.directories')}
      extra={
        <Button size="small" onClick={() => open({ parentId: selected ?? null, nameZh: '', nameEn: '', sort: 0 })}>
          {t('admin.addDirectory')}
        </Button>
      }
    >
      <a onClick={() => onSelect(undefined)}>{t('templates.all')}</a>
      <Tree defaultExpandAll selectedKeys={selected ? [selected] : []} treeData={directoryTreeData(tree, language)} onSelect={(keys) => onSelect(keys[0] === undefined ? undefined : Number(keys[0]))} />
      {current && (
        <Space style={{ marginTop: 8 }}>
          <Button size="small" onClick={() => open({ id: current.id, parentId: current.parentId, nameZh: current.nameZh, nameEn: current.nameEn, sort: current.sort })}>
            {t('admin.editDirectory')}
          </Button>
          <Popconfirm
            title={t('admin.deleteDirectory')}
            onConfirm={() =>
              call(docAdmin.dirRemove, { id: current.id })
                .then(() => {
                  void message.success(t('admin.deleted'));
                  onSelect(undefined);
                  onChanged();
                })
                .catch(() => undefined)
            }
          >
            <Button size="small" danger>
              {t('admin.delete')}
            </Button>
          </Popconfirm>
        </Space>
      )}
      <Modal open={editing !== undefined} title={editing?.id ? t('admin.editDirectory') : t('admin.addDirectory')} onOk={() => void save()} onCancel={() => setEditing(undefined)} destroyOnHidden>
        <Form form={form} layout="vertical">
          <Form.Item name="parentId" label={t('admin.parent')}>
            <TreeSelect allowClear treeData={directoryOptions(tree, language)} treeDefaultExpandAll />
          </Form.Item>
          <Form.Item name="nameZh" label={t('admin.nameZh')} rules={[{ max: 50 }]}>
            <Input />
          </Form.Item>
          <Form.Item name="nameEn" label={t('admin.nameEn')} rules={[{ max: 50 }]}>
            <Input />
          </Form.Item>
          <Form.Item name="sort" label={t('admin.sort')}>
            <InputNumber min={0} max={9999} />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
