import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { labPublicationPublic, PUBLICATION_PATHS, type PublicationCard } from '../endpoints';
import { LaboratoryLink } from '../LaboratoryLink';
import { Picture } from '../Picture';
import { PublicList } from '../PublicList';
import { usePublicList } from '../usePublicList';

const PAGE_SIZE = 12;

function PersonCard({ item }: { item: PublicationCard }) {
  const { t } = useTranslation('labPublication');
  const path = PUBLICATION_PATHS.person(item.id);
  return (
    <li className="at-pub__card" data-testid={`person-card-${item.id}`}>
      <div className="at-pub__person">
        <Link to={path} tabIndex={-1} aria-hidden="true">
          <Picture id={item.pictureId} alt={item.title} className="at-pub__avatar" />
        </Link>
        <div>
          <Link to={path} className="at-pub__card-title">
            {item.title}
          </Link>
          <div>{item.subtitle}</div>
          <div className="at-pub__muted">
            {t('common.laboratory')}: <LaboratoryLink id={item.laboratoryId} name={item.laboratoryName} />
          </div>
        </div>
      </div>
      <div className="at-pub__card-body" style={{ paddingTop: 0 }}>
        <span className="at-pub__muted">{t('labels.person.summary')}</span>
        <p className="at-pub__clamp">{item.summary}</p>
      </div>
    </li>
  );
}

/** /cloud/userList — the testers and engineers of approved laboratories, by name, position or specialty. */
export default function PersonListPage() {
  const { t } = useTranslation('labPublication');
  const list = usePublicList(labPublicationPublic.personPage, PAGE_SIZE);
  return (
    <PublicList
      testId="person-list"
      title={t('people.title')}
      intro={t('people.intro')}
      searchLabel={t('people.search')}
      empty={t('people.empty')}
      list={list}
      pageSize={PAGE_SIZE}
    >
      {(items) => (
        <ul className="at-pub__grid">
          {items.map((item) => (
            <PersonCard key={item.id} item={item} />
          ))}
        </ul>
      )}
    </PublicList>
  );
}
