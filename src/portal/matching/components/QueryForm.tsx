import { useState } from 'react';
import { Alert, Button, Checkbox, Form, InputNumber, Radio, Select, Space, Tabs } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { message } from '../../../providers/i18n';
import { MATERIAL_TYPES, type MaterialType } from '../../materials';
import { useCondition } from '../useCondition';
import { MATCHING_PATHS } from '../paths';
import { conditionText } from '../model/format';
import { EMPTY_STATE, type MatchState } from '../model/urlState';
import { systemsOfCountries } from '../model/targets';
import { queryProblem } from '../model/validate';
import { GradePicker } from './GradePicker';
import { LoadState } from './LoadState';
import { ElementRows, PropertyRows } from './RangeRows';
import { TargetPicker } from './TargetPicker';

type Mode = 'grade' | 'composition';

/**
 * Step 1 of grade matching: material type, a grade or an entered composition and properties, and where to
 * look. A valid query is handed to `onSubmit` (the page puts it in the address of the results).
 */
export function QueryForm({ initial, onSubmit }: { initial: MatchState; onSubmit: (state: MatchState) => void }) {
  const { t } = useTranslation(['matching', 'materials']);
  const [state, setState] = useState<MatchState>({ ...initial, page: 1 });
  const [mode, setMode] = useState<Mode>(initial.gradeId === undefined && (initial.elements.length || initial.properties.length) ? 'composition' : 'grade');
  const [problem, setProblem] = useState<string | null>(null);
  const condition = useCondition(state.type);
  const facets = condition.data ?? condition.latest;
  const patch = (change: Partial<MatchState>) => setState((current) => ({ ...current, ...change }));
  // An address with target countries (from before the picker offered systems) shows each country as its systems.
  const standards = facets?.standards;
  const targets =
    standards && state.countries.length
      ? { standards: state.standards, systems: [...new Set([...state.systems, ...systemsOfCountries(state.countries, standards)])], countries: [] }
      : { standards: state.standards, systems: state.systems, countries: state.countries };

  const submit = () => {
    const query: MatchState =
      mode === 'grade'
        ? { ...state, ...targets, elements: [], properties: [], selected: [] }
        : { ...state, ...targets, gradeId: undefined, gradeLabel: undefined, selected: [] };
    const reason = queryProblem(query);
    setProblem(reason);
    if (!reason) onSubmit(query);
  };
  const changeType = (type: MaterialType) =>
    setState({ ...EMPTY_STATE, type, pageSize: state.pageSize });

  return (
    <Form layout="vertical" className="at-match-form" onFinish={submit} data-testid="match-form">
      <Tabs
        activeKey={state.type}
        onChange={(key) => changeType(key as MaterialType)}
        items={MATERIAL_TYPES.map((type) => ({ key: type, label: t(`materials:types.${type}`) }))}
      />
      <Form.Item label={t('form.mode')}>
        <Radio.Group value={mode} onChange={(event) => setMode(event.target.value as Mode)} optionType="button">
          <Radio.Button value="grade" data-testid="mode-grade">{t('form.byGrade')}</Radio.Button>
          <Radio.Button value="composition" data-testid="mode-composition">{t('form.byComposition')}</Radio.Button>
        </Radio.Group>
      </Form.Item>
      {mode === 'grade' ? (
        <Form.Item label={t('form.grade')} htmlFor="match-grade">
          <GradePicker
            id="match-grade"
            type={state.type}
            value={state.gradeId !== undefined ? { id: state.gradeId, label: state.gradeLabel ?? `#${state.gradeId}` } : undefined}
            onChange={(grade) => patch({ gradeId: grade?.id, gradeLabel: grade?.label })}
            placeholder={t('form.gradePlaceholder')}
            testId="grade-picker"
          />
        </Form.Item>
      ) : facets ? (
        <>
          <Form.Item label={t('form.elements')}>
            <ElementRows rows={state.elements} elements={facets.elements} onChange={(elements) => patch({ elements })} />
          </Form.Item>
          <Form.Item label={t('form.properties')}>
            <PropertyRows rows={state.properties} onChange={(properties) => patch({ properties })} />
          </Form.Item>
        </>
      ) : (
        <LoadState remote={condition} rows={3} />
      )}
      <h2 className="at-match-subtitle">{t('form.targets')}</h2>
      <Space wrap align="start" className="at-match-targets">
        <Form.Item label={t('targets.label')} htmlFor="match-standards">
          <TargetPicker
            id="match-standards"
            standards={facets?.standards ?? []}
            value={targets}
            onChange={(chosen) => patch({ ...chosen, countries: [] })}
          />
        </Form.Item>
        <Form.Item label={t('form.condition')} htmlFor="match-condition">
          <Select<string>
            id="match-condition"
            allowClear
            placeholder={t('form.anyCondition')}
            value={state.condition}
            onChange={(value) => patch({ condition: value })}
            options={(facets?.conditions ?? []).map((facet) => ({ value: facet.key, label: conditionText(t, facet.key) }))}
            className="at-match-medium"
          />
        </Form.Item>
        <Form.Item label={t('form.thickness')} htmlFor="match-thickness" extra={t('form.thicknessHint')}>
          <InputNumber id="match-thickness" min={0} max={1000} value={state.thickness} onChange={(value) => patch({ thickness: value ?? undefined })} />
        </Form.Item>
      </Space>
      {mode === 'grade' && (
        <Form.Item>
          <Checkbox checked={state.includeQueryStandard} onChange={(event) => patch({ includeQueryStandard: event.target.checked })}>
            {t('form.includeOwn')}
          </Checkbox>
        </Form.Item>
      )}
      {problem && <Alert type="error" showIcon message={message(problem)} className="at-mat-alert" data-testid="form-problem" />}
      <Space wrap>
        <Button type="primary" htmlType="submit" data-testid="match-submit">
          {t('form.submit')}
        </Button>
        <Button onClick={() => { setState({ ...EMPTY_STATE, type: state.type }); setProblem(null); }}>{t('form.reset')}</Button>
        <span className="at-mat-muted">
          {t('form.weldingHint')} <Link to={MATCHING_PATHS.welding}>{t('form.weldingLink')}</Link>
        </span>
      </Space>
    </Form>
  );
}
