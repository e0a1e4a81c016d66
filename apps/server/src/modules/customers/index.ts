/**
 * What other modules use of customers: a document's delivery address, checked and copied
 * (sales orders, dispatches, invoices).
 */
export { type DeliveryAddressRow, deliveryAddressFor, shipToColumns } from './delivery-address-choice.js';
