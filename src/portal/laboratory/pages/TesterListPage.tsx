import { Card, Empty, Input, Pagination, Select, Skeleton, Tag } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { call } from '../../../providers/http';
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
  const [params, setParams] = useSearchParams();
  const keyword = params.get('keyword') ?? '';
  const city = params.get('city') ?? '';
  const qualificationParam = params.get('qualification') ?? '';
  const qualification = (QUALIFICATION_KINDS as readonly string[]).includes(qualificationParam) ? (qualificationParam as QualificationKind) : undefined;
  const pageNum = Math.max(1, Number(params.get('page')) || 1);
  const query = { keyword: keyword || undefined, city: city || undefined, qualification, pageNum, pageSize: PAGE_SIZE };
  const answer = useRemote((signal) => call(laboratoryPublic.page, query, { signal }), JSON.stringify(query));
  const page = answer.data ?? answer.latest;
  const change = (next: Record<string, string | undefined>) => {
    const merged = { keyword: keyword || undefined, city: city || undefined, qualification, page: undefined as string | undefined, ...next };
    setParams(Object.fromEntries(Object.entries(merged).filter(([, value]) => value)) as Record<string, string>);
  };

  return (
    <LabScope testId="tester-list">
      <header className="at-lab__head">
        <div>
          <h1>{t('list.title')}</h1>
          <p className="at-lab__muted">{t('list.intro')}</p>
        </div>
        <Link to="/cloud/testerSettled">{t('list.settle')}</Link>
      </header>
      <div className="at-lab__filters">
        <Input.Search
          allowClear
          defaultValue={keyword}
          placeholder={t('list.search')}
          aria-label={t('list.search')}
          onSearch={(value) => change({ keyword: value.trim() || undefined })}
          style={{ maxWidth: 360 }}
          data-testid="lab-search"
        />
        <Input.Search
          allowClear
          defaultValue={city}
          placeholder={t('list.city')}
          aria-label={t('list.city')}
          onSearch={(value) => change({ city: value.trim() || undefined })}
          style={{ maxWidth: 200 }}
          data-testid="lab-city"
        />
        <Select<QualificationKind | ''>
          aria-label={t('fields.qualificationKind')}
          value={qualification ?? ''}
          onChange={(value) => change({ qualification: value || undefined })}
          options={[{ value: '', label: t('list.allQualifications') }, ...QUALIFICATION_KINDS.map((value) => ({ value, label: t(`qualificationKinds.${value}`) }))]}
          style={{ minWidth: 160 }}
          data-testid="lab-qualification"
        />
      </div>
      {!page ? (
        <Skeleton active />
      ) : page.list.length === 0 ? (
        <Empty description={t('list.empty')} />
      ) : (
        <>
          <div className="at-lab__grid">
            {page.list.map((lab) => (
              <LaboratoryCard key={lab.id} lab={lab} />
            ))}
          </div>
          <div className="at-lab__pager">
            <Pagination current={pageNum} pageSize={PAGE_SIZE} total={page.total} showSizeChanger={false} onChange={(next) => change({ page: String(next) })} />
          </div>
        </>
      )}
    </LabScope>
  );
}
