import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  CERTIFICATE_TYPE_MESSAGE,
  CERTIFICATE_TYPES,
  type CertificateType,
  type MaterialCertificate,
} from '@lathe/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { materialCertificates } from '../../db/schema/index.js';
import { AppError, badRequest, invalidField, notFound } from '../../lib/errors.js';

/*
 * Mill test certificates: the file a supplier sends with a heat of bar stock, kept as it came
 * (a PDF or a scan) in a folder of its own (config.materialFilesDir), one file per upload named
 * by its id, with a row saying what it is, how large, its SHA-256 and who uploaded it. A goods
 * receipt's line names the certificate of its heat.
 */

export type CertificateRecord = typeof materialCertificates.$inferSelect;

/** The first bytes each type's files start with: a file is what its bytes are, not what it is called. */
const MAGIC: Record<CertificateType, readonly number[]> = {
  // %PDF-
  'application/pdf': [0x25, 0x50, 0x44, 0x46, 0x2d],
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/jpeg': [0xff, 0xd8, 0xff],
};

const startsWith = (bytes: Buffer, magic: readonly number[]) =>
  bytes.length >= magic.length && magic.every((byte, i) => bytes[i] === byte);

/** The media type of a Content-Type header ("application/pdf; x=y" → "application/pdf"), or null. */
export function certificateTypeOf(header: string | undefined): CertificateType | null {
  const type = (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return (CERTIFICATE_TYPES as readonly string[]).includes(type) ? (type as CertificateType) : null;
}

/** 415: the body is not a type a certificate may be. */
export const unsupportedType = () => new AppError(415, CERTIFICATE_TYPE_MESSAGE, { file: CERTIFICATE_TYPE_MESSAGE });

export const toCertificate = (row: CertificateRecord): MaterialCertificate => ({
  id: row.id,
  fileName: row.fileName,
  contentType: row.contentType as CertificateType,
  byteSize: row.byteSize,
  createdAt: row.createdAt.toISOString(),
});

export interface CertificateUpload {
  fileName: string;
  contentType: CertificateType;
  bytes: Buffer;
}

export function createCertificatesService(db: Db, folder: string) {
  const pathOf = (id: string) => join(folder, id);

  return {
    /**
     * Keeps an uploaded certificate: its bytes must be of its type (a renamed .exe is refused,
     * 415); the row and the file are written together, the file before the row commits.
     */
    async upload(upload: CertificateUpload, uploadedBy: string): Promise<MaterialCertificate> {
      if (upload.bytes.length === 0) throw invalidField('file', 'The file is empty');
      if (!startsWith(upload.bytes, MAGIC[upload.contentType])) {
        throw new AppError(415, 'The file is not the PDF, PNG or JPEG it says it is', {
          file: 'The file is not the PDF, PNG or JPEG it says it is',
        });
      }
      const id = randomUUID();
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(materialCertificates)
          .values({
            id,
            fileName: upload.fileName,
            contentType: upload.contentType,
            byteSize: upload.bytes.length,
            sha256: createHash('sha256').update(upload.bytes).digest('hex'),
            uploadedBy,
          })
          .returning();
        // Only the server's own user reads them; a file is never overwritten.
        await mkdir(folder, { recursive: true, mode: 0o700 });
        await writeFile(pathOf(id), upload.bytes, { flag: 'wx', mode: 0o600 });
        return toCertificate(row as CertificateRecord);
      });
    },

    /** The certificate and its bytes; 404 when there is no such certificate, or its file is gone. */
    async download(id: string): Promise<{ certificate: MaterialCertificate; bytes: Buffer }> {
      const [row] = await db.select().from(materialCertificates).where(eq(materialCertificates.id, id));
      if (!row) throw notFound('Certificate');
      const bytes = await readFile(pathOf(id)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') throw notFound('Certificate file');
        throw error;
      });
      return { certificate: toCertificate(row), bytes };
    },
  };
}

export type CertificatesService = ReturnType<typeof createCertificatesService>;

/** No body at all, or one that is not a file. */
export const noFile = () => badRequest('Send the certificate file as the request body', { file: 'No file was sent' });
