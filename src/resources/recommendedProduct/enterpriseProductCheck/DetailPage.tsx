import { useState } from 'react';
import { Alert, App, Button, Card, Form, Input, Modal, Popconfirm, Skeleton, Space } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PRODUCT_LIMITS, productAudit, productRejectInput } from '@contract/endpoints/recommendedProduct';
import { ProductView } from '../shared/ProductView';
import { useEndpoint } from '../../../components/useEndpoint';
import { zodRule } from '../../../components/zodRule';
import { call } from '../../../providers/http';
import { message as text } from '../../../providers/i18n';
import { PRODUCT_CHECK_ROUTE } from './index';

/** One product under review: approve it, or reject it with a reason its company sees. */
export default function DetailPage() {
  const { t } = useTranslation('cloud');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const { data: product, loading, failed, reload } = useEndpoint(productAudit.productAuditDetail, Number.isInteger(id) && id > 0 ? { id } : null);
  const [rejecting, setRejecting] = useState(false);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ reason: string }>();
  const back = () => void navigate(PRODUCT_CHECK_ROUTE);

  const act = async (run: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await run();
      void message.success(done);
      setRejecting(false);
      reload();
    } catch {
      // The http client has shown why.
    } finally {
      setBusy(false);
    }
  };
  const approve = () => act(() => call(productAudit.approveProduct, { id }), text('productApproved'));
  const reject = async () => {
    const { reason } = await form.validateFields();
    await act(() => call(productAudit.rejectProduct, { id, reason }), text('productRejected'));
  };

  if (loading && !product) return <Skeleton active />;
  if (failed || !product) return <Alert type="error" showIcon message={text('noSuchId')} action={<Button onClick={back}>{t('audit.back')}</Button>} />;

  return (
    <Card
      title={product.name}
      extra={
        <Space>
          {product.state === 'pending' && (
            <>
              <Popconfirm title={t('audit.approveConfirm')} onConfirm={() => void approve()}>
                <Button type="primary" loading={busy} data-testid="audit-approve">
                  {t('audit.approve')}
                </Button>
              </Popconfirm>
              <Button danger disabled={busy} onClick={() => setRejecting(true)} data-testid="audit-reject">
                {t('audit.reject')}
              </Button>
            </>
          )}
          <Button onClick={back}>{t('audit.back')}</Button>
        </Space>
      }
    >
      <ProductView product={product} />
      <Modal
        open={rejecting}
        title={t('audit.rejectTitle')}
        onCancel={() => setRejecting(false)}
        onOk={() => void reject()}
        okText={t('audit.reject')}
        okButtonProps={{ danger: true, loading: busy, ...{ 'data-testid': 'audit-reject-confirm' } }}
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
