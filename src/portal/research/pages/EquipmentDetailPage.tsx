import { Alert, Button, Skeleton } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useRemote } from '../../../components/useRemote';
import { call } from '../../../providers/http';
import { message } from '../../../providers/i18n';
import { BookingForm } from '../components/BookingForm';
import { EquipmentFacts } from '../components/EquipmentFacts';
import { EquipmentPhoto } from '../components/EquipmentPhoto';
import { equipments } from '../endpoints';
import { RESEARCH_PATHS } from '../paths';
import { ResearchScope } from '../ResearchScope';

/** The `?id=` of the page, or undefined when it is not an id. */
function useEquipmentId(): number | undefined {
  const raw = useSearchParams()[0].get('id') ?? '';
  return /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : undefined;
}

/** /cloud/equipmentDetail?id= — one instrument of an approved laboratory, and booking its free time. */
export default function EquipmentDetailPage() {
  const { t } = useTranslation('research');
  const id = useEquipmentId();
  const answer = useRemote(
    (signal) => call(equipments.equipmentDetail, { id: id ?? 0 }, { signal, silent: true }),
    String(id),
    id !== undefined,
  );
  const equipment = answer.data;

  if (id === undefined || answer.error !== undefined) {
    return (
      <ResearchScope testId="equipment-detail">
        <Alert
          type="error"
          showIcon
          message={message('noSuchId')}
          action={
            <Link to={RESEARCH_PATHS.testResources}>
              <Button>{t('equipment.backToList')}</Button>
            </Link>
          }
          data-testid="equipment-not-found"
        />
      </ResearchScope>
    );
  }
  if (!equipment) {
    return (
      <ResearchScope testId="equipment-detail">
        <Skeleton active />
      </ResearchScope>
    );
  }
  return (
    <ResearchScope testId="equipment-detail">
      <header className="at-research__head">
        <h1 data-testid="equipment-name">{equipment.name}</h1>
        <p className="at-research__muted">
          <Link to={RESEARCH_PATHS.testResources}>{t('resources.title')}</Link>
        </p>
      </header>
      <div className="at-research__detail">
        <EquipmentPhoto photoId={equipment.photoId} alt={equipment.name} className="at-research__detail-picture" />
        <EquipmentFacts equipment={equipment} />
      </div>
      {equipment.bookable ? (
        <BookingForm equipment={equipment} />
      ) : (
        <Alert type="info" showIcon message={t('equipment.notBookable')} data-testid="equipment-not-bookable" />
      )}
    </ResearchScope>
  );
}
