export * from './e-invoice.js';
export * from './e-invoice-schema.js';
export * from './gst-address.js';
export * from './gst-document.js';
export * from './gst-units.js';
