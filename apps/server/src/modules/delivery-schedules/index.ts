/** What other modules use of delivery schedules: nothing yet; the app registers its routes. */
export type { DeliverySchedulesService } from './delivery-schedules.service.js';
