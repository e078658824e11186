import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Form, Input, InputNumber, Space, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatFen } from '../../../components/format/money';
import { DetectionItemSelect, itemName, type ItemLabel } from '../../../components/testing/DetectionItemSelect';
import { zodRule } from '../../../components/zodRule';
import { CAPABILITY_KINDS, capabilityInput, LABORATORY_LIMITS as L, laboratoryEntry, type LaboratoryApplication, type LabCapability } from '../endpoints';
import { EditModal, RowActions, useItemEditor } from './ItemEditor';
import { RequiredSelect } from '../../../components/form/RequiredSelect';

interface CapabilityValues {
  /** The catalogue item it offers; null for an item of the laboratory's own ("other item"). */
  itemId: number | null;
  kind: LabCapability['kind'];
  name: string;
  standardMethod: string;
  /** Yuan, as typed; sent as fen. */
  priceYuan: number;
  cycleDays: number;
  description: string;
}

const toValues = (item: LabCapability): CapabilityValues => ({ ...item, priceYuan: item.price / 100 });
const shape = capabilityInput.shape;

/**
 * The detection and preparation items: add, edit, copy, delete (a modal form), while the application is editable
 * and still once the laboratory is approved (its running offer: prices, cycles, catalogue links). An item linked to
 * the catalogue is orderable online; picking the catalogue item fills in its type, name and standard.
 */
export function CapabilityTable({ application, editable: applicationEditable, onChanged }: { application: LaboratoryApplication; editable: boolean; onChanged: (next: LaboratoryApplication) => void }) {
  const { t, i18n } = useTranslation('laboratory');
  const { editing, setEditing, form, save, run, running } = useItemEditor<LabCapability, CapabilityValues>(onChanged);
  const approved = application.state === 'approved';
  const editable = applicationEditable || approved;
  const linked = Form.useWatch('itemId', form);
  const fillFrom = (item: ItemLabel | undefined) => {
    if (!item) return;
    const current = form.getFieldValue('standardMethod') as string | undefined;
    form.setFieldsValue({ kind: item.kind, name: itemName(item, i18n.language), standardMethod: item.standards[0] ?? current ?? '' });
  };

  return (
    <Card
      title={t('settled.capabilities')}
      className="at-lab__section"
      extra={
        editable && (
          <Button icon={<PlusOutlined />} onClick={() => setEditing('new')} disabled={application.capabilities.length >= L.capabilitiesMax} data-testid="capability-add">
            {t('settled.addCapability')}
          </Button>
        )
      }
    >
      {approved && <Alert type="info" showIcon message={t('settled.offersEditable')} style={{ marginBottom: 12 }} data-testid="capability-offers-editable" />}
      <Table<LabCapability> rowKey="id" dataSource={application.capabilities} pagination={false} size="small" scroll={{ x: true }} data-testid="capability-table" locale={{ emptyText: t('settled.noCapabilities') }}>
        <Table.Column<LabCapability> title={t('fields.capabilityKind')} render={(_, row) => t(`capabilityKinds.${row.kind}`)} />
        <Table.Column<LabCapability> title={t('fields.capabilityName')} dataIndex="name" />
        <Table.Column<LabCapability> title={t('fields.standardMethod')} dataIndex="standardMethod" />
        <Table.Column<LabCapability> title={t('fields.price')} render={(_, row) => formatFen(row.price)} />
        <Table.Column<LabCapability> title={t('fields.cycleDays')} render={(_, row) => t('cycle', { count: row.cycleDays })} />
        <Table.Column<LabCapability>
          title={t('fields.orderable')}
          render={(_, row, index) =>
            row.itemId === null ? (
              <Tag data-testid={`capability-orderable-${index}`}>{t('settled.notOrderable')}</Tag>
            ) : (
              <Tag color="green" data-testid={`capability-orderable-${index}`}>
                {t('settled.orderable')}
              </Tag>
            )
          }
        />
        {editable && (
          <Table.Column<LabCapability>
            title={t('actions.title')}
            render={(_, row, index) => (
              <RowActions
                testId="capability"
                index={index}
                onEdit={() => setEditing(row)}
                onDelete={() => void run(laboratoryEntry.capabilityDelete, { id: row.id }, 'deleteSuccessful')}
                wrap
              >
                <Button type="link" size="small" loading={running === laboratoryEntry.capabilityCopy.path} onClick={() => void run(laboratoryEntry.capabilityCopy, { id: row.id }, 'laboratoryCopied')} data-testid={`capability-copy-${index}`}>
                  {t('actions.copy')}
                </Button>
              </RowActions>
            )}
          />
        )}
      </Table>
      <EditModal<CapabilityValues>
        name="capability"
        open={editing !== undefined}
        title={editing === 'new' ? t('settled.addCapability') : t('settled.editCapability')}
        saving={running === laboratoryEntry.capabilitySave.path}
        onCancel={() => setEditing(undefined)}
        onSave={() => void save(laboratoryEntry.capabilitySave, ({ priceYuan, ...values }, id) => ({ ...values, id, price: Math.round(priceYuan * 100) }))}
        form={form}
        initialValues={editing && editing !== 'new' ? toValues(editing) : { itemId: null, kind: 'detection', cycleDays: 5, priceYuan: 0, description: '' }}
      >
        <Form.Item name="itemId" label={t('fields.catalogueItem')} extra={t('fields.catalogueItemHint')}>
          <DetectionItemSelect
            allowClear
            placeholder={t('fields.catalogueItemPlaceholder')}
            kindLabel={(kind) => t(`capabilityKinds.${kind}`)}
            onPick={fillFrom}
            testId="capability-item"
          />
        </Form.Item>
        <Form.Item name="kind" label={t('fields.capabilityKind')} rules={[zodRule(shape.kind)]} required>
          <RequiredSelect disabled={typeof linked === 'number'} options={CAPABILITY_KINDS.map((kind) => ({ value: kind, label: t(`capabilityKinds.${kind}`) }))} />
        </Form.Item>
        <Form.Item name="name" label={t('fields.capabilityName')} rules={[zodRule(shape.name)]} required>
          <Input maxLength={L.capabilityNameMax} />
        </Form.Item>
        <Form.Item name="standardMethod" label={t('fields.standardMethod')} rules={[zodRule(shape.standardMethod)]} required extra={t('fields.standardMethodHint')}>
          <Input maxLength={L.standardMethodMax} />
        </Form.Item>
        <Space size={16} wrap>
          <Form.Item name="priceYuan" label={t('fields.priceYuan')} rules={[{ required: true, type: 'number', min: 0, message: t('settled.priceInvalid') }]}>
            <InputNumber min={0} max={L.priceMax / 100} precision={2} style={{ width: 180 }} />
          </Form.Item>
          <Form.Item name="cycleDays" label={t('fields.cycleDays')} rules={[zodRule(shape.cycleDays)]} required>
            <InputNumber min={1} max={L.cycleDaysMax} precision={0} style={{ width: 180 }} />
          </Form.Item>
        </Space>
        <Form.Item name="description" label={t('fields.description')} rules={[zodRule(shape.description)]}>
          <Input.TextArea maxLength={L.descriptionMax} autoSize={{ minRows: 2, maxRows: 6 }} />
        </Form.Item>
      </EditModal>
    </Card>
  );
}
