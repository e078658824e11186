import { Descriptions, Tag } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatFen } from '../../../components/format/money';
import { testerDetailPath, WEEKDAYS, type EquipmentDetail } from '../endpoints';

const DASH = '—';

/** What an instrument is and when it may be booked: type, model, maker, laboratory, hours, slot, price, closed dates. */
export function EquipmentFacts({ equipment }: { equipment: EquipmentDetail }) {
  const { t } = useTranslation('research');
  const { t: tl } = useTranslation('laboratory');
  return (
    <Descriptions bordered size="small" column={1} data-testid="equipment-facts">
      <Descriptions.Item label={t('equipment.type')}>{tl(`equipmentTypes.${equipment.typeCode}`)}</Descriptions.Item>
      <Descriptions.Item label={t('equipment.model')}>{equipment.model || DASH}</Descriptions.Item>
      <Descriptions.Item label={t('equipment.maker')}>{equipment.maker || DASH}</Descriptions.Item>
      <Descriptions.Item label={t('equipment.specifications')}>
        <span className="at-research__specs">{equipment.specifications || DASH}</span>
      </Descriptions.Item>
      <Descriptions.Item label={t('equipment.laboratory')}>
        <Link to={testerDetailPath(equipment.laboratoryId)} data-testid="equipment-laboratory">
          {equipment.laboratoryName}
        </Link>
        {equipment.city ? ` · ${equipment.city}` : ''}
      </Descriptions.Item>
      <Descriptions.Item label={t('equipment.contactPhone')}>{equipment.laboratoryContactPhone || DASH}</Descriptions.Item>
      <Descriptions.Item label={t('equipment.openHours')}>
        {equipment.openHours ? (
          <div data-testid="equipment-hours">
            {WEEKDAYS.map((day) => {
              const ranges = equipment.openHours?.[day] ?? [];
              return (
                <div key={day}>
                  {t(`weekdays.${day}`)}: {ranges.length === 0 ? t('equipment.closedDay') : ranges.map((range) => `${range.start}–${range.end}`).join(', ')}
                </div>
              );
            })}
          </div>
        ) : (
          DASH
        )}
      </Descriptions.Item>
      <Descriptions.Item label={t('equipment.slotLength')}>
        {equipment.slotMinutes ? t('equipment.minutes', { minutes: equipment.slotMinutes }) : DASH}
      </Descriptions.Item>
      <Descriptions.Item label={t('equipment.hourlyPrice')}>
        {equipment.hourlyPrice !== null ? (
          <span className="at-research__price" data-testid="equipment-price">
            {t('equipment.perHour', { price: formatFen(equipment.hourlyPrice) })}
          </span>
        ) : (
          DASH
        )}
      </Descriptions.Item>
      <Descriptions.Item label={t('equipment.closedDates')}>
        {equipment.closedDates.length === 0 ? t('equipment.noClosedDates') : equipment.closedDates.map((date) => <Tag key={date}>{date}</Tag>)}
      </Descriptions.Item>
    </Descriptions>
  );
}
