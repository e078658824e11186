/** Remote research in the console: bookings of customers and laboratories, and the laboratories' instrument time. */
export { researchCheck } from './researchCheck';
export { laboratoryOrderDetail } from './laboratoryOrderDetail';
export { laboratoryOrder } from './laboratoryOrder';
export { laboratoryEquipment } from './laboratoryEquipment';
