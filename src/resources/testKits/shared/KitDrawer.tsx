import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Alert, Button, Col, Drawer, Form, Input, Row, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Endpoint } from '@contract/endpoint';
import { kitItemInput, kitSaveInput, TEST_LIMITS, type KitSaveInput, type TestKit } from '@contract/endpoints/testKits';
import { DetectionItemSelect, type ItemLabel } from '../../../components/testing/DetectionItemSelect';
import { zodRule } from '../../../components/zodRule';
import { useAction } from '../../../console/useAction';
import { message as text } from '../../../providers/i18n';

interface KitValues {
  name: string;
  description: string;
  items: { itemId: number | null; condition: string }[];
}

const valuesOf = (kit: TestKit | undefined): KitValues =>
  kit
    ? { name: kit.name, description: kit.description, items: kit.items.map((item) => ({ itemId: item.itemId, condition: item.condition })) }
    : { name: '', description: '', items: [{ itemId: null, condition: '' }] };

const knownOf = (kit: TestKit | undefined): ItemLabel[] =>
  (kit?.items ?? []).map((item) => ({ id: item.itemId, kind: item.kind, nameZh: item.nameZh, nameEn: item.nameEn, standards: item.standards }));

/** Saving an approved public kit sends it back to review (spec §4): the owner is told first. */
export const needsReviewWarning = (kit: TestKit | undefined) => kit !== undefined && !kit.common && kit.state === 'approved';

/**
 * A kit's form in a drawer (a user's kit or a platform kit: `save` is the endpoint): name, description, the
 * catalogue items each with an optional condition ("at −20 °C"), at least one. `kit` absent: a new one.
 */
export function KitDrawer({
  open,
  kit,
  save,
  invalidates,
  onClose,
  onSaved,
}: {
  open: boolean;
  kit?: TestKit;
  save: Endpoint<typeof kitSaveInput>;
  invalidates: string[] | 'all';
  onClose: () => void;
  onSaved?: () => void;
}) {
  const { t } = useTranslation('testKits');
  const { modal } = App.useApp();
  const [form] = Form.useForm<KitValues>();
  const action = useAction(save, { success: text(needsReviewWarning(kit) ? 'kitResubmitted' : 'kitSaved'), invalidates });

  const store = async (values: KitValues) => {
    const input: KitSaveInput = {
      ...(kit && { id: kit.id }),
      name: values.name,
      description: values.description ?? '',
      items: values.items.map((item) => ({ itemId: item.itemId ?? 0, condition: item.condition ?? '' })),
    };
    if (await action.run(input)) {
      onSaved?.();
      onClose();
    }
  };

  const submit = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    if (!needsReviewWarning(kit)) return store(values);
    modal.confirm({
      title: t('drawer.reviewAgainTitle'),
      content: t('drawer.reviewAgain'),
      okText: t('drawer.saveAnyway'),
      okButtonProps: { ...{ 'data-testid': 'kit-review-again-confirm' } },
      onOk: () => store(values),
    });
  };

  return (
    <Drawer
      open={open}
      title={kit ? t('drawer.editTitle') : t('drawer.createTitle')}
      width={720}
      onClose={onClose}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={onClose}>{t('drawer.cancel')}</Button>
          <Button type="primary" loading={action.running} onClick={() => void submit()} data-testid="kit-save">
            {t('drawer.save')}
          </Button>
        </Space>
      }
    >
      {needsReviewWarning(kit) && <Alert type="warning" showIcon message={t('drawer.reviewAgain')} style={{ marginBottom: 16 }} data-testid="kit-review-warning" />}
      <Form<KitValues> form={form} name="kit" layout="vertical" preserve={false} initialValues={valuesOf(kit)} data-testid="kit-form">
        <Form.Item name="name" label={t('kit.name')} rules={[zodRule(kitSaveInput.shape.name)]} required>
          <Input maxLength={TEST_LIMITS.kitNameMax} />
        </Form.Item>
        <Form.Item name="description" label={t('kit.description')} rules={[zodRule(kitSaveInput.shape.description)]}>
          <Input.TextArea maxLength={TEST_LIMITS.descriptionMax} showCount autoSize={{ minRows: 2, maxRows: 6 }} />
        </Form.Item>
        <Form.List
          name="items"
          rules={[
            {
              validator: async (_rule, items: unknown[] | undefined) => {
                if (!items || items.length === 0) throw new Error(text('testItemsRequired'));
              },
            },
          ]}
        >
          {(fields, { add, remove }, { errors }) => (
            <>
              <div className="ant-form-item-label">
                <label className="ant-form-item-required">{t('kit.items')}</label>
              </div>
              {fields.map((field, index) => (
                <Row key={field.key} gutter={8} align="top" data-testid={`kit-item-${index}`}>
                  <Col xs={24} md={14}>
                    <Form.Item name={[field.name, 'itemId']} rules={[{ required: true, message: t('drawer.pickItem') }]}>
                      <DetectionItemSelect
                        known={knownOf(kit)}
                        placeholder={t('drawer.searchItem')}
                        kindLabel={(kind) => t(`itemKinds.${kind}`)}
                        testId={`kit-item-select-${index}`}
                      />
                    </Form.Item>
                  </Col>
                  <Col xs={20} md={8}>
                    <Form.Item name={[field.name, 'condition']} rules={[zodRule(kitItemInput.shape.condition)]}>
                      <Input maxLength={TEST_LIMITS.conditionMax} placeholder={t('drawer.conditionHint')} aria-label={t('kit.condition')} />
                    </Form.Item>
                  </Col>
                  <Col xs={4} md={2}>
                    <Button type="text" danger icon={<MinusCircleOutlined />} aria-label={t('drawer.removeItem')} onClick={() => remove(field.name)} data-testid={`kit-item-remove-${index}`} />
                  </Col>
                </Row>
              ))}
              <Form.ErrorList errors={errors} />
              {fields.length < TEST_LIMITS.kitItemsMax && (
                <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ itemId: null, condition: '' })} data-testid="kit-item-add">
                  {t('drawer.addItem')}
                </Button>
              )}
            </>
          )}
        </Form.List>
      </Form>
    </Drawer>
  );
}
