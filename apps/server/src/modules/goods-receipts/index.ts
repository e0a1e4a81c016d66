/**
 * What other modules use of goods receipts: the certificate files kept beside them (a mill test
 * certificate, a gauge's calibration certificate), uploaded and downloaded the same way.
 */
export { type CertificatesService, toCertificate } from './certificates.js';
export { registerCertificateFileRoutes } from './certificates.routes.js';
