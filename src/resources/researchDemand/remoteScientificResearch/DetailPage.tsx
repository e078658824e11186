import { useState } from 'react';
import { useShow } from '@refinedev/core';
import { Alert, Button, Card, Descriptions, Form, Input, Modal, Skeleton, Space, Table } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DEMAND_LIMITS, demandAdmin, demandAdminCloseInput, type DemandDetail, type DemandQuote } from '@contract/endpoints/researchDemand';
import { DemandFacts } from '../../../components/demand/DemandFacts';
import { StoredFileLink } from '../../../components/download/StoredFileLink';
import { History } from '../../../components/demand/History';
import { DemandStateTag, QuoteStateTag } from '../../../components/demand/StateTag';
import { formatDateTime } from '../../../components/format/dateTime';
import { formatFen } from '../../../components/format/money';
import { zodRule } from '../../../components/zodRule';
import { useAction } from '../../../console/useAction';
import { message as text } from '../../../providers/i18n';
import { DEMAND_ADMIN_RESOURCE, DEMAND_ADMIN_ROUTE } from './index';

/** One demand for administrators: everything about it, its quotes and history; close it with a reason. */
export default function DetailPage() {
  const { t } = useTranslation('demand');
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const { query } = useShow<DemandDetail>({ resource: DEMAND_ADMIN_RESOURCE, id, queryOptions: { enabled: Number.isInteger(id) && id > 0 } });
  const demand = query.data?.data;
  const [closing, setClosing] = useState(false);
  const [form] = Form.useForm<{ reason: string }>();
  const close = useAction(demandAdmin.close, { success: text('demandClosed'), invalidates: [DEMAND_ADMIN_RESOURCE] });
  const back = () => void navigate(DEMAND_ADMIN_ROUTE);

  const confirmClose = async () => {
    // The form shows what is missing.
    const values = await form.validateFields().catch(() => undefined);
    if (values && (await close.run({ id, reason: values.reason }))) setClosing(false);
  };

  if (query.isLoading) return <Skeleton active />;
  if (!demand) return <Alert type="error" showIcon message={text('noSuchId')} action={<Button onClick={back}>{t('console.back')}</Button>} />;

  return (
    <Card
      title={
        <Space>
          {demand.title}
          <DemandStateTag state={demand.state} />
        </Space>
      }
      extra={
        <Space>
          {demand.nextActions.includes('adminClose') && (
            <Button danger onClick={() => setClosing(true)} data-testid="demand-admin-close">
              {t('console.adminClose')}
            </Button>
          )}
          <Button onClick={back}>{t('console.back')}</Button>
        </Space>
      }
      data-testid="demand-admin-detail"
    >
      {demand.closeReason && <Alert type="info" showIcon message={`${t('fields.closeReason')}: ${demand.closeReason}`} style={{ marginBottom: 16 }} />}
      <DemandFacts demand={demand} />
      <Descriptions bordered size="small" column={1} style={{ marginTop: 16 }}>
        <Descriptions.Item label={t('fields.owner')}>{demand.ownerName ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={t('detail.contacts')}>
          {demand.contactName} · {demand.contactPhone}
        </Descriptions.Item>
        <Descriptions.Item label={t('fields.description')}>
          <span style={{ whiteSpace: 'pre-wrap' }}>{demand.description}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('fields.attachments')}>
          <Space direction="vertical" size={2}>
            {demand.attachments.length === 0 ? '—' : demand.attachments.map((file) => <StoredFileLink key={file.id} id={file.id} name={file.name} />)}
          </Space>
        </Descriptions.Item>
      </Descriptions>
      <h3 style={{ marginTop: 24 }}>{t('detail.quotes')}</h3>
      <Table<DemandQuote>
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={demand.quotes}
        locale={{ emptyText: t('detail.noQuotes') }}
        scroll={{ x: true }}
        columns={[
          { title: t('fields.laboratory'), dataIndex: 'laboratoryName' },
          { title: t('fields.price'), render: (_, quote) => formatFen(quote.price) },
          { title: t('fields.days'), dataIndex: 'days' },
          { title: t('fields.note'), render: (_, quote) => <span style={{ whiteSpace: 'pre-wrap' }}>{quote.note}</span> },
          { title: t('fields.updateTime'), render: (_, quote) => formatDateTime(quote.updateTime) },
          { title: t('fields.quoteState'), render: (_, quote) => <QuoteStateTag state={quote.state} /> },
        ]}
      />
      <h3 style={{ marginTop: 24 }}>{t('common.history')}</h3>
      <History steps={demand.history} />
      <Modal
        open={closing}
        title={t('console.adminCloseTitle')}
        onCancel={() => setClosing(false)}
        onOk={() => void confirmClose()}
        okText={t('console.adminClose')}
        okButtonProps={{ danger: true, loading: close.running, ...{ 'data-testid': 'demand-admin-close-confirm' } }}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item name="reason" label={t('console.reason')} rules={[zodRule(demandAdminCloseInput.shape.reason)]} required>
            <Input.TextArea maxLength={DEMAND_LIMITS.reasonMax} showCount autoSize={{ minRows: 3 }} data-testid="demand-admin-close-reason" />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
