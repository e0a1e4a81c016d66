import { E_INVOICE_SCHEMA, financialYearOf, indianDate, todayIn } from '@lathe/shared';
import { describe, expect, it } from 'vitest';
import { gstinFor, invoiceTestKit } from '../../../test/invoice-test-kit.js';
import { pdfText } from '../../../test/pdf-facts.js';
import { schemaCheck, schemaProblems } from '../../lib/json-schema.js';

const kit = invoiceTestKit();
const today = todayIn();
const year = financialYearOf(today);

/** An issued invoice of 1,000 pieces at ₹42.50 + 18 % (₹50,150 in all) to a customer of its own. */
async function issuedInvoice(fields: Record<string, unknown> = {}) {
  const customer = await kit.customer();
  const invoice = await kit.issueNew(
    kit.draftBody(
      customer.id,
      [{ description: 'Impeller hub', hsnCode: '84139190', quantity: 1000, rate: 42.5 }],
      fields,
    ),
  );
  return { customer, invoice, lineId: invoice.lines[0].id as string };
}

const noteBody = (invoiceId: string, lineId: string, fields: Record<string, unknown> = {}) => ({
  kind: 'credit',
  invoiceId,
  noteDate: today,
  reason: 'goods_returned',
  lines: [{ invoiceLineId: lineId, quantity: 100, rate: 42.5 }],
  ...fields,
});

const issueNote = async (body: object) => kit.ok('POST', '/api/notes/issue', body, 201);

