/** What other modules use of the audit log: a document's events (an invoice e-mailed) written to its history. */
export { recordDocumentEvent } from './document-events.js';
