import { type APIRequestContext, expect } from '@playwright/test';

/** A call to the API as the admin (the token from apiToken) that must succeed; its JSON answer. */
export async function adminCall(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  data?: object,
) {
  const res = await request.fetch(`/api/${path}`, { method, headers: { authorization: `Bearer ${token}` }, data });
  expect(res.ok(), `${method} ${path}: ${await res.text()}`).toBe(true);
  return res.json();
}

const SELLER = {
  name: 'Acme Precision',
  address: 'Plot J-42, Bhosari MIDC, Pune 411026',
  state: 'Maharashtra',
  gstin: '27AADCL4821M1ZA',
  // The sender of what the app e-mails.
  email: 'accounts@acme-precision.example',
  bankName: 'HDFC Bank',
  bankAccountName: 'Acme Precision',
  bankAccountNumber: '50200012345678',
  bankIfsc: 'HDFC0000891',
  bankBranch: 'Bhosari',
};

/**
 * The seller printed on invoices and challans: issuing needs its name and state. Journeys run
 * side by side, so another may save it first: a stale version is read again, and a seller
 * already saved is left as it is.
 */
export async function saveSeller(request: APIRequestContext, token: string) {
  for (let attempt = 0; attempt < 3; attempt++) {
    const settings = await adminCall(request, token, 'GET', 'company-settings');
    if (Object.entries(SELLER).every(([key, value]) => settings[key] === value)) return;
    const res = await request.put('/api/company-settings', {
      headers: { authorization: `Bearer ${token}` },
      data: { ...SELLER, version: settings.version },
    });
    if (res.ok()) return;
    expect(res.status(), await res.text()).toBe(409);
  }
}
