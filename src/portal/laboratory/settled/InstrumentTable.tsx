import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Form, Input, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../../components/zodRule';
import { EQUIPMENT_TYPES, instrumentInput, LABORATORY_LIMITS as L, laboratoryEntry, type LaboratoryApplication, type LabInstrument } from '../endpoints';
import { LabPictureUpload, StoredPicture } from '../components/uploads';
import { EditModal, RowActions, useItemEditor } from './ItemEditor';
import { RequiredSelect } from '../../../components/form/RequiredSelect';

type InstrumentValues = Pick<LabInstrument, 'name' | 'model' | 'maker' | 'typeCode' | 'specifications' | 'photoId'>;
const shape = instrumentInput.shape;

/** The instruments of the application (name, model, maker, type, key specifications, photo). */
export function InstrumentTable({ application, editable, onChanged }: { application: LaboratoryApplication; editable: boolean; onChanged: (next: LaboratoryApplication) => void }) {
  const { t } = useTranslation('laboratory');
  const { editing, setEditing, form, save, run, running } = useItemEditor<LabInstrument, InstrumentValues>(onChanged);

  return (
    <Card
      title={t('settled.instruments')}
      className="at-lab__section"
      extra={
        editable && (
          <Button icon={<PlusOutlined />} onClick={() => setEditing('new')} disabled={application.instruments.length >= L.instrumentsMax} data-testid="instrument-add">
            {t('settled.addInstrument')}
          </Button>
        )
      }
    >
      <Table<LabInstrument> rowKey="id" dataSource={application.instruments} pagination={false} size="small" scroll={{ x: true }} data-testid="instrument-table" locale={{ emptyText: t('settled.noInstruments') }}>
        <Table.Column<LabInstrument> title={t('fields.photo')} render={(_, row) => <StoredPicture id={row.photoId} alt={row.name} className="at-lab__photo" />} />
        <Table.Column<LabInstrument> title={t('fields.instrumentName')} dataIndex="name" />
        <Table.Column<LabInstrument> title={t('fields.typeCode')} render={(_, row) => t(`equipmentTypes.${row.typeCode}`)} />
        <Table.Column<LabInstrument> title={t('fields.model')} dataIndex="model" />
        <Table.Column<LabInstrument> title={t('fields.maker')} dataIndex="maker" />
        {editable && (
          <Table.Column<LabInstrument>
            title={t('actions.title')}
            render={(_, row, index) => (
              <RowActions testId="instrument" index={index} onEdit={() => setEditing(row)} onDelete={() => void run(laboratoryEntry.instrumentDelete, { id: row.id }, 'deleteSuccessful')} />
            )}
          />
        )}
      </Table>
      <EditModal<InstrumentValues>
        name="instrument"
        open={editing !== undefined}
        title={editing === 'new' ? t('settled.addInstrument') : t('settled.editInstrument')}
        saving={running === laboratoryEntry.instrumentSave.path}
        onCancel={() => setEditing(undefined)}
        onSave={() => void save(laboratoryEntry.instrumentSave, (values, id) => ({ ...values, photoId: values.photoId ?? null, id }))}
        form={form}
        initialValues={editing && editing !== 'new' ? editing : { typeCode: 'SEM', maker: '', specifications: '', photoId: null }}
      >
        <Form.Item name="name" label={t('fields.instrumentName')} rules={[zodRule(shape.name)]} required>
          <Input maxLength={L.instrumentTextMax} />
        </Form.Item>
        <Form.Item name="typeCode" label={t('fields.typeCode')} rules={[zodRule(shape.typeCode)]} required>
          <RequiredSelect showSearch optionFilterProp="label" options={EQUIPMENT_TYPES.map((type) => ({ value: type, label: t(`equipmentTypes.${type}`) }))} />
        </Form.Item>
        <Form.Item name="model" label={t('fields.model')} rules={[zodRule(shape.model)]} required>
          <Input maxLength={L.instrumentTextMax} />
        </Form.Item>
        <Form.Item name="maker" label={t('fields.maker')} rules={[zodRule(shape.maker)]}>
          <Input maxLength={L.instrumentTextMax} />
        </Form.Item>
        <Form.Item name="specifications" label={t('fields.specifications')} rules={[zodRule(shape.specifications)]}>
          <Input.TextArea maxLength={L.specificationsMax} autoSize={{ minRows: 2, maxRows: 6 }} />
        </Form.Item>
        <Form.Item name="photoId" label={t('fields.photo')}>
          <LabPictureUpload testId="instrument-photo" />
        </Form.Item>
      </EditModal>
    </Card>
  );
}
