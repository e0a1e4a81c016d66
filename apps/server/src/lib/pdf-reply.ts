import { fileNameOf } from '@lathe/shared';
import type { FastifyReply } from 'fastify';

export const pdfFileName = (name: string) => fileNameOf(name, 'pdf');

/** Sends a file as a download that no cache keeps. */
export function sendFile(reply: FastifyReply, fileName: string, contentType: string, body: Buffer | string) {
  return reply
    .header('content-type', contentType)
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(body);
}

/** Sends a rendered PDF as a download that no cache keeps. */
export const sendPdf = (reply: FastifyReply, fileName: string, body: Buffer) =>
  sendFile(reply, fileName, 'application/pdf', body);

/** Sends JSON for a portal's upload as a download: indented, as the portals' own tools write it. */
export const sendJsonFile = (reply: FastifyReply, fileName: string, json: unknown) =>
  sendFile(reply, fileName, 'application/json; charset=utf-8', JSON.stringify(json, null, 2));
