import { useState } from 'react';
import { Button, Form, InputNumber, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { QUALITY_LIMITS, qualityAudit } from '@contract/endpoints/quality';
import { formatFen } from '../../../components/format/money';
import { useAction } from '../../../console/useAction';
import { message } from '../../../providers/i18n';
import { CHECK_RESOURCE } from '../shared/paths';
import { DEFAULT_PRICE_YUAN, reportPriceFen } from './reportPrice';

/**
 * Approving publishes the line, so the auditor also sets the price of its full report: in yuan (¥199.00 offered),
 * sent in fen. A price the contract refuses is shown under the field and nothing is sent.
 */
export function ApproveWithPrice({ id }: { id: number }) {
  const { t } = useTranslation('qualityConsole');
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ priceYuan: number | null }>();
  const approve = useAction(qualityAudit.approve, { success: message('qualityApproved'), invalidates: [CHECK_RESOURCE] });

  const confirm = async () => {
    const values = await form.validateFields().catch(() => undefined);
    const reportPrice = reportPriceFen(values?.priceYuan);
    if (reportPrice !== undefined && (await approve.run({ id, reportPrice }))) setOpen(false);
  };

  return (
    <>
      <Button type="primary" onClick={() => setOpen(true)} data-testid="audit-approve">
        {t('review.approve')}
      </Button>
      <Modal
        open={open}
        title={t('review.approveTitle')}
        onCancel={() => setOpen(false)}
        onOk={() => void confirm()}
        okText={t('review.approve')}
        okButtonProps={{ loading: approve.running, ...{ 'data-testid': 'audit-approve-confirm' } }}
        destroyOnHidden
      >
        <p>{t('review.approveConfirm')}</p>
        <Form form={form} name="approve" layout="vertical" preserve={false} initialValues={{ priceYuan: DEFAULT_PRICE_YUAN }}>
          <Form.Item
            name="priceYuan"
            label={t('review.reportPrice')}
            extra={t('review.reportPriceHint', { max: formatFen(QUALITY_LIMITS.reportPriceMaxFen) })}
            required
            rules={[
              {
                validator: async (_rule, value: number | null | undefined) => {
                  if (reportPriceFen(value) === undefined) throw new Error(message('qualityReportPriceInvalid'));
                },
              },
            ]}
          >
            <InputNumber precision={2} step={10} prefix="¥" style={{ width: 200 }} data-testid="audit-approve-price" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
