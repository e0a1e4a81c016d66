import {
  CERTIFICATE_TOO_LARGE,
  CERTIFICATE_TYPES,
  idParamsSchema,
  MAX_CERTIFICATE_BYTES,
  materialCertificateSchema,
} from '@lathe/shared';
import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors.js';
import { uploadFileName } from '../../lib/upload-file-name.js';
import { principalOf } from '../../plugins/access.js';
import { sendError } from '../../plugins/error-handler.js';
import { type CertificatesService, certificateTypeOf, noFile, unsupportedType } from './certificates.js';

const tags = ['material-certificates'];

/** `attachment` with the name as typed (RFC 5987) and a plain ASCII one for old clients. */
const disposition = (fileName: string) => {
  const plain = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${plain}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
};

/**
 * Mill test certificates (`/api/material-certificates`): uploaded as the raw request body (a
 * PDF, PNG or JPEG up to 10 MB, its name URL-encoded in X-File-Name) by whoever makes or edits
 * goods receipts, and downloaded by whoever views them. The file body parsers and the larger
 * body limit belong to this plugin's routes only: every other route still takes JSON of 1 MB.
 */
export const certificatesRoutes: FastifyPluginAsyncZod<{ certificates: CertificatesService }> = async (
  app,
  { certificates },
) => {
  for (const type of CERTIFICATE_TYPES) {
    app.addContentTypeParser(type, { parseAs: 'buffer', bodyLimit: MAX_CERTIFICATE_BYTES }, (_request, body, done) =>
      done(null, body),
    );
  }

  app.post(
    '/material-certificates',
    {
      config: {
        access: {
          anyOf: [
            { scope: 'goods-receipts', action: 'create' },
            { scope: 'goods-receipts', action: 'edit' },
          ],
        },
      },
      bodyLimit: MAX_CERTIFICATE_BYTES,
      // Past the limit, the refusal says what the limit is for.
      errorHandler: (error: FastifyError, request, reply) =>
        sendError(
          error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
            ? (new AppError(413, CERTIFICATE_TOO_LARGE, { file: CERTIFICATE_TOO_LARGE }) as unknown as FastifyError)
            : error,
          request,
          reply,
        ),
      schema: {
        tags,
        summary:
          'Uploads a mill test certificate: the file as the raw body (application/pdf, image/png or image/jpeg, at most 10 MB), its name URL-encoded in X-File-Name',
        response: { 201: materialCertificateSchema },
      },
    },
    async (request, reply) => {
      const contentType = certificateTypeOf(request.headers['content-type']);
      if (!Buffer.isBuffer(request.body)) throw request.body === undefined ? noFile() : unsupportedType();
      if (!contentType) throw unsupportedType();
      const fileName = uploadFileName(request.headers['x-file-name']);
      const saved = await certificates.upload(
        { fileName, contentType, bytes: request.body },
        principalOf(request).user.id,
      );
      return reply.status(201).send(saved);
    },
  );

  app.get(
    '/material-certificates/:id',
    {
      config: { access: { scope: 'goods-receipts', action: 'view' } },
      schema: { tags, summary: 'Downloads a mill test certificate as it was uploaded', params: idParamsSchema },
    },
    async (request, reply) => {
      const { certificate, bytes } = await certificates.download(request.params.id);
      return reply
        .header('content-type', certificate.contentType)
        .header('content-disposition', disposition(certificate.fileName))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'no-store')
        .send(bytes);
    },
  );
};
