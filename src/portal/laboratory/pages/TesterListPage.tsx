import { Card, Select, Tag } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { call } from '../../../providers/http';
import { FilterSearch, PagedList } from '../../../components/pagedList/PagedList';
import { oneOf, useAddressFilters } from '../../../components/pagedList/useAddressFilters';
import { useRemote } from '../../../components/useRemote';
import { LabScope } from '../components/LabScope';
import { fileViewUrl, laboratoryPublic, QUALIFICATION_KINDS, testerDetailPath, type PublicLaboratoryCard, type QualificationKind } from '../endpoints';

const PAGE_SIZE = 12;

function LaboratoryCard({ lab }: { lab: PublicLaboratoryCard }) {
  const { t } = useTranslation('laboratory');
  return (
    <Link to={testerDetailPath(lab.id)} data-testid={`lab-card-${lab.name}`}>
      <Card hoverable style={{ height: '100%' }}>
        <div className="at-lab__card-head">
          {lab.logoId ? <img className="at-lab__logo" src={fileViewUrl(lab.logoId)} alt={lab.name} loading="lazy" /> : <span className="at-lab__logo" aria-hidden />}
          <div>
            <div className="at-lab__card-title">{lab.name}</div>
            <div className="at-lab__muted">{lab.city}</div>
          </div>
        </div>
        <div className="at-lab__tags">
          {lab.qualifications.map((item) => (
            <Tag key={`${item.kind}-${item.number}`} color="blue">
              {t(`qualificationKinds.${item.kind}`)} {item.number}
            </Tag>
          ))}
        </div>
        <div className="at-lab__tags">
          {lab.capabilities.map((item) => (
            <Tag key={item.id}>{item.name}</Tag>
          ))}
        </div>
        <div className="at-lab__muted">{t('list.counts', { items: lab.capabilityCount, instruments: lab.instrumentCount })}</div>
      </Card>
    </Link>
  );
}

/** /cloud/testerList — the approved laboratories: search by item, city and qualification; paged. */
export default function TesterListPage() {
  const { t } = useTranslation('laboratory');
  const { filters, pageNum, change } = useAddressFilters((params) => ({
    keyword: params.get('keyword') || undefined,
    city: params.get('city') || undefined,
    qualification: oneOf(QUALIFICATION_KINDS, params.get('qualification')),
  }));
  const { keyword, city, qualification } = filters;
  const query = { keyword, city, qualification, pageNum, pageSize: PAGE_SIZE };
  const answer = useRemote((signal) => call(laboratoryPublic.page, query, { signal }), JSON.stringify(query));
  const page = answer.data ?? answer.latest;

  return (
    <LabScope testId="tester-list">
      <header className="at-lab__head">
        <div>
          <h1>{t('list.title')}</h1>
          <p className="at-lab__muted">{t('list.intro')}</p>
        </div>
        <span style={{ display: 'flex', flexWrap: 'wrap', gap: 16 }}>
          <Link to="/cloud/cloudHomepage" data-testid="lab-list-cloud">
            {t('list.cloudTesting')}
          </Link>
          <Link to="/cloud/testerSettled">{t('list.settle')}</Link>
        </span>
      </header>
      <div className="at-lab__filters">
        <FilterSearch defaultValue={keyword} label={t('list.search')} onSearch={(value) => change({ keyword: value })} maxWidth={360} testId="lab-search" />
        <FilterSearch defaultValue={city} label={t('list.city')} onSearch={(value) => change({ city: value })} maxWidth={200} testId="lab-city" />
        <Select<QualificationKind | ''>
          aria-label={t('fields.qualificationKind')}
          value={qualification ?? ''}
          onChange={(value) => change({ qualification: value || undefined })}
          options={[{ value: '', label: t('list.allQualifications') }, ...QUALIFICATION_KINDS.map((value) => ({ value, label: t(`qualificationKinds.${value}`) }))]}
          style={{ minWidth: 160 }}
          data-testid="lab-qualification"
        />
      </div>
      <PagedList page={page} empty={t('list.empty')} pageNum={pageNum} pageSize={PAGE_SIZE} onPage={(next) => change({ page: String(next) })} pagerClassName="at-lab__pager">
        {(list) => (
          <div className="at-lab__grid">
            {list.map((lab) => (
              <LaboratoryCard key={lab.id} lab={lab} />
            ))}
          </div>
        )}
      </PagedList>
    </LabScope>
  );
}
