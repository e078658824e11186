import { equipments } from '@contract/endpoints/equipments';
import { PERMISSIONS } from '@contract/permissions';
import { lazyPage } from '../../../components/lazyPage';
import { defineResource } from '../../../providers/resourceDefinition';

export const LAB_EQUIPMENT_RESOURCE = 'laboratoryEquipment';

/** The laboratory's instruments and when each may be booked: weekly hours, slot length, price per hour, closed dates. */
export const laboratoryEquipment = defineResource({
  name: LAB_EQUIPMENT_RESOURCE,
  route: '/my/laboratoryEquipment',
  permission: PERMISSIONS.laboratoryOperate,
  endpoints: { list: equipments.timeConfigList },
  pages: { list: lazyPage(() => import('./EquipmentTimeList')) },
});
