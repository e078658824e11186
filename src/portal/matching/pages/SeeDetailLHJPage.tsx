import { useState } from 'react';
import { Alert, Button, Form, InputNumber, Select, Space } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { call } from '../../../providers/http';
import { message } from '../../../providers/i18n';
import { useRemote } from '../../../components/useRemote';
import { Caveat } from '../components/Caveat';
import { GradePicker, type PickedGrade } from '../components/GradePicker';
import { LoadState } from '../components/LoadState';
import { MatchingScope } from '../components/MatchingScope';
import { PageHead } from '../components/PageHead';
import { WeldingResults } from '../components/WeldingResults';
import { matchingApi } from '../endpoints';
import { MATCH_PROCESSES, type MatchProcess } from '../model/constants';
import { weldingProblem } from '../model/validate';
import { decodeWelding, encodeWelding, weldingInput, type WeldingState } from '../model/weldingState';

type BaseType = 'steel' | 'aluminium';

function WeldingForm({ initial, onSubmit }: { initial: WeldingState; onSubmit: (state: WeldingState) => void }) {
  const { t } = useTranslation(['matching', 'materials']);
  const [baseType, setBaseType] = useState<BaseType>('steel');
  const [first, setFirst] = useState<PickedGrade | undefined>(initial.bases[0]);
  const [second, setSecond] = useState<PickedGrade | undefined>(initial.bases[1]);
  const [process, setProcess] = useState<MatchProcess | undefined>(initial.process);
  const [thickness, setThickness] = useState<number | undefined>(initial.thickness);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = () => {
    const state: WeldingState = { bases: [first, second].filter((base): base is PickedGrade => base !== undefined), process, thickness };
    const reason = weldingProblem(state);
    setProblem(reason);
    if (!reason) onSubmit(state);
  };
  return (
    <Form layout="vertical" onFinish={submit} className="at-match-form" data-testid="welding-form">
      <Space wrap align="start">
        <Form.Item label={t('welding.baseType')} htmlFor="weld-type">
          <Select<BaseType>
            id="weld-type"
            value={baseType}
            onChange={setBaseType}
            options={(['steel', 'aluminium'] as const).map((type) => ({ value: type, label: t(`materials:types.${type}`) }))}
            className="at-match-medium"
          />
        </Form.Item>
        <Form.Item label={t('welding.base1')} htmlFor="weld-base-1">
          <GradePicker id="weld-base-1" type={baseType} value={first} onChange={setFirst} placeholder={t('form.gradePlaceholder')} testId="base-1" />
        </Form.Item>
        <Form.Item label={t('welding.base2')} htmlFor="weld-base-2">
          <GradePicker id="weld-base-2" type={baseType} value={second} onChange={setSecond} placeholder={t('form.gradePlaceholder')} testId="base-2" />
        </Form.Item>
        <Form.Item label={t('welding.process')} htmlFor="weld-process">
          <Select<MatchProcess>
            id="weld-process"
            allowClear
            placeholder={t('welding.anyProcess')}
            value={process}
            onChange={setProcess}
            options={MATCH_PROCESSES.map((item) => ({ value: item, label: item }))}
            className="at-match-medium"
          />
        </Form.Item>
        <Form.Item label={t('form.thickness')} htmlFor="weld-thickness">
          <InputNumber id="weld-thickness" min={0} max={1000} value={thickness} onChange={(value) => setThickness(value ?? undefined)} />
        </Form.Item>
      </Space>
      {problem && <Alert type="error" showIcon message={message(problem)} className="at-mat-alert" data-testid="form-problem" />}
      <Button type="primary" htmlType="submit" data-testid="welding-submit">
        {t('welding.submit')}
      </Button>
    </Form>
  );
}

/** /mind/seeDetailLHJ?b=…&b=… — welding matching: consumables per process for a base metal or a joint of two. */
function WeldingMatching() {
  const { t } = useTranslation('matching');
  const [params, setParams] = useSearchParams();
  const state = decodeWelding(params);
  const input = weldingInput(state);
  const ready = weldingProblem(state) === null;
  const remote = useRemote((signal) => call(matchingApi.weldingResults, input, { signal, silent: true }), JSON.stringify(input), ready);
  return (
    <>
      <PageHead title={t('welding.title')} intro={t('welding.intro')} />
      <WeldingForm key={params.toString()} initial={state} onSubmit={(next) => setParams(encodeWelding(next))} />
      {ready && (
        <div className="at-mat-section">
          <Caveat text="welding.caveat" />
          {remote.data ? <WeldingResults data={remote.data} /> : <LoadState remote={remote} />}
        </div>
      )}
    </>
  );
}

export default function SeeDetailLHJPage() {
  return (
    <MatchingScope>
      <WeldingMatching />
    </MatchingScope>
  );
}
