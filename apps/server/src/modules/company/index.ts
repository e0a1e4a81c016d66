/** What other modules use of the company: its settings (the seller on every document) and a state's GST code. */
export { type CompanyService, stateCodeOf } from './company.service.js';