describe('credit and debit notes', () => {
  it('credits 100 rejected pieces line by line, numbered in its own series, and lowers what is owed', async () => {
    const { customer, invoice, lineId } = await issuedInvoice();
    const draft = await kit.ok('POST', '/api/notes', noteBody(invoice.id, lineId, { remarks: 'OD oversize' }), 201);
    expect(draft).toMatchObject({ noteNumber: null, status: 'draft', invoiceNumber: invoice.invoiceNumber });
    expect(draft.lines[0]).toMatchObject({
      description: 'Impeller hub',
      hsnCode: '84139190',
      unit: 'NOS',
      quantity: 100,
      rate: 42.5,
      gstRate: 18,
      taxable: 4250,
      cgst: 382.5,
      sgst: 382.5,
      igst: 0,
      total: 5015,
    });
    const issued = await kit.ok('POST', `/api/notes/${draft.id}/issue`, { version: draft.version });
    expect(issued).toMatchObject({ status: 'issued', grandTotal: 5015, taxType: 'intra' });
    expect(issued.noteNumber).toMatch(new RegExp(`^CN/${year}/\\d{4}$`));
    expect(await kit.get(invoice.id)).toMatchObject({ status: 'issued', balanceDue: 45135 });

    // The next credit note takes the next number; a debit note starts its own series.
    const second = await issueNote(
      noteBody(invoice.id, lineId, { lines: [{ invoiceLineId: lineId, quantity: 10, rate: 42.5 }] }),
    );
    expect(Number(second.noteNumber.slice(-4))).toBe(Number(issued.noteNumber.slice(-4)) + 1);
    const debit = await issueNote(
      noteBody(invoice.id, lineId, {
        kind: 'debit',
        reason: 'rate_correction',
        lines: [{ invoiceLineId: lineId, quantity: 1000, rate: 0.5 }],
      }),
    );
    expect(debit.noteNumber).toMatch(new RegExp(`^DN/${year}/\\d{4}$`));
    expect(debit.grandTotal).toBe(590);
    // ₹501.50 rounds to ₹502, as an invoice's total does.
    expect(second.grandTotal).toBe(502);
    expect((await kit.get(invoice.id)).balanceDue).toBe(50150 - 5015 - 502 + 590);

    // The statement shows each note where it stands, and closes on what is owed.
    const statement = await kit.ok('GET', `/api/customers/${customer.id}/statement`);
    expect(
      statement.entries.map((e: { kind: string; reference: string; debit: number; credit: number }) => [
        e.kind,
        e.reference,
        e.debit,
        e.credit,
      ]),
    ).toEqual([
      ['invoice', invoice.invoiceNumber, 50150, 0],
      ['credit-note', issued.noteNumber, 0, 5015],
      ['credit-note', second.noteNumber, 0, 502],
      ['debit-note', debit.noteNumber, 590, 0],
    ]);
    expect(statement.closingBalance).toBe(45223);

    // The invoice cannot be cancelled while notes stand against it.
    const cancel = await kit.call('POST', `/api/invoices/${invoice.id}/cancel`, { reason: 'Wrong customer' });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().message).toBe('Cancel its credit and debit notes first');
  });

  it('credits no line beyond what it was invoiced at, and no more than is still due', async () => {
    const { invoice, lineId } = await issuedInvoice();
    await issueNote(noteBody(invoice.id, lineId, { lines: [{ invoiceLineId: lineId, quantity: 900, rate: 42.5 }] }));
    const beyond = await kit.call(
      'POST',
      '/api/notes/issue',
      noteBody(invoice.id, lineId, { lines: [{ invoiceLineId: lineId, quantity: 101, rate: 42.5 }] }),
    );
    expect(beyond.statusCode).toBe(409);
    expect(beyond.json().errors).toEqual({ 'lines.0.rate': 'At most ₹4,250.00 is left to credit on this line' });

    const paid = await issuedInvoice();
    await kit.ok(
      'POST',
      `/api/invoices/${paid.invoice.id}/payments`,
      { paymentDate: today, amount: 50000, mode: 'upi' },
      201,
    );
    const overDue = await kit.call('POST', '/api/notes/issue', noteBody(paid.invoice.id, paid.lineId));
    expect(overDue.statusCode).toBe(409);
    expect(overDue.json().message).toBe(
      `Only ₹150.00 is still due on ${paid.invoice.invoiceNumber}: a credit note cannot be more than that`,
    );
    // Nothing was left behind: no note, no number.
    const listed = await kit.ok('GET', `/api/notes?invoiceId=${paid.invoice.id}`);
    expect(listed.total).toBe(0);
  });

  it('refuses a credit note for a previous year after 30 November of the next (section 34)', async () => {
    const { invoice, lineId } = await issuedInvoice({ invoiceDate: '2025-04-10', dueDate: '2025-05-10' });
    const late = await kit.call('POST', '/api/notes/issue', noteBody(invoice.id, lineId, { noteDate: '2026-12-01' }));
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(
      'A credit note for an invoice of 2025-26 cannot be issued after 30/11/2026 (CGST Act section 34)',
    );
    expect((await issueNote(noteBody(invoice.id, lineId, { noteDate: '2026-11-30' }))).status).toBe('issued');
    // A debit note has no such limit.
    const debit = noteBody(invoice.id, lineId, { kind: 'debit', noteDate: '2026-12-01', reason: 'rate_correction' });
    expect((await issueNote(debit)).status).toBe('issued');
  });

  it('raises a paid invoice back to part-paid with a debit note, and will not cancel a debit note already paid', async () => {
    const { invoice, lineId } = await issuedInvoice();
    await kit.ok(
      'POST',
      `/api/invoices/${invoice.id}/payments`,
      { paymentDate: today, amount: 50150, mode: 'upi' },
      201,
    );
    const debit = await issueNote(
      noteBody(invoice.id, lineId, {
        kind: 'debit',
        reason: 'rate_correction',
        lines: [{ invoiceLineId: lineId, quantity: 1000, rate: 1 }],
      }),
    );
    expect(await kit.get(invoice.id)).toMatchObject({ status: 'partially_paid', balanceDue: 1180 });
    await kit.ok(
      'POST',
      `/api/invoices/${invoice.id}/payments`,
      { paymentDate: today, amount: 1180, mode: 'upi' },
      201,
    );
    expect((await kit.get(invoice.id)).status).toBe('paid');
    const cancel = await kit.call('POST', `/api/notes/${debit.id}/cancel`, { reason: 'Raised twice' });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().message).toBe(
      `Payments on ${invoice.invoiceNumber} already count this debit note; remove a payment first`,
    );

    // A credit note cancelled gives back what it took off.
    const other = await issuedInvoice();
    const credit = await issueNote(noteBody(other.invoice.id, other.lineId));
    expect((await kit.get(other.invoice.id)).balanceDue).toBe(45135);
    const cancelled = await kit.ok('POST', `/api/notes/${credit.id}/cancel`, {
      reason: 'Pieces accepted after rework',
    });
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      noteNumber: credit.noteNumber,
      cancelReason: 'Pieces accepted after rework',
    });
    expect((await kit.get(other.invoice.id)).balanceDue).toBe(50150);
  });

  it('reports an issued note as the portal takes it: CRN referring to its invoice, passing the schema', async () => {
    const customer = await kit.customer({
      state: 'Karnataka',
      gstin: gstinFor('29', 'AAKCK5282C'),
      billingAddress: 'Plot 46, Peenya Industrial Area, Bengaluru 560058',
    });
    const invoice = await kit.issueNew(
      kit.draftBody(customer.id, [{ description: 'Impeller hub', hsnCode: '84139190', quantity: 1000, rate: 42.5 }]),
    );
    const note = await issueNote(noteBody(invoice.id, invoice.lines[0].id));
    const res = await kit.call('GET', `/api/notes/${note.id}/e-invoice`);
    expect(res.statusCode, res.body).toBe(200);
    const json = res.json();
    expect(schemaProblems(schemaCheck(E_INVOICE_SCHEMA), json)).toEqual([]);
    expect(json.DocDtls).toMatchObject({ Typ: 'CRN', No: note.noteNumber });
    expect(json.RefDtls).toEqual({
      PrecDocDtls: [{ InvNo: invoice.invoiceNumber, InvDt: invoice.invoiceDate.split('-').reverse().join('/') }],
    });
    expect(json.ValDtls).toMatchObject({ AssVal: 4250, IgstVal: 765, TotInvVal: 5015 });

    // It prints as the invoice does, naming what it is and the invoice it adjusts.
    const pdf = await kit.call('GET', `/api/notes/${note.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toBe(
      `attachment; filename="${note.noteNumber.replaceAll('/', '-')}.pdf"`,
    );
    const text = pdfText(pdf.rawPayload);
    expect(text).toEqual(
      expect.arrayContaining([
        'CREDIT NOTE',
        'Original for recipient',
        'Under section 34 of the CGST Act',
        `Note No.: ${note.noteNumber}`,
        `Against Invoice No.: ${invoice.invoiceNumber} dated ${indianDate(invoice.invoiceDate)}`,
        'Reason: Goods returned (rejected pieces)',
        'Grand Total',
        'This is a computer-generated credit note.',
      ]),
    );
    // The company's terms of sale are the invoice's: its PDF prints them, the note's does not.
    const invoicePdf = await kit.call('GET', `/api/invoices/${invoice.id}/pdf`);
    expect(pdfText(invoicePdf.rawPayload).join(' ')).toContain('Interest at 18% p.a.');
    expect(text.join(' ')).not.toContain('Interest at 18%');
  });

  it('takes only issued invoices and their own lines, dated on or after the invoice', async () => {
    const { invoice, lineId } = await issuedInvoice();
    const customer = await kit.customer();
    const draft = await kit.draft(kit.draftBody(customer.id, [{}]));
    const refusal = async (body: object) => {
      const res = await kit.call('POST', '/api/notes', body);
      expect(res.statusCode).toBe(400);
      return res.json().errors;
    };
    expect(await refusal(noteBody(draft.id, draft.lines[0].id))).toEqual({
      invoiceId: 'A note is raised against an issued invoice',
    });
    expect(await refusal(noteBody(invoice.id, draft.lines[0].id))).toEqual({
      'lines.0.invoiceLineId': 'Not a line of this invoice',
    });
    expect(await refusal(noteBody(invoice.id, lineId, { noteDate: '2020-01-01' }))).toEqual({
      noteDate: 'A note cannot be dated before its invoice',
    });
    expect(
      await refusal(noteBody(invoice.id, lineId, { lines: [{ invoiceLineId: lineId, quantity: 1001, rate: 1 }] })),
    ).toEqual({
      'lines.0.quantity': 'The invoice has 1,000 NOS on this line',
    });
  });
});
