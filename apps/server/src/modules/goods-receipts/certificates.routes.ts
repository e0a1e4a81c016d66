import {
  CERTIFICATE_TOO_LARGE,
  CERTIFICATE_TYPES,
  idParamsSchema,
  MAX_CERTIFICATE_BYTES,
  materialCertificateSchema,
} from '@lathe/shared';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, notFound } from '../../lib/errors.js';
import { uploadFileName } from '../../lib/upload-file-name.js';
import { type Access, principalOf } from '../../plugins/access.js';
import { sendError } from '../../plugins/error-handler.js';
import { type CertificatesService, certificateTypeOf, noFile, unsupportedType } from './certificates.js';

const tags = ['material-certificates'];

/** `attachment` with the name as typed (RFC 5987) and a plain ASCII one for old clients. */
const disposition = (fileName: string) => {
  const plain = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${plain}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
};

/** One kind of record's certificate files: where they are posted and read, and who may do which. */
export interface CertificateFileRoutes {
  certificates: CertificatesService;
  /** The path under /api: `/material-certificates`; a file is read at `{path}/:id`. */
  path: string;
  tags: string[];
  upload: { access: Access; summary: string };
  download: {
    access: Access;
    summary: string;
    /** Whether the signed-in user may read this certificate here; 404 when not (as for an unknown id). */
    allowed?: (certificateId: string, userId: string) => Promise<boolean>;
  };
}

/**
 * `POST {path}`: a certificate uploaded as the raw request body (a PDF, PNG or JPEG up to 10 MB,
 * its name URL-encoded in X-File-Name); `GET {path}/:id`: the file as it was uploaded. The file
 * body parsers and the larger body limit belong to the plugin that calls this: every other route
 * still takes JSON of 1 MB.
 */
export function registerCertificateFileRoutes(app: FastifyInstance, def: CertificateFileRoutes) {
  const { certificates, path, tags } = def;
  for (const type of CERTIFICATE_TYPES) {
    app.addContentTypeParser(type, { parseAs: 'buffer', bodyLimit: MAX_CERTIFICATE_BYTES }, (_request, body, done) =>
      done(null, body),
    );
  }

  app.post(
    path,
    {
      config: { access: def.upload.access },
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
      schema: { tags, summary: def.upload.summary, response: { 201: materialCertificateSchema } },
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
    `${path}/:id`,
    {
      config: { access: def.download.access },
      schema: { tags, summary: def.download.summary, params: idParamsSchema },
    },
    async (request: FastifyRequest, reply) => {
      const { id } = request.params as { id: string };
      const allowed = def.download.allowed;
      if (allowed && !(await allowed(id, principalOf(request).user.id))) throw notFound('Certificate');
      const { certificate, bytes } = await certificates.download(id);
      return reply
        .header('content-type', certificate.contentType)
        .header('content-disposition', disposition(certificate.fileName))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'no-store')
        .send(bytes);
    },
  );
}

/**
 * Mill test certificates (`/api/material-certificates`): uploaded by whoever makes or edits
 * goods receipts, and downloaded by whoever views them.
 */
export const certificatesRoutes: FastifyPluginAsyncZod<{ certificates: CertificatesService }> = async (
  app,
  { certificates },
) => {
  registerCertificateFileRoutes(app, {
    certificates,
    path: '/material-certificates',
    tags,
    upload: {
      access: {
        anyOf: [
          { scope: 'goods-receipts', action: 'create' },
          { scope: 'goods-receipts', action: 'edit' },
        ],
      },
      summary:
        'Uploads a mill test certificate: the file as the raw body (application/pdf, image/png or image/jpeg, at most 10 MB), its name URL-encoded in X-File-Name',
    },
    download: {
      access: { scope: 'goods-receipts', action: 'view' },
      summary: 'Downloads a mill test certificate as it was uploaded',
    },
  });
};
