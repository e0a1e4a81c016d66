import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../test/harness.js';

let h: Harness;
let token: string;
beforeAll(async () => {
  h = await createHarness({ COMPANY_NAME: 'Configured Precision' });
  token = await h.adminToken();
});
afterAll(() => h.close());

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/** The whole record, as the settings screen sends it. */
const settings = {
  name: 'Deccan Precision Turned Parts Pvt Ltd',
  address: 'Plot 14, MIDC Bhosari, Pune 411026',
  state: 'maharashtra',
  gstin: '27aapfu0939f1zv',
  pan: 'aapfu0939f',
  email: 'accounts@deccanprecision.in',
  phone: '+91 20 2712 3456',
  bankName: 'State Bank of India',
  bankAccountName: 'Deccan Precision Turned Parts Pvt Ltd',
  bankAccountNumber: '30123456789',
  bankIfsc: 'sbin0001234',
  bankBranch: 'Bhosari',
  logo: PNG,
  invoiceTerms: 'Interest at 18% p.a. on payments after the due date.',
};

const get = (as = token) => h.call('GET', '/api/company-settings', { token: as });
const put = (body: object, as = token) => h.call('PUT', '/api/company-settings', { token: as, body });

describe('company settings', () => {
  it('starts empty at version 1, readable by anyone signed in, and the title uses the configured name', async () => {
    const nobody = await h.userWith([]);
    const res = await get(nobody.accessToken);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: null, state: null, stateCode: null, gstin: null, logo: null, version: 1 });
    expect((await h.call('GET', '/api/settings')).json()).toEqual({
      companyName: 'Configured Precision',
      allowSignup: true,
    });
    expect((await h.call('GET', '/api/company-settings')).statusCode).toBe(401);
  });

  it('saves the whole record for roles: edit, normalised, with the state code and a new version', async () => {
    const res = await put({
      ...settings,
      tds194q: true,
      tallyCompany: ' Deccan Precision (2026-27) ',
      tallyLedgers: { salesLocal: ' Sales Local 18% ', bank: '', cash: 'Cash Box', unknown: 'dropped' },
      version: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json();
    expect(saved).toMatchObject({
      ...settings,
      // Supplier bills deduct under 194Q from now on (modules/supplier-bills reads it).
      tds194q: true,
      // The Tally export's company and the names given (a blank one is its default, not kept).
      tallyCompany: 'Deccan Precision (2026-27)',
      tallyLedgers: { salesLocal: 'Sales Local 18%', cash: 'Cash Box' },
      state: 'Maharashtra',
      stateCode: '27',
      gstin: '27AAPFU0939F1ZV',
      pan: 'AAPFU0939F',
      bankIfsc: 'SBIN0001234',
      version: 2,
    });
    expect(Date.parse(saved.updatedAt)).not.toBeNaN();
    expect((await get()).json()).toEqual(saved);
  });

  it('names the company in page titles once saved', async () => {
    expect((await h.call('GET', '/api/settings')).json().companyName).toBe(settings.name);
  });

  it('refuses a stale version with 409 and keeps the saved record', async () => {
    const res = await put({ ...settings, name: 'Someone Else Ltd', version: 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors).toEqual({ version: 'Stale version' });
    expect((await get()).json()).toMatchObject({ name: settings.name, version: 2 });
  });

  it('answers 400 naming each bad field, and changes nothing', async () => {
    const res = await put({
      ...settings,
      name: '  ',
      gstin: '27AAPFU0939F1ZX',
      bankIfsc: 'SBIN1001234',
      pan: '1234',
      state: 'Atlantis',
      logo: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
      tallyCompany: 'Deccan\tPrecision',
      tallyLedgers: { bank: 'SBI\nCurrent', roundOff: 'x'.repeat(101) },
      version: 2,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      tallyCompany: 'The Tally company is one line: no tabs or line breaks',
      'tallyLedgers.bank': 'A ledger name is one line: no tabs or line breaks',
      'tallyLedgers.roundOff': 'A ledger name is at most 100 characters',
      name: 'Company name is required',
      gstin: 'GSTIN is invalid',
      bankIfsc: 'IFSC is invalid',
      pan: 'PAN is invalid',
      state: 'Choose a state from the list',
      logo: 'Logo must be a PNG, JPEG or WebP image',
    });
    const tooBig = await put({ ...settings, logo: `data:image/png;base64,${'A'.repeat(300_000)}`, version: 2 });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().errors).toEqual({ logo: 'Logo must be at most 200 kB' });
    expect((await get()).json()).toMatchObject({ name: settings.name, version: 2 });
  });

  it('clears what a PUT leaves out: it replaces the whole record', async () => {
    const res = await put({ name: 'Short Name Ltd', version: 2 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Short Name Ltd',
      state: null,
      stateCode: null,
      logo: null,
      tallyCompany: null,
      tallyLedgers: {},
      version: 3,
    });
    expect((await h.call('GET', '/api/settings')).json().companyName).toBe('Short Name Ltd');
  });

  it('answers 403 to a user without roles: edit, even one who may edit everything else', async () => {
    const clerk = await h.userWith([
      { scope: 'roles', actions: ['view', 'create'] },
      { scope: 'invoices', actions: ['view', 'create', 'edit', 'delete'] },
    ]);
    const res = await put({ ...settings, version: 3 }, clerk.accessToken);
    expect(res.statusCode).toBe(403);
    expect((await get(clerk.accessToken)).json()).toMatchObject({ name: 'Short Name Ltd', version: 3 });
  });

  it('shows the bank account, PAN and address only to whoever works with invoices or may change them', async () => {
    expect((await put({ ...settings, version: (await get()).json().version })).statusCode).toBe(200);
    const stranger = await h.userWith([]);
    const open = (await get(stranger.accessToken)).json();
    expect(open).toMatchObject({ name: settings.name, state: 'Maharashtra', stateCode: '27', logo: PNG });
    for (const field of [
      'address',
      'gstin',
      'pan',
      'email',
      'phone',
      'bankName',
      'bankAccountName',
      'bankAccountNumber',
      'bankIfsc',
      'bankBranch',
      'invoiceTerms',
      'tallyCompany',
      'tallyLedgers',
    ]) {
      expect(open[field], field).toBeNull();
    }
    const accounts = await h.userWith([{ scope: 'invoices', actions: ['view'] }]);
    expect((await get(accounts.accessToken)).json()).toMatchObject({
      bankAccountNumber: '30123456789',
      pan: 'AAPFU0939F',
      address: settings.address,
    });
  });

  it('refuses a logo larger than 1024 pixels a side, measured from its header', async () => {
    /** A PNG that declares its size in its header and carries nothing else: a bomb's outside. */
    const png = (width: number, height: number) => {
      const bytes = Buffer.alloc(33);
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes, 0);
      bytes.writeUInt32BE(13, 8);
      bytes.write('IHDR', 12, 'ascii');
      bytes.writeUInt32BE(width, 16);
      bytes.writeUInt32BE(height, 20);
      bytes[24] = 8;
      bytes[25] = 6;
      return `data:image/png;base64,${bytes.toString('base64')}`;
    };
    const version = (await get()).json().version;
    const bomb = await put({ ...settings, logo: png(6000, 6000), version });
    expect(bomb.statusCode).toBe(400);
    expect(bomb.json().errors).toEqual({ logo: 'Logo must be at most 1024 × 1024 pixels' });
    expect((await put({ ...settings, logo: png(1024, 512), version })).statusCode).toBe(200);
  });
});
