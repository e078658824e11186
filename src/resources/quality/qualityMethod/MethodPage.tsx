import { Alert, Button, Card, Form, Input, InputNumber, Skeleton, Space, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { qualityAudit, qualityPublic, type MethodInput, type QualityMethodOutput } from '@contract/endpoints/quality';
import { IndicatorName } from '../../../components/quality';
import { useRemote } from '../../../components/useRemote';
import { formatDateTime } from '../../../components/format/dateTime';
import { useAction } from '../../../console/useAction';
import { call } from '../../../providers/http';
import { message } from '../../../providers/i18n';

type Indicator = MethodInput['indicators'][number];

/** The next version a method suggests: the same year's next number (2026.1 → 2026.2). */
const nextVersion = (version: string) => {
  const [year, number] = version.split('.');
  return `${year}.${Number(number) + 1}`;
};

/**
 * The current method and the form that publishes the next version: each indicator's weight (they must add up to 1)
 * and parameters, prefilled from the current one. The server checks it again (server/lib/qualityMethod checkMethod).
 */
export default function MethodPage() {
  const { t } = useTranslation('qualityConsole');
  const current = useRemote((signal) => call(qualityPublic.getParam, {}, { signal }), 'current');
  const publish = useAction(qualityAudit.publishMethod, { success: message('qualityMethodPublished') });
  const [form] = Form.useForm<{ version: string; note: string; indicators: Indicator[] }>();
  const method = current.data;
  if (!method) return <Skeleton active />;

  const submit = async (values: { version: string; note: string; indicators: Indicator[] }) => {
    if (await publish.run({ version: values.version, note: values.note ?? '', indicators: values.indicators })) current.reload();
  };
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }} data-testid="quality-method-admin">
      <Card title={t('method.current', { version: method.version })} extra={<Tag>{formatDateTime(method.publishedAt)}</Tag>}>
        <MethodTable method={method} />
        <p style={{ marginTop: 12 }}>{t('method.versions', { versions: method.versions.join(', ') })}</p>
      </Card>
      <Card title={t('method.publishTitle')}>
        <Alert type="info" showIcon message={t('method.publishNote')} style={{ marginBottom: 16 }} />
        <Form
          key={method.version}
          form={form}
          layout="vertical"
          initialValues={{ version: nextVersion(method.version), note: '', indicators: method.indicators }}
          onFinish={(values) => void submit(values)}
        >
          <Space wrap>
            <Form.Item name="version" label={t('method.version')} rules={[{ required: true, pattern: /^\d{4}\.\d{1,3}$/, message: t('method.versionRule') }]}>
              <Input style={{ width: 160 }} data-testid="method-version" />
            </Form.Item>
            <Form.Item name="note" label={t('method.note')}>
              <Input style={{ width: 420 }} maxLength={500} data-testid="method-note" />
            </Form.Item>
          </Space>
          <Form.List name="indicators">
            {(fields) =>
              fields.map((field) => {
                const indicator = method.indicators[field.name];
                return (
                  <Space key={field.key} wrap align="start" style={{ display: 'flex' }}>
                    <span style={{ display: 'inline-block', width: 160, paddingTop: 30 }}>
                      <IndicatorName indicator={indicator.key} />
                    </span>
                    <Form.Item name={[field.name, 'weight']} label={t('method.weight')} rules={[{ required: true }]}>
                      <InputNumber min={0} max={1} step={0.05} data-testid={`method-weight-${indicator.key}`} />
                    </Form.Item>
                    {Object.keys(indicator.params).map((param) => (
                      <Form.Item key={param} name={[field.name, 'params', param]} label={param} rules={[{ required: true }]}>
                        <InputNumber data-testid={`method-param-${indicator.key}-${param}`} />
                      </Form.Item>
                    ))}
                  </Space>
                );
              })
            }
          </Form.List>
          <Button type="primary" htmlType="submit" loading={publish.running} data-testid="method-publish">
            {t('method.publish')}
          </Button>
        </Form>
      </Card>
    </Space>
  );
}

function MethodTable({ method }: { method: QualityMethodOutput }) {
  const { t } = useTranslation('qualityConsole');
  return (
    <Table<QualityMethodOutput['indicators'][number]>
      rowKey="key"
      size="small"
      pagination={false}
      dataSource={method.indicators}
      columns={[
        { title: t('method.indicator'), render: (_, row) => <IndicatorName indicator={row.key} /> },
        { title: t('method.weight'), render: (_, row) => row.weight },
        { title: t('method.params'), render: (_, row) => Object.entries(row.params).map(([name, value]) => `${name} = ${value}`).join(', ') },
      ]}
    />
  );
}
