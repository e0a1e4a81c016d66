/** What other modules use of quotations: nothing yet; the app registers its routes. */
export type { QuotationsService } from './quotations.service.js';
