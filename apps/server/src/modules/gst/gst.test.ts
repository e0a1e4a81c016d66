import { todayIn } from '@lathe/shared';
import { describe, expect, it } from 'vitest';
import { gstinFor, invoiceTestKit } from '../../../test/invoice-test-kit.js';

const kit = invoiceTestKit();
const month = todayIn().slice(0, 7);
const [year, mm] = month.split('-');

describe('GSTR-1 of a month', () => {
  it('reports the month’s invoices and notes by table, reconciled with the books, as JSON and CSV', async () => {
    const registered = await kit.customer({
      state: 'Karnataka',
      gstin: gstinFor('29', 'AAKCK5282C'),
      billingAddress: 'Plot 46, Peenya Industrial Area, Bengaluru 560058',
    });
    const consumer = await kit.customer();
    const b2b = await kit.issueNew(
      kit.draftBody(registered.id, [{ description: 'Impeller hub', hsnCode: '84139190', quantity: 1000, rate: 42.5 }]),
    );
    const b2c = await kit.issueNew(kit.draftBody(consumer.id, [{ hsnCode: '84139190', quantity: 10, rate: 100 }]));
    expect(b2c.customerGstin).toBeNull();
    const note = await kit.ok(
      'POST',
      '/api/notes/issue',
      {
        kind: 'credit',
        invoiceId: b2b.id,
        noteDate: todayIn(),
        reason: 'goods_returned',
        lines: [{ invoiceLineId: b2b.lines[0].id, quantity: 100, rate: 42.5 }],
      },
      201,
    );
    // A draft is not a document yet; a cancelled invoice counts only among the documents issued.
    await kit.draft(kit.draftBody(consumer.id, [{}]));
    const cancelled = await kit.issueNew(kit.draftBody(consumer.id, [{ hsnCode: '84139190' }]));
    await kit.ok('POST', `/api/invoices/${cancelled.id}/cancel`, { reason: 'Raised twice' });

    const report = await kit.ok('GET', `/api/gst/gstr-1?month=${month}`);
    expect(report.json.fp).toBe(`${mm}${year}`);
    expect(report.json.b2b).toEqual([
      {
        ctin: registered.gstin,
        inv: [
          expect.objectContaining({
            inum: b2b.invoiceNumber,
            val: 50150,
            pos: '29',
            itms: [{ num: 1801, itm_det: { txval: 42500, rt: 18, iamt: 7650, csamt: 0 } }],
          }),
        ],
      },
    ]);
    expect(report.json.cdnr[0].nt[0]).toMatchObject({ ntty: 'C', nt_num: note.noteNumber, val: 5015 });
    expect(report.json.b2cs).toEqual([
      { sply_ty: 'INTRA', pos: '27', typ: 'OE', rt: 18, txval: 1000, camt: 90, samt: 90, csamt: 0 },
    ]);
    const invoices = report.json.doc_issue.doc_det[0];
    expect(invoices.docs[0]).toMatchObject({
      from: b2b.invoiceNumber,
      to: cancelled.invoiceNumber,
      totnum: 3,
      cancel: 1,
      net_issue: 2,
    });
    expect(report.reconciliation.balanced).toBe(true);
    expect(report.reconciliation.books.at(-1)).toMatchObject({ taxable: 42500 + 1000 - 4250, igst: 7650 - 765 });

    const file = await kit.call('GET', `/api/gst/gstr-1/json?month=${month}`);
    expect(file.headers['content-disposition']).toBe(`attachment; filename="GSTR1_${report.gstin}_${mm}${year}.json"`);
    expect(file.json()).toEqual(report.json);

    const csv = await kit.call('GET', `/api/gst/gstr-1/export?month=${month}`);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r\n/);
    expect(lines[0]).toBe(
      'Section,Type,Number,Date,GSTIN,Party,Place Of Supply,Status,Rate,Taxable,IGST,CGST,SGST,Document Value',
    );
    expect(lines).toContain(
      `b2b,INV,${b2b.invoiceNumber},${b2b.invoiceDate},${registered.gstin},${registered.name},29,reported,18,42500,7650,0,0,50150`,
    );
    expect(lines).toContain(
      `cdnr,CRN,${note.noteNumber},${note.noteDate},${registered.gstin},${registered.name},29,reported,18,4250,765,0,0,5015`,
    );
  });

  it('needs a month and the company’s GSTIN', async () => {
    expect((await kit.call('GET', '/api/gst/gstr-1?month=2026-13')).json().errors).toEqual({
      month: 'month must be yyyy-MM, from 2000 to 2099',
    });
    await kit.setCompany({ gstin: null });
    const res = await kit.call('GET', `/api/gst/gstr-1?month=${month}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("Fill in the company's GSTIN in Company Settings: GSTR-1 is filed under it");
    await kit.setCompany();
  });
});
