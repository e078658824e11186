import { useEffect, type MutableRefObject } from 'react';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Col, Form, Input, Row, Select, Space, type FormInstance } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { REGIONS, type Region } from '@contract/endpoints/laboratoryCommon';
import { zodRule } from '../../../components/zodRule';
import { message as text } from '../../../providers/i18n';
import { LABORATORY_LIMITS as L, labQualification, laboratorySaveInput, QUALIFICATION_KINDS, type LaboratoryApplication, type LabQualification } from '../endpoints';
import { LabFilesUpload, LabFileUpload, LabPictureUpload } from '../components/uploads';

export interface BasicValues {
  name: string;
  introduction: string;
  logoId: string | null;
  brochureId: string | null;
  contactName: string;
  contactPhone: string;
  city: string;
  /** The regional centre (contract REGIONS); none yet for an older application. */
  region: Region | null;
  address: string;
  qualifications: LabQualification[];
  capabilityFileIds: string[];
  attachmentIds: string[];
}

export const basicValuesOf = (application: LaboratoryApplication): BasicValues => ({
  name: application.name,
  introduction: application.introduction,
  logoId: application.logoId,
  brochureId: application.brochureId,
  contactName: application.contactName,
  contactPhone: application.contactPhone,
  city: application.city,
  region: application.region,
  address: application.address,
  qualifications: application.qualifications,
  capabilityFileIds: application.capabilityFileIds,
  attachmentIds: application.attachmentIds,
});

const shape = laboratorySaveInput.shape;

/**
 * The application's basic information, qualifications and files. A draft may be saved incomplete; when
 * `submitting` is set the fields submission needs are checked too (the server checks them again).
 */
export function BasicForm({
  form,
  application,
  editable,
  submitting,
}: {
  form: FormInstance<BasicValues>;
  application: LaboratoryApplication;
  editable: boolean;
  submitting: MutableRefObject<boolean>;
}) {
  const { t } = useTranslation('laboratory');
  const names = Object.fromEntries(application.files.map((file) => [file.id, file.name]));
  // Filled from the server when the application loads or changes state; an item's change leaves unsaved typing alone.
  const { id, state } = application;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- on purpose: not on every change of the application
  useEffect(() => form.setFieldsValue(basicValuesOf(application)), [form, id, state]);
  const neededAtSubmit = (key: string): Rule => ({
    validator: async (_rule, value: unknown) => {
      if (submitting.current && !String(value ?? '').trim()) throw new Error(text(key));
    },
  });

  return (
    <Form<BasicValues> form={form} name="lab" layout="vertical" disabled={!editable} initialValues={basicValuesOf(application)} data-testid="lab-form">
      <Card title={t('settled.basic')}>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="name" label={t('fields.name')} rules={[zodRule(shape.name), neededAtSubmit('laboratoryNameRequired')]}>
              <Input maxLength={L.nameMax} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="city" label={t('fields.city')} rules={[zodRule(shape.city), neededAtSubmit('laboratoryCityRequired')]}>
              <Input maxLength={L.cityMax} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="contactName" label={t('fields.contactName')} rules={[zodRule(shape.contactName), neededAtSubmit('laboratoryContactRequired')]}>
              <Input maxLength={L.contactNameMax} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="contactPhone"
              label={t('fields.contactPhone')}
              extra={t('fields.contactPhoneHint')}
              rules={[zodRule(shape.contactPhone), neededAtSubmit('laboratoryPhoneRequired')]}
            >
              <Input maxLength={L.contactPhoneMax} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="region" label={t('fields.region')} extra={t('fields.regionHint')} rules={[zodRule(shape.region)]} normalize={(value: Region | undefined) => value ?? null}>
              <Select<Region | null>
                allowClear
                placeholder={t('fields.regionPlaceholder')}
                options={REGIONS.map((region) => ({ value: region, label: t(`regions.${region}`) }))}
                data-testid="lab-region"
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="address" label={t('fields.address')} rules={[zodRule(shape.address)]}>
              <Input maxLength={L.addressMax} />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item name="introduction" label={t('fields.introduction')} rules={[zodRule(shape.introduction), neededAtSubmit('laboratoryIntroductionRequired')]}>
              <Input.TextArea maxLength={L.introductionMax} showCount autoSize={{ minRows: 4, maxRows: 12 }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="logoId" label={t('fields.logo')}>
              <LabPictureUpload disabled={!editable} testId="lab-logo" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="brochureId" label={t('fields.brochure')}>
              <LabFileUpload names={names} disabled={!editable} testId="lab-brochure" />
            </Form.Item>
          </Col>
        </Row>
      </Card>

      <Card title={t('settled.qualifications')} className="at-lab__section" extra={t('settled.qualificationsHint')}>
        <Form.List name="qualifications">
          {(fields, { add, remove }) => (
            <Space direction="vertical" style={{ width: '100%' }}>
              {fields.map((field, index) => (
                <Row key={field.key} gutter={12} align="top" data-testid={`qualification-${index}`}>
                  <Col xs={24} md={5}>
                    <Form.Item name={[field.name, 'kind']} label={t('fields.qualificationKind')} rules={[zodRule(labQualification.shape.kind)]}>
                      <Select options={QUALIFICATION_KINDS.map((kind) => ({ value: kind, label: t(`qualificationKinds.${kind}`) }))} />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={8}>
                    <Form.Item name={[field.name, 'number']} label={t('fields.qualificationNumber')} rules={[zodRule(labQualification.shape.number)]}>
                      <Input maxLength={L.qualificationNumberMax} />
                    </Form.Item>
                  </Col>
                  <Col xs={20} md={9}>
                    <Form.Item name={[field.name, 'fileId']} label={t('fields.qualificationScan')}>
                      <LabFileUpload names={names} disabled={!editable} testId={`qualification-${index}-scan`} />
                    </Form.Item>
                  </Col>
                  <Col xs={4} md={2}>
                    {editable && (
                      <Button type="text" danger icon={<MinusCircleOutlined />} aria-label={t('actions.remove')} onClick={() => remove(field.name)} style={{ marginTop: 30 }} />
                    )}
                  </Col>
                </Row>
              ))}
              {editable && fields.length < L.qualificationsMax && (
                <Button icon={<PlusOutlined />} onClick={() => add({ kind: 'CMA', number: '', fileId: null })} data-testid="qualification-add">
                  {t('settled.addQualification')}
                </Button>
              )}
            </Space>
          )}
        </Form.List>
      </Card>

      <Card title={t('settled.files')} className="at-lab__section">
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="capabilityFileIds" label={t('fields.capabilityFiles')}>
              <LabFilesUpload max={L.capabilityFilesMax} names={names} disabled={!editable} testId="lab-capability-files" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="attachmentIds" label={t('fields.attachments')}>
              <LabFilesUpload max={L.attachmentsMax} names={names} disabled={!editable} testId="lab-attachments" />
            </Form.Item>
          </Col>
        </Row>
      </Card>
    </Form>
  );
}
