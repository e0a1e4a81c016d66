import type { FastifyReply } from 'fastify';

/** A document's number as a file name: "INV/2026-27/0001" → "INV-2026-27-0001.pdf". */
export const pdfFileName = (name: string) => `${name.replaceAll(/[/\\:*?"<>|\s]+/g, '-')}.pdf`;

/** Sends a rendered PDF as a download that no cache keeps. */
export function sendPdf(reply: FastifyReply, fileName: string, body: Buffer) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(body);
}
