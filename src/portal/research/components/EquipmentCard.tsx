import { Button, Card, Tag } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatFen } from '../../../components/format/money';
import { equipmentDetailPath, testerDetailPath, type Equipment } from '../endpoints';
import { EquipmentPhoto } from './EquipmentPhoto';

/** One instrument in the list: photo, name, model, maker, laboratory, city, price per hour, and booking. */
export function EquipmentCard({ equipment }: { equipment: Equipment }) {
  const { t } = useTranslation('research');
  const { t: tl } = useTranslation('laboratory');
  return (
    <Card
      data-testid={`equipment-card-${equipment.id}`}
      cover={<EquipmentPhoto photoId={equipment.photoId} alt={equipment.name} className="at-research__picture" />}
      actions={[
        equipment.bookable ? (
          <Link key="book" to={equipmentDetailPath(equipment.id)}>
            <Button type="primary" data-testid={`equipment-book-${equipment.id}`}>
              {t('equipment.book')}
            </Button>
          </Link>
        ) : (
          <Link key="view" to={equipmentDetailPath(equipment.id)} data-testid={`equipment-view-${equipment.id}`}>
            {t('equipment.view')}
          </Link>
        ),
      ]}
    >
      <div className="at-research__card-title">
        <Link to={equipmentDetailPath(equipment.id)}>{equipment.name}</Link>
      </div>
      <div className="at-research__muted">
        <Tag>{tl(`equipmentTypes.${equipment.typeCode}`)}</Tag>
        {[equipment.model, equipment.maker].filter(Boolean).join(' · ')}
      </div>
      <div className="at-research__muted">
        <Link to={testerDetailPath(equipment.laboratoryId)}>{equipment.laboratoryName}</Link>
        {equipment.city ? ` · ${equipment.city}` : ''}
      </div>
      <div>
        {equipment.bookable && equipment.hourlyPrice !== null ? (
          <span className="at-research__price">{t('equipment.perHour', { price: formatFen(equipment.hourlyPrice) })}</span>
        ) : (
          <span className="at-research__muted">{t('equipment.notBookable')}</span>
        )}
      </div>
    </Card>
  );
}
