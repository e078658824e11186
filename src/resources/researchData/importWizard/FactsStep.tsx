import { useEffect } from 'react';
import { Button, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { dataSetInput, EXPERIMENT_TYPES, researchData, RESEARCH_LIMITS, type DataSetDetail, type ExperimentType } from '@contract/endpoints/researchData';
import { clearErrorsOnChange } from '../../../components/formErrors';
import { useCallAction } from '../../../components/researchData/useCallAction';
import { zodRule } from '../../../components/zodRule';
import { message as text } from '../../../providers/i18n';
import { enumOptions } from '../shared/options';
import { ProjectSelect } from '../shared/ProjectSelect';
import { MaterialInput, type MaterialValue } from './MaterialInput';
import { RequiredSelect } from '../../../components/form/RequiredSelect';

interface Values {
  projectId?: number;
  name?: string;
  material?: MaterialValue;
  dataSource?: string;
  experimentType?: ExperimentType;
  description?: string;
}

const shape = dataSetInput.shape;
/** The material is a name, picked from the catalogue or typed: the contract's rule on that name. */
const materialRule = {
  validator: async (_: unknown, value: MaterialValue | undefined) => {
    const parsed = shape.materialName.safeParse(value?.materialName ?? '');
    if (!parsed.success) throw new Error(text(parsed.error.issues[0].message));
  },
};

/**
 * Step 1: the data set's facts, saved as a draft (only its owner sees it) or directly (private). `dataSet` is the
 * data set being edited, or the one this wizard created already (saving again changes it).
 */
export function FactsStep({ dataSet, onSaved }: { dataSet?: DataSetDetail; onSaved: (detail: DataSetDetail) => void }) {
  const { t } = useTranslation('researchData');
  const [form] = Form.useForm<Values>();
  const saveDraft = useCallAction(researchData.draft, t('wizard.draftSaved'));
  const save = useCallAction(researchData.save, t('wizard.saved'));

  useEffect(() => {
    if (!dataSet) return;
    form.setFieldsValue({
      projectId: dataSet.projectId,
      name: dataSet.name,
      material: { materialName: dataSet.materialName, gradeId: dataSet.gradeId },
      dataSource: dataSet.dataSource,
      experimentType: dataSet.experimentType,
      description: dataSet.description,
    });
  }, [dataSet, form]);

  const submit = async (asDraft: boolean) => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    const input = {
      ...(dataSet && { id: dataSet.id }),
      projectId: values.projectId as number,
      name: values.name ?? '',
      materialName: values.material?.materialName ?? '',
      gradeId: values.material?.gradeId ?? null,
      dataSource: values.dataSource ?? '',
      experimentType: values.experimentType as ExperimentType,
      description: values.description ?? '',
    };
    const detail = await (asDraft ? saveDraft : save).run(input);
    if (detail) onSaved(detail);
  };
  const mayStayDraft = !dataSet || dataSet.visibility === 'draft';

  return (
    <Form form={form} layout="vertical" onValuesChange={clearErrorsOnChange(form)} data-testid="wizard-facts" style={{ maxWidth: 720 }}>
      <Form.Item name="projectId" label={t('dataSet.project')} rules={[zodRule(shape.projectId)]} required>
        <ProjectSelect initial={dataSet ? { id: dataSet.projectId, name: dataSet.projectName } : undefined} testId="dataset-project" />
      </Form.Item>
      <Form.Item name="name" label={t('dataSet.name')} rules={[zodRule(shape.name)]} required>
        <Input maxLength={RESEARCH_LIMITS.nameMax} data-testid="dataset-name" />
      </Form.Item>
      <Form.Item name="material" label={t('dataSet.material')} extra={t('dataSet.materialHint')} rules={[materialRule]} required>
        <MaterialInput />
      </Form.Item>
      <Form.Item name="experimentType" label={t('dataSet.experimentType')} rules={[zodRule(shape.experimentType)]} required>
        <RequiredSelect options={enumOptions(t, 'experimentTypes', EXPERIMENT_TYPES)} data-testid="dataset-experiment-type" aria-label={t('dataSet.experimentType')} />
      </Form.Item>
      <Form.Item name="dataSource" label={t('dataSet.dataSource')} extra={t('dataSet.dataSourceHint')} rules={[zodRule(shape.dataSource)]}>
        <Input maxLength={200} data-testid="dataset-source" />
      </Form.Item>
      <Form.Item name="description" label={t('dataSet.description')} rules={[zodRule(shape.description)]}>
        <Input.TextArea rows={4} maxLength={RESEARCH_LIMITS.textMax} data-testid="dataset-description" />
      </Form.Item>
      <Space>
        {mayStayDraft && (
          <Button onClick={() => submit(true)} loading={saveDraft.running} data-testid="wizard-save-draft">
            {t('wizard.saveDraft')}
          </Button>
        )}
        <Button type="primary" onClick={() => submit(false)} loading={save.running} data-testid="wizard-save">
          {t('wizard.saveContinue')}
        </Button>
      </Space>
    </Form>
  );
}
