import { Form, Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { GradePicker } from '../components/GradePicker';
import { MatchingScope } from '../components/MatchingScope';
import { MatchResults } from '../components/MatchResults';
import { PageHead } from '../components/PageHead';
import { MATERIAL_TYPES, type MaterialType } from '../../materials';
import { decodeState, EMPTY_STATE, encodeState, type MatchState } from '../model/urlState';
import { MATCHING_PATHS } from '../paths';

const DETAIL_PATHS = { detail: MATCHING_PATHS.similarityDetail, composition: MATCHING_PATHS.similarityComposition };

/** /allServer/similarity?g=… — the service hall's similar-material search: a grade against every standard, its own included. */
function Similarity() {
  const { t } = useTranslation(['matching', 'materials']);
  const [params, setParams] = useSearchParams();
  const state: MatchState = { ...decodeState(params), includeQueryStandard: true, countries: [], standards: [], elements: [], properties: [] };
  const show = (next: MatchState, replace = false) => setParams(encodeState(next), { replace });
  return (
    <>
      <PageHead title={t('similarity.title')} intro={t('similarity.intro')} />
      <Tabs
        activeKey={state.type}
        onChange={(key) => show({ ...EMPTY_STATE, type: key as MaterialType })}
        items={MATERIAL_TYPES.map((type) => ({ key: type, label: t(`materials:types.${type}`) }))}
      />
      <Form layout="vertical">
        <Form.Item label={t('similarity.pick')} htmlFor="similar-grade">
          <GradePicker
            id="similar-grade"
            type={state.type}
            value={state.gradeId !== undefined ? { id: state.gradeId, label: state.gradeLabel ?? `#${state.gradeId}` } : undefined}
            onChange={(grade) => show({ ...state, gradeId: grade?.id, gradeLabel: grade?.label, page: 1, selected: [] })}
            placeholder={t('form.gradePlaceholder')}
            testId="grade-picker"
          />
        </Form.Item>
      </Form>
      {state.gradeId !== undefined && (
        <MatchResults
          key={state.gradeId}
          state={state}
          onPage={(page, pageSize) => show({ ...state, page: pageSize === state.pageSize ? page : 1, pageSize })}
          onSelect={(selected) => show({ ...state, selected }, true)}
          paths={DETAIL_PATHS}
        />
      )}
    </>
  );
}

export default function SimilarityPage() {
  return (
    <MatchingScope>
      <Similarity />
    </MatchingScope>
  );
}
