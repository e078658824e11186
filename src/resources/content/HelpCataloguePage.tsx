import { useState, type ReactNode } from 'react';
import { Alert, Button, Card, Empty, Form, Input, InputNumber, Modal, Popconfirm, Skeleton, Space, Tree, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { CONTENT_LIMITS, contentAdmin, type CatalogueNode } from '@contract/endpoints/content';
import { useRemote } from '../../components/useRemote';
import { useAction } from '../../console/useAction';
import { call } from '../../providers/http';
import { catalogueOptions } from './catalogueOptions';

interface TreeNode {
  key: number;
  title: ReactNode;
  children: TreeNode[];
}

interface Editing {
  id?: number;
  parentId: number | null;
  nameZh: string;
  nameEn: string;
  sort: number;
}

/** /my/administration/helpCatalogue — the help centre's catalogue tree: add, rename, move (parent), delete. */
export default function HelpCataloguePage() {
  const { t } = useTranslation('contentConsole');
  const { t: tc } = useTranslation('console');
  const [editing, setEditing] = useState<Editing>();
  const [form] = Form.useForm<Editing>();
  const tree = useRemote((signal) => call(contentAdmin.catalogueTree, {}, { signal }), 'catalogues');
  const save = useAction(contentAdmin.catalogueSave, { success: t('catalogue.saved') });
  const remove = useAction(contentAdmin.catalogueRemove, { success: t('catalogue.removed') });
  const nodes = tree.data ?? tree.latest ?? [];

  const open = (value: Editing) => {
    setEditing(value);
    form.setFieldsValue(value);
  };
  const submit = async (values: Editing) => {
    if (await save.run({ ...values, id: editing?.id, parentId: values.parentId ?? null })) {
      setEditing(undefined);
      tree.reload();
    }
  };
  const titleOf = (node: CatalogueNode) => (
    <Space data-testid={`catalogue-${node.id}`}>
      <span>{node.nameZh || node.nameEn}</span>
      <Button type="link" size="small" onClick={() => open({ parentId: node.id, nameZh: '', nameEn: '', sort: 0 })}>
        {t('catalogue.addChild')}
      </Button>
      <Button type="link" size="small" onClick={() => open({ id: node.id, parentId: node.parentId, nameZh: node.nameZh, nameEn: node.nameEn, sort: node.sort })}>
        {t('catalogue.rename')}
      </Button>
      <Popconfirm title={t('catalogue.removeConfirm')} onConfirm={async () => (await remove.run({ id: node.id })) && tree.reload()}>
        <Button type="link" size="small" danger>
          {t('catalogue.remove')}
        </Button>
      </Popconfirm>
    </Space>
  );
  const treeData = (list: CatalogueNode[]): TreeNode[] =>
    list.map((node) => ({ key: node.id, title: titleOf(node), children: treeData(node.children) }));

  return (
    <Card
      title={tc('menu.helpCatalogue')}
      extra={
        <Button type="primary" onClick={() => open({ parentId: null, nameZh: '', nameEn: '', sort: 0 })} data-testid="catalogue-add-root">
          {t('catalogue.addRoot')}
        </Button>
      }
    >
      <Alert type="info" showIcon message={t('catalogue.intro', { depth: CONTENT_LIMITS.catalogueDepthMax })} style={{ marginBottom: 16 }} />
      {tree.loading && !nodes.length ? (
        <Skeleton active />
      ) : nodes.length ? (
        <Tree blockNode defaultExpandAll selectable={false} treeData={treeData(nodes)} data-testid="catalogue-tree" />
      ) : (
        <Empty description={t('catalogue.empty')} />
      )}
      <Modal
        open={editing !== undefined}
        title={editing?.id ? t('catalogue.editTitle') : t('catalogue.createTitle')}
        onCancel={() => setEditing(undefined)}
        onOk={() => form.submit()}
        confirmLoading={save.running}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" onFinish={(values) => void submit(values)}>
          <Form.Item name="parentId" label={t('catalogue.parent')}>
            <TreeSelect allowClear treeDefaultExpandAll placeholder={t('catalogue.noParent')} treeData={catalogueOptions(nodes)} />
          </Form.Item>
          <Form.Item name="nameZh" label={t('catalogue.nameZh')}>
            <Input maxLength={CONTENT_LIMITS.catalogueNameMax} data-testid="catalogue-name-zh" />
          </Form.Item>
          <Form.Item name="nameEn" label={t('catalogue.nameEn')}>
            <Input maxLength={CONTENT_LIMITS.catalogueNameMax} />
          </Form.Item>
          <Form.Item name="sort" label={t('catalogue.sort')}>
            <InputNumber min={0} max={9999} precision={0} />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
