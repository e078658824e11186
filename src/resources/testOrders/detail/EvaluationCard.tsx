import { Button, Card, Form, Input, Rate, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { examineOrder, testEvaluationInput, type TestOrderDetail } from '@contract/endpoints/testOrders';
import { TEST_LIMITS } from '@contract/endpoints/testKits';
import { formatBeijing } from '../../../components/format/beijingTime';
import { zodRule } from '../../../components/zodRule';
import { useAction } from '../../../console/useAction';

/** The customer evaluates a completed order once (1–5 stars and a text); afterwards everyone reads it. */
export function EvaluationCard({ order }: { order: TestOrderDetail }) {
  const { t } = useTranslation('testOrders');
  if (order.nextActions.includes('evaluate')) {
    return (
      <Card title={t('detail.evaluation')}>
        <EvaluationForm order={order} />
      </Card>
    );
  }
  if (order.evaluationStars === null) return null;
  return (
    <Card title={t('detail.evaluation')}>
      <Space direction="vertical" data-testid="evaluation-view">
        <Rate disabled value={order.evaluationStars} aria-label={t('evaluation.stars')} />
        {order.evaluationText && <div style={{ whiteSpace: 'pre-wrap' }}>{order.evaluationText}</div>}
        <Typography.Text type="secondary">{formatBeijing(order.evaluateTime)}</Typography.Text>
      </Space>
    </Card>
  );
}

function EvaluationForm({ order }: { order: TestOrderDetail }) {
  const { t } = useTranslation('testOrders');
  const [form] = Form.useForm<{ stars: number; text?: string }>();
  const evaluate = useAction(examineOrder.evaluation, { success: t('notices.evaluated'), invalidates: 'all' });

  const submit = async () => {
    const { stars, text } = await form.validateFields();
    await evaluate.run({ id: order.id, stars, text: text ?? '' });
  };

  return (
    <Form form={form} layout="vertical" data-testid="evaluation-form" style={{ maxWidth: 560 }}>
      <p>{t('evaluation.invite')}</p>
      <Form.Item name="stars" label={t('evaluation.stars')} rules={[zodRule(testEvaluationInput.shape.stars)]} required>
        <Rate data-testid="evaluation-stars" />
      </Form.Item>
      <Form.Item name="text" label={t('evaluation.text')} rules={[zodRule(testEvaluationInput.shape.text)]}>
        <Input.TextArea maxLength={TEST_LIMITS.evaluationMax} showCount autoSize={{ minRows: 3 }} data-testid="evaluation-text" />
      </Form.Item>
      <Button type="primary" loading={evaluate.running} onClick={() => void submit().catch(() => undefined)} data-testid="order-action-evaluate">
        {t('evaluation.submit')}
      </Button>
    </Form>
  );
}
