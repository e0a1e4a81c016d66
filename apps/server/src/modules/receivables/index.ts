/** What other modules use of receivables: the service, whose statements are e-mailed. */
export type { ReceivablesService } from './receivables.service.js';
