import { Alert, Button, Descriptions, Result, Skeleton } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { fileViewUrl } from '@contract/endpoints/files';
import { formatDate } from '../../components/format/dateTime';
import { beijingToday } from '../../components/format/beijingTime';
import { RichTextView } from '../../components/richText/RichTextView';
import { useRemote } from '../../components/useRemote';
import { call } from '../../providers/http';
import { factsOf } from './facts';
import { INDUSTRY_KIND_API, INDUSTRY_PATHS, type IndustryKind } from './kinds';
import { RequestDialog } from './RequestDialog';
import type { IndustryDetail } from '@contract/endpoints/industry';

/** Why a course takes no sign-up now (full, or past its deadline), else undefined. */
function closedReason(entry: IndustryDetail, t: (key: string) => string) {
  if (entry.kind !== 'digital') return undefined;
  if ((entry.seatsLeft ?? 0) <= 0) return t('common.full');
  if (beijingToday() > entry.fields.signUpDeadline) return t('common.closed');
  return undefined;
}

/** One published entry (the landing page's `?id=`): facts, summary, the sanitised body and the kind's action. */
export function EntryDetail({ kind, id }: { kind: IndustryKind; id: number | undefined }) {
  const { t, i18n } = useTranslation('industry');
  const endpoint = INDUSTRY_KIND_API[kind].detail;
  const answer = useRemote((signal) => call(endpoint, { id: id ?? 0 }, { signal, silent: true }), `${endpoint.path}#${id}`, id !== undefined);
  const back = (
    <Link to={INDUSTRY_PATHS[kind].list}>
      <Button>{t('common.back')}</Button>
    </Link>
  );
  if (id === undefined || answer.error !== undefined) return <Result status="warning" title={t('common.notFound')} extra={back} data-testid="industry-not-found" />;
  const entry = answer.data;
  if (!entry) return <Skeleton active />;
  return (
    <article data-testid="industry-detail">
      <header className="at-ind__head">
        <div>
          <h1>{entry.title}</h1>
          <p className="at-ind__intro">
            {t('common.publishAt')}: {formatDate(entry.publishAt)}
          </p>
        </div>
        {back}
      </header>
      {entry.shownLanguage !== i18n.language && <Alert type="info" showIcon message={t('common.otherLanguage')} style={{ marginBottom: 16 }} data-testid="industry-language-notice" />}
      <div className={entry.coverFileId ? 'at-ind__detail' : 'at-ind__detail at-ind__detail--text'}>
        {entry.coverFileId && <img className="at-ind__detail-cover" src={fileViewUrl(entry.coverFileId)} alt={entry.title} />}
        <div>
          <Descriptions bordered size="small" column={1}>
            {factsOf(t, entry).map(([label, value]) => (
              <Descriptions.Item key={label} label={label}>
                {value}
              </Descriptions.Item>
            ))}
          </Descriptions>
          {entry.summary && <p className="at-ind__intro">{entry.summary}</p>}
          <div style={{ marginTop: 16 }}>
            <RequestDialog kind={kind} entryId={entry.id} title={entry.title} disabledReason={closedReason(entry, t)} onSent={answer.reload} />
          </div>
        </div>
      </div>
      <RichTextView html={entry.body} />
    </article>
  );
}
