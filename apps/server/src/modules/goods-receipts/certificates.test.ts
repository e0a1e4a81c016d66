import { createHash } from 'node:crypto';
import { readdir, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { CERTIFICATE_TOO_LARGE, MAX_CERTIFICATE_BYTES } from '@lathe/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invoiceTestKit } from '../../../test/invoice-test-kit.js';
import { loadConfig } from '../../config.js';
import { materialCertificates } from '../../db/schema/index.js';
import { goodsReceiptKit, pdfBytes } from './goods-receipt-test-kit.js';

const kit = invoiceTestKit({ company: false });
const grn = goodsReceiptKit(kit);

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);
/** A Windows program's first bytes ("MZ"), sent as a certificate. */
const EXE = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(256)]);

async function download(id: string, token?: string) {
  return kit.h.app.inject({
    method: 'GET',
    url: `/api/material-certificates/${id}`,
    headers: { authorization: `Bearer ${token ?? (await kit.h.adminToken())}` },
  });
}

describe('mill test certificates', () => {
  it('keeps an uploaded PDF as it came, and gives back the same bytes under its name', async () => {
    const bytes = pdfBytes();
    const res = await grn.upload(bytes, 'application/pdf', 'MTC H123 – Tata Steel.pdf');
    expect(res.statusCode, res.body).toBe(201);
    const saved = res.json();
    expect(saved).toMatchObject({
      fileName: 'MTC H123 – Tata Steel.pdf',
      contentType: 'application/pdf',
      byteSize: bytes.length,
    });
    const [row] = await kit.h.db.select().from(materialCertificates).where(eq(materialCertificates.id, saved.id));
    expect(row?.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(row?.uploadedBy).toBe((await kit.ok('GET', '/api/auth/me')).id);
    expect(await readdir(kit.h.config.materialFilesDir)).toContain(saved.id);

    const back = await download(saved.id);
    expect(back.statusCode).toBe(200);
    expect(back.rawPayload.equals(bytes)).toBe(true);
    expect(back.headers['content-type']).toBe('application/pdf');
    expect(back.headers['x-content-type-options']).toBe('nosniff');
    expect(back.headers['content-disposition']).toBe(
      `attachment; filename="MTC H123 _ Tata Steel.pdf"; filename*=UTF-8''${encodeURIComponent('MTC H123 – Tata Steel.pdf')}`,
    );
  });

  it('takes a PNG scan; a folder in the name is dropped', async () => {
    const res = await grn.upload(PNG, 'image/png', 'C:\\scans\\heat-h124.png');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ fileName: 'heat-h124.png', contentType: 'image/png', byteSize: PNG.length });
    expect((await download(res.json().id)).rawPayload.equals(PNG)).toBe(true);
  });

  it('keeps a name on one line: line breaks and tabs in it become a space', async () => {
    const res = await grn.upload(PNG, 'image/png', 'heat\r\nH125\t scan.png');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().fileName).toBe('heat H125 scan.png');
    expect((await download(res.json().id)).headers['content-disposition']).toMatch(
      /^attachment; filename="heat H125 scan.png";/,
    );
  });

  it('refuses a file that is not what its type says, a type that is no certificate, and no name', async () => {
    const exe = await grn.upload(EXE, 'application/pdf', 'mtc.pdf');
    expect(exe.statusCode).toBe(415);
    expect(exe.json().message).toBe('The file is not the PDF, PNG or JPEG it says it is');
    const jpegAsPng = await grn.upload(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]), 'image/png', 'scan.png');
    expect(jpegAsPng.statusCode).toBe(415);
    const text = await grn.upload(Buffer.from('heat H123'), 'application/octet-stream', 'mtc.exe');
    expect(text.statusCode).toBe(415);
    const json = await kit.call('POST', '/api/material-certificates', { fileName: 'mtc.pdf' });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toBe('A certificate is a PDF, PNG or JPEG file');
    const unnamed = await grn.upload(pdfBytes(), 'application/pdf', '');
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().errors).toEqual({ fileName: 'Name the file in the X-File-Name header' });
    const empty = await grn.upload(Buffer.alloc(0), 'application/pdf', 'mtc.pdf');
    expect(empty.statusCode).toBe(400);
    // Nothing refused was kept.
    expect(
      await kit.h.db.select().from(materialCertificates).where(eq(materialCertificates.fileName, 'mtc.pdf')),
    ).toEqual([]);
  });

  it('refuses a file over 10 MB with a 413 that says so; other routes keep their own 1 MB limit', async () => {
    const big = Buffer.concat([pdfBytes(), Buffer.alloc(MAX_CERTIFICATE_BYTES)]);
    const res = await grn.upload(big, 'application/pdf', 'huge.pdf');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ message: CERTIFICATE_TOO_LARGE, errors: { file: CERTIFICATE_TOO_LARGE } });
    // Just under the limit is taken.
    const fits = Buffer.concat([pdfBytes(), Buffer.alloc(2 * 1024 * 1024)]);
    expect((await grn.upload(fits, 'application/pdf', 'scan of 40 pages.pdf')).statusCode).toBe(201);
    // The file parsers and the limit are this route's: elsewhere a PDF body is refused, and 2 MB of JSON too.
    const elsewhere = await kit.h.app.inject({
      method: 'POST',
      url: '/api/goods-receipts',
      headers: { authorization: `Bearer ${await kit.h.adminToken()}`, 'content-type': 'application/pdf' },
      payload: pdfBytes(),
    });
    expect(elsewhere.statusCode).toBe(415);
    const largeJson = await kit.call('POST', '/api/goods-receipts', { remarks: 'x'.repeat(2 * 1024 * 1024) });
    expect(largeJson.statusCode).toBe(413);
  });

  it('answers 404 for a certificate that does not exist or whose file is gone', async () => {
    expect((await download('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const res = await grn.upload(pdfBytes(), 'application/pdf', 'lost.pdf');
    await rm(join(kit.h.config.materialFilesDir, res.json().id));
    const gone = await download(res.json().id);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('Certificate file not found');
  });

  it('is kept in MATERIAL_FILES_DIR, else in a folder of DATA_DIR (PostgreSQL or not)', () => {
    expect(loadConfig({ DATA_DIR: '/srv/lathe' }).materialFilesDir).toBe('/srv/lathe/material-certificates');
    expect(
      loadConfig({ DATABASE_URL: 'postgres://lathe@db/lathe', MATERIAL_FILES_DIR: '/mnt/mtc' }).materialFilesDir,
    ).toBe('/mnt/mtc');
    expect(loadConfig({ DATABASE_URL: 'postgres://lathe@db/lathe' }).materialFilesDir).toBe(
      resolve('data', 'material-certificates'),
    );
  });
});
