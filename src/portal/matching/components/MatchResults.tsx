import { useState } from 'react';
import { Alert, Button, Space, Tag } from 'antd';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { call } from '../../../providers/http';
import { message } from '../../../providers/i18n';
import { MATERIAL_PATHS } from '../../../components/materialPaths';
import { useRemote } from '../../../components/useRemote';
import { matchingApi } from '../endpoints';
import { MATCHING_PATHS, withQuery } from '../paths';
import { conditionText } from '../model/format';
import { contrastIds, selectionProblem, toggleSelected } from '../model/selection';
import { encodeIds, resultsInput, type MatchState } from '../model/urlState';
import { Caveat } from './Caveat';
import { LoadState } from './LoadState';
import { NothingClose } from './NothingClose';
import { ResultsTable } from './ResultsTable';

export interface DetailPaths {
  detail: string;
  composition: string;
}

/**
 * The ranked results of a query (gcMatchingNext, similarity): the query, the caveat, the table, and the
 * comparison of chosen results. Paging and choosing go through `onPage` and `onSelect`, so that both land in the
 * address.
 */
export function MatchResults({
  state,
  onPage,
  onSelect,
  paths,
}: {
  state: MatchState;
  onPage: (page: number, pageSize: number) => void;
  onSelect: (ids: number[]) => void;
  paths: DetailPaths;
}) {
  const { t } = useTranslation(['matching', 'materials']);
  const navigate = useNavigate();
  const { selected } = state;
  const [problem, setProblem] = useState<string | null>(null);
  const input = resultsInput(state);
  const remote = useRemote((signal) => call(matchingApi.results, input, { signal, silent: true }), JSON.stringify(input));
  const data = remote.data ?? (remote.loading ? remote.latest : undefined);
  if (!data) return <LoadState remote={remote} />;

  const { query } = data;
  const extra = { condition: query.condition ?? undefined, thickness: query.thickness ?? undefined };
  const detailLink = query.grade
    ? (result: (typeof data.list)[number], view: 'detail' | 'composition') =>
        withQuery(paths[view], encodeIds([query.grade!.id, result.grade.id], extra))
    : null;

  const toggle = (result: (typeof data.list)[number]) => {
    const next = toggleSelected(selected, result.grade.id, query.grade ? 1 : 0);
    onSelect(next.ids);
    setProblem(next.message);
  };
  const compare = () => {
    const reason = selectionProblem(selected);
    setProblem(reason);
    if (!reason) navigate(withQuery(MATCHING_PATHS.compare, encodeIds(contrastIds(query.grade?.id ?? null, selected), extra)));
  };

  return (
    <section data-testid="results-view">
      <p className="at-match-query" data-testid="match-query">
        <span className="at-mat-muted">{t('results.query')}: </span>
        {query.grade ? (
          <Link to={MATERIAL_PATHS.detail(query.grade.type, query.grade.id)}>
            <strong>{query.grade.name}</strong> {query.grade.standard.code}
          </Link>
        ) : (
          <strong>{t('results.enteredQuery')}</strong>
        )}{' '}
        <Tag>{t(`materials:types.${query.type}`)}</Tag>
        {query.condition && <Tag>{t('results.conditionUsed', { condition: conditionText(t, query.condition) })}</Tag>}
        {query.thickness !== null && <Tag>{t('results.thicknessUsed', { thickness: query.thickness })}</Tag>}
      </p>
      <NothingClose state={state} data={data} />
      <Caveat />
      <Space wrap className="at-mat-toolbar">
        <Button type="primary" onClick={compare} data-testid="compare-selected">
          {t('results.compare')}
        </Button>
        <span className="at-mat-muted" data-testid="selected-count">{t('results.selected', { count: selected.length })}</span>
        {selected.length > 0 && <Button onClick={() => { onSelect([]); setProblem(null); }}>{t('results.clearSelection')}</Button>}
      </Space>
      {problem && <Alert type="warning" showIcon message={message(problem)} className="at-mat-alert" data-testid="selection-problem" />}
      {data.list.length === 0 ? (
        <p className="at-mat-muted" data-testid="no-results">{t('results.none')}</p>
      ) : (
        <ResultsTable data={data} selected={selected} onToggle={toggle} onPage={onPage} detailLink={detailLink} />
      )}
    </section>
  );
}
