import { Button, Form, Input, Rate } from 'antd';
import { useTranslation } from 'react-i18next';
import { EQUIPMENT_LIMITS, equipments, evaluationInput, type BookingDetail } from '@contract/endpoints/equipments';
import { zodRule } from '../../../components/zodRule';
import { useAction } from '../../../console/useAction';

/** The customer evaluates a completed booking once: 1–5 stars and a text. */
export function EvaluationForm({ booking }: { booking: BookingDetail }) {
  const { t } = useTranslation('research');
  const [form] = Form.useForm<{ stars: number; text?: string }>();
  const evaluate = useAction(equipments.orderEvaluation, { success: t('notices.evaluated'), invalidates: 'all' });

  const submit = async () => {
    const { stars, text } = await form.validateFields();
    await evaluate.run({ id: booking.id, stars, text: text ?? '' });
  };

  return (
    <Form form={form} layout="vertical" data-testid="evaluation-form" style={{ maxWidth: 560 }}>
      <p>{t('evaluation.invite')}</p>
      <Form.Item name="stars" label={t('evaluation.stars')} rules={[zodRule(evaluationInput.shape.stars)]} required>
        <Rate data-testid="evaluation-stars" />
      </Form.Item>
      <Form.Item name="text" label={t('evaluation.text')} rules={[zodRule(evaluationInput.shape.text)]}>
        <Input.TextArea maxLength={EQUIPMENT_LIMITS.evaluationMax} showCount autoSize={{ minRows: 3 }} data-testid="evaluation-text" />
      </Form.Item>
      <Button type="primary" loading={evaluate.running} onClick={() => void submit().catch(() => undefined)} data-testid="evaluation-submit">
        {t('evaluation.submit')}
      </Button>
    </Form>
  );
}
