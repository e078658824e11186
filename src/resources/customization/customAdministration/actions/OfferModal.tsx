import { Button, DatePicker, Form, Input, InputNumber, Space, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { acceptanceInput, CUSTOM_LIMITS, CUSTOM_MILESTONES, offerInput, type CustomOrderDetail } from '@contract/endpoints/customization';
import { formatFen } from '../../../../components/format/money';
import { beijingToday } from '../../../../components/format/beijingTime';
import { useCustomLabels } from '../../../../components/customization/labels';
import { DetectionItemSelect, type ItemLabel } from '../../../../components/testing/DetectionItemSelect';
import { zodRule } from '../../../../components/zodRule';
import { message } from '../../../../providers/i18n';
import { depositProblem, dueDateProblem, totalProblem, offerFormValues, offerOf, type OfferFormValues } from './offerForm';
import { usePlatformStep } from './platformStep';
import { StepModal } from './StepModal';

/**
 * The platform's offer (state `offer`): total and deposit typed in yuan and sent in fen, the development plan, a due
 * date per milestone (in order, none before today), and the acceptance tests chosen from the cloud-testing catalogue
 * with what each must show. A previous offer fills the form. The browser checks what the contract checks.
 */
export function OfferModal({ order }: { order: CustomOrderDetail }) {
  const { t } = useTranslation(['customConsole', 'testKits']);
  const labels = useCustomLabels();
  const step = usePlatformStep(order.id);
  const known: ItemLabel[] = order.acceptance.map((row) => ({ id: row.itemId, kind: 'detection', nameZh: row.nameZh, nameEn: row.nameEn, standards: row.standards }));
  const today = beijingToday();

  const submit = async (values: OfferFormValues) => {
    const checked = offerInput.safeParse(offerOf(values));
    return checked.success && step.run({ action: 'setOffer', offer: offerOf(values) });
  };

  return (
    <StepModal<OfferFormValues>
      label={labels.action('setOffer')}
      title={labels.action('setOffer')}
      primary
      width={760}
      testId="custom-step-setOffer"
      running={step.running}
      initialValues={offerFormValues(order)}
      submit={submit}
    >
      {(form) => (
        <>
          <Space size="large" wrap>
            <Form.Item
              name="totalYuan"
              label={t('offer.totalYuan')}
              required
              rules={[
                {
                  validator: async () => {
                    const problem = totalProblem(form.getFieldsValue(['totalYuan']));
                    if (problem) throw new Error(message(problem));
                  },
                },
              ]}
              extra={t('offer.amountHint', { max: formatFen(CUSTOM_LIMITS.amountMax) })}
            >
              <InputNumber precision={2} min={0} step={100} prefix="¥" style={{ width: 200 }} data-testid="offer-total" />
            </Form.Item>
            <Form.Item
              name="depositYuan"
              label={t('offer.depositYuan')}
              required
              dependencies={['totalYuan']}
              rules={[
                {
                  validator: async () => {
                    const problem = depositProblem(form.getFieldsValue(['totalYuan', 'depositYuan']));
                    if (problem) throw new Error(message(problem));
                  },
                },
              ]}
            >
              <InputNumber precision={2} min={0} step={100} prefix="¥" style={{ width: 200 }} data-testid="offer-deposit" />
            </Form.Item>
          </Space>
          <Form.Item name="plan" label={t('offer.plan')} required rules={[zodRule(offerInput.shape.plan)]}>
            <Input.TextArea maxLength={CUSTOM_LIMITS.planMax} showCount autoSize={{ minRows: 4 }} data-testid="offer-plan" />
          </Form.Item>
          <Typography.Text strong>{t('offer.dueDates')}</Typography.Text>
          <Space size="middle" wrap style={{ marginTop: 8 }}>
            {CUSTOM_MILESTONES.map((code, index) => (
              <Form.Item
                key={code}
                name={['dueDates', index]}
                label={labels.milestone(code)}
                required
                dependencies={index > 0 ? [['dueDates', index - 1]] : []}
                rules={[
                  {
                    validator: async () => {
                      const problem = dueDateProblem(form.getFieldValue('dueDates'), index, today);
                      if (problem) throw new Error(message(problem));
                    },
                  },
                ]}
              >
                <DatePicker disabledDate={(day) => day.isBefore(dayjs(today), 'day')} data-testid={`offer-due-${code}`} />
              </Form.Item>
            ))}
          </Space>
          <Typography.Text strong>{t('offer.acceptance')}</Typography.Text>
          <Typography.Paragraph type="secondary">{t('offer.acceptanceHint')}</Typography.Paragraph>
          <Form.List name="acceptance">
            {(fields, { add, remove }) => (
              <>
                {fields.map((field, index) => (
                  <Space key={field.key} align="start" style={{ display: 'flex' }} data-testid="offer-acceptance-row">
                    <Form.Item
                      name={[field.name, 'itemId']}
                      rules={[{ validator: async (_rule, value: number | null | undefined) => { if (!acceptanceInput.shape.itemId.safeParse(value).success) throw new Error(t('offer.itemRequired')); } }]}
                      style={{ width: 320 }}
                    >
                      <DetectionItemSelect
                        known={known}
                        placeholder={t('offer.item')}
                        kindLabel={(kind) => t(`testKits:itemKinds.${kind}`)}
                        testId={`offer-item-${index}`}
                      />
                    </Form.Item>
                    <Form.Item name={[field.name, 'requirement']} rules={[zodRule(acceptanceInput.shape.requirement)]} style={{ width: 300 }}>
                      <Input maxLength={CUSTOM_LIMITS.textMax} placeholder={t('offer.requirement')} data-testid={`offer-requirement-${index}`} />
                    </Form.Item>
                    <Button type="text" icon={<DeleteOutlined />} aria-label={t('offer.removeTest')} onClick={() => remove(field.name)} data-testid={`offer-remove-${index}`} />
                  </Space>
                ))}
                <Button
                  type="dashed"
                  icon={<PlusOutlined />}
                  disabled={fields.length >= CUSTOM_LIMITS.acceptanceMax}
                  onClick={() => add({ itemId: null, requirement: '' })}
                  data-testid="offer-add-test"
                >
                  {t('offer.addTest', { max: CUSTOM_LIMITS.acceptanceMax })}
                </Button>
              </>
            )}
          </Form.List>
        </>
      )}
    </StepModal>
  );
}
