import { useState } from 'react';
import { useShow } from '@refinedev/core';
import { Alert, Button, Card, Form, Input, Modal, Popconfirm, Skeleton, Space } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PRODUCT_LIMITS, productAudit, productRejectInput, type ProductDetail } from '@contract/endpoints/recommendedProduct';
import { zodRule } from '../../../components/zodRule';
import { useAction } from '../../../console/useAction';
import { message as text } from '../../../providers/i18n';
import { ProductHistory } from '../shared/ProductHistory';
import { ProductView } from '../shared/ProductView';
import { PRODUCT_CHECK_RESOURCE, PRODUCT_CHECK_ROUTE } from './index';

/** One product under review: approve it, or reject it with a reason its company sees; its review history. */
export default function DetailPage() {
  const { t } = useTranslation('cloud');
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const { query } = useShow<ProductDetail>({ resource: PRODUCT_CHECK_RESOURCE, id, queryOptions: { enabled: Number.isInteger(id) && id > 0 } });
  const product = query.data?.data;
  const [rejecting, setRejecting] = useState(false);
  const [form] = Form.useForm<{ reason: string }>();
  const invalidates = [PRODUCT_CHECK_RESOURCE];
  const approve = useAction(productAudit.approveProduct, { success: text('productApproved'), invalidates });
  const reject = useAction(productAudit.rejectProduct, { success: text('productRejected'), invalidates });
  const back = () => void navigate(PRODUCT_CHECK_ROUTE);

  const confirmReject = async () => {
    const { reason } = await form.validateFields();
    if (await reject.run({ id, reason })) setRejecting(false);
  };

  if (query.isLoading) return <Skeleton active />;
  if (!product) return <Alert type="error" showIcon message={text('noSuchId')} action={<Button onClick={back}>{t('audit.back')}</Button>} />;
  const busy = approve.running || reject.running;

  return (
    <Card
      title={product.name}
      extra={
        <Space>
          {product.nextActions.includes('approve') && (
            <Popconfirm title={t('audit.approveConfirm')} onConfirm={() => void approve.run({ id })}>
              <Button type="primary" loading={approve.running} disabled={busy} data-testid="audit-approve">
                {t('audit.approve')}
              </Button>
            </Popconfirm>
          )}
          {product.nextActions.includes('reject') && (
            <Button danger disabled={busy} onClick={() => setRejecting(true)} data-testid="audit-reject">
              {t('audit.reject')}
            </Button>
          )}
          <Button onClick={back}>{t('audit.back')}</Button>
        </Space>
      }
    >
      <ProductView product={product} />
      <ProductHistory steps={product.history} />
      <Modal
        open={rejecting}
        title={t('audit.rejectTitle')}
        onCancel={() => setRejecting(false)}
        onOk={() => void confirmReject()}
        okText={t('audit.reject')}
        okButtonProps={{ danger: true, loading: reject.running, ...{ 'data-testid': 'audit-reject-confirm' } }}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item name="reason" label={t('audit.rejectReason')} rules={[zodRule(productRejectInput.shape.reason)]} required>
            <Input.TextArea maxLength={PRODUCT_LIMITS.rejectReasonMax} showCount autoSize={{ minRows: 3 }} data-testid="audit-reject-reason" />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
