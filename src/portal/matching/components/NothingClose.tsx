import { Alert, Tag } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MATCH_CLOSE_SCORE } from '../model/constants';
import { MATERIAL_PATHS } from '../../../components/materialPaths';
import { points } from '../model/format';
import { targetsText } from '../model/nothingClose';
import type { MatchResultsOutput } from '../model/types';
import type { MatchState } from '../model/urlState';

/** Above the results when the chosen targets hold nothing close: says so, with the best matches elsewhere as links. */
export function NothingClose({ state, data }: { state: MatchState; data: MatchResultsOutput }) {
  const { t } = useTranslation(['matching', 'materials']);
  const notice = data.nothingClose;
  if (!notice) return null;
  const query = data.query.grade?.name ?? t('nothingClose.entered');
  const targets = targetsText(state, t);
  const title =
    notice.best === null ? t('nothingClose.titleNone', { targets, query }) : t('nothingClose.title', { targets, query, best: points(notice.best) });
  return (
    <Alert
      type="warning"
      showIcon
      className="at-mat-alert"
      data-testid="nothing-close"
      message={title}
      description={
        notice.elsewhere.length > 0 && (
          <>
            <span>{t('nothingClose.elsewhere')}</span>{' '}
            <span className="at-mat-muted">{t('nothingClose.closeMeans', { score: MATCH_CLOSE_SCORE })}</span>
            <ul className="at-match-elsewhere">
              {notice.elsewhere.map((result) => (
                <li key={result.grade.id} data-testid="elsewhere-result">
                  <Link to={MATERIAL_PATHS.detail(result.grade.type, result.grade.id)} data-testid="elsewhere-grade">
                    {result.grade.name}
                  </Link>{' '}
                  <span className="at-mat-muted">{result.grade.standard.code}</span> <strong>{points(result.score)}</strong>{' '}
                  <Tag>{t('nothingClose.outside')}</Tag>
                </li>
              ))}
            </ul>
          </>
        )
      }
    />
  );
}
