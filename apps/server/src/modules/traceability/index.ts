/**
 * Traceability (issue 31) reads what other modules record and serves its own routes; no other
 * module uses it. Its face names only its service, for whoever composes the app.
 */
export type { TraceabilityService } from './traceability.service.js';
