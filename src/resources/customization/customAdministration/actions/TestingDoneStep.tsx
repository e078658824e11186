import { Form, Input, Switch, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { acceptanceResultInput, CUSTOM_LIMITS, type AcceptanceTest, type CustomOrderDetail } from '@contract/endpoints/customization';
import { MSG } from '@contract/messages';
import { useCustomLabels } from '../../../../components/customization/labels';
import { zodRule } from '../../../../components/zodRule';
import { usePlatformStep } from './platformStep';
import { StepModal } from './StepModal';
import { FilesField, fileIdsOf, NoteField, noteOf, type StepValues } from './StepFields';

type TestingValues = StepValues & { results?: { result?: string; passed?: boolean }[] };

/** The results to send: one per acceptance test of the offer, in its order (a result text and whether it passed). */
export const resultsOf = (tests: readonly AcceptanceTest[], values: TestingValues) =>
  tests.map((_, index) => ({ result: values.results?.[index]?.result?.trim() ?? '', passed: values.results?.[index]?.passed ?? false }));

/** Product testing completed: the test reports (1–5 files) and, for every acceptance test, its result and verdict. */
export function TestingDoneStep({ order }: { order: CustomOrderDetail }) {
  const { t } = useTranslation('customConsole');
  const labels = useCustomLabels();
  const step = usePlatformStep(order.id);
  const initialValues: TestingValues = { results: order.acceptance.map((row) => ({ result: row.result ?? '', passed: row.passed ?? true })) };

  return (
    <StepModal<TestingValues>
      label={labels.action('testingDone')}
      title={labels.action('testingDone')}
      primary
      width={760}
      testId="custom-step-testingDone"
      running={step.running}
      initialValues={initialValues}
      submit={(values) => step.run({ action: 'testingDone', note: noteOf(values.note), fileIds: fileIdsOf(values.files), results: resultsOf(order.acceptance, values) })}
    >
      {() => (
        <>
          <FilesField label={t('fields.testReports')} min={1} max={CUSTOM_LIMITS.attachmentsMax} requiredMessage={MSG.customTestReportsRequired} testId="custom-step-testingDone" />
          {order.acceptance.length > 0 && (
            <>
              <Typography.Text strong>{t('fields.results')}</Typography.Text>
              <Table<AcceptanceTest>
                dataSource={order.acceptance}
                rowKey={(row) => `${row.itemId}|${row.requirement}`}
                pagination={false}
                size="small"
                data-testid="custom-results"
                columns={[
                  { title: t('fields.item'), render: (_, row) => (labels.english ? row.nameEn : row.nameZh) },
                  { title: t('fields.requirement'), dataIndex: 'requirement' },
                  {
                    title: t('fields.result'),
                    render: (_, _row, index) => (
                      <Form.Item name={['results', index, 'result']} rules={[zodRule(acceptanceResultInput.shape.result)]} style={{ marginBottom: 0 }}>
                        <Input maxLength={CUSTOM_LIMITS.textMax} data-testid={`custom-result-${index}`} />
                      </Form.Item>
                    ),
                  },
                  {
                    title: t('fields.passed'),
                    render: (_, _row, index) => (
                      <Form.Item name={['results', index, 'passed']} valuePropName="checked" style={{ marginBottom: 0 }}>
                        <Switch checkedChildren={t('fields.pass')} unCheckedChildren={t('fields.fail')} data-testid={`custom-passed-${index}`} />
                      </Form.Item>
                    ),
                  },
                ]}
              />
            </>
          )}
          <NoteField action="testingDone" label={t('fields.note')} testId="custom-step-testingDone" />
        </>
      )}
    </StepModal>
  );
}
