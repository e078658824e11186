import { Tag } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../components/format/dateTime';
import { labPublicationPublic, PUBLICATION_PATHS, type PublicationCard } from '../endpoints';
import { LaboratoryLink } from '../LaboratoryLink';
import { Picture } from '../Picture';
import { PublicList } from '../PublicList';
import { usePublicList } from '../usePublicList';

const PAGE_SIZE = 12;

function CaseCard({ item }: { item: PublicationCard }) {
  const { t } = useTranslation('labPublication');
  const path = PUBLICATION_PATHS.case(item.id);
  return (
    <li className="at-pub__card" data-testid={`case-card-${item.id}`}>
      <Link to={path} tabIndex={-1} aria-hidden="true">
        <Picture id={item.pictureId} alt={item.title} className="at-pub__card-picture" />
      </Link>
      <div className="at-pub__card-body">
        <Link to={path} className="at-pub__card-title">
          {item.title}
        </Link>
        <div>
          <Tag color="blue">{item.subtitle}</Tag>
        </div>
        <span className="at-pub__muted">
          {t('common.laboratory')}: <LaboratoryLink id={item.laboratoryId} name={item.laboratoryName} /> · {formatDate(item.publishTime)}
        </span>
        <p className="at-pub__clamp">{item.summary}</p>
      </div>
    </li>
  );
}

/** /cloud/cloudCase (also /case) — the service cases approved laboratories publish, newest first, by keyword. */
export default function CaseListPage() {
  const { t } = useTranslation('labPublication');
  const list = usePublicList(labPublicationPublic.casePage, PAGE_SIZE);
  return (
    <PublicList
      testId="case-list"
      title={t('cases.title')}
      intro={t('cases.intro')}
      searchLabel={t('cases.search')}
      empty={t('cases.empty')}
      list={list}
      pageSize={PAGE_SIZE}
    >
      {(items) => (
        <ul className="at-pub__grid">
          {items.map((item) => (
            <CaseCard key={item.id} item={item} />
          ))}
        </ul>
      )}
    </PublicList>
  );
}
