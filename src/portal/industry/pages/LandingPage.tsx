import { Button } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { INDUSTRY_LIMITS } from '@contract/endpoints/industry';
import { useRemote } from '../../../components/useRemote';
import { call } from '../../../providers/http';
import { EntryDetail } from '../EntryDetail';
import { EntryGrid } from '../EntryGrid';
import { IndustryScope } from '../IndustryScope';
import { idFrom, INDUSTRY_KIND_API, INDUSTRY_PATHS, type IndustryKind } from '../kinds';

/**
 * A section's landing (`/industryApp`, `/digitalTalentTraining`, `/expertServices`): what the section is and its
 * latest published entries; with `?id=` the entry itself (the server answers 404 for an id that is not public).
 */
export function LandingPage({ kind }: { kind: IndustryKind }) {
  const { t } = useTranslation('industry');
  const [params] = useSearchParams();
  const raw = params.get('id');
  const id = idFrom(raw);
  const endpoint = INDUSTRY_KIND_API[kind].list;
  const latest = useRemote((signal) => call(endpoint, { pageNum: 1, pageSize: INDUSTRY_LIMITS.latestCount }, { signal }), endpoint.path, raw === null);

  if (raw !== null) {
    return (
      <IndustryScope testId={`industry-landing-${kind}`}>
        <EntryDetail kind={kind} id={id} />
      </IndustryScope>
    );
  }
  return (
    <IndustryScope testId={`industry-landing-${kind}`}>
      <header className="at-ind__head">
        <div>
          <h1>{t(`kinds.${kind}`)}</h1>
          <p className="at-ind__intro">{t(`sections.${kind}.intro`)}</p>
        </div>
        <Link to={INDUSTRY_PATHS[kind].list}>
          <Button type="primary">{t('common.viewAll')}</Button>
        </Link>
      </header>
      <h2>{t('common.latest')}</h2>
      <EntryGrid kind={kind} page={latest.data ?? (latest.error !== undefined ? { list: [], total: 0 } : undefined)} />
    </IndustryScope>
  );
}
