import { describe, expect, it } from 'vitest';
import { documentEmailFormSchema, documentEmailSchema } from './document-email.js';

describe('the e-mail form', () => {
  const form = (fields: Record<string, string>) =>
    documentEmailFormSchema.safeParse({ to: '', cc: '', subject: 'Invoice', message: 'Attached.', ...fields });

  it('reads the addresses typed with commas, semicolons or spaces into the lists the API takes', () => {
    expect(form({ to: ' Purchase@Kaveri.in,stores@kaveri.in ', cc: 'a@x.in; b@x.in  c@x.in' }).data).toEqual({
      to: ['purchase@kaveri.in', 'stores@kaveri.in'],
      cc: ['a@x.in', 'b@x.in', 'c@x.in'],
      subject: 'Invoice',
      message: 'Attached.',
    });
    expect(
      documentEmailSchema.safeParse({ to: ['purchase@kaveri.in'], subject: 'Invoice', message: 'x' }).data?.cc,
    ).toEqual([]);
  });

  it('names the address that is not one, and asks for a recipient', () => {
    expect(form({ to: 'purchase@kaveri.in, stores.kaveri.in' }).error?.issues).toMatchObject([
      { path: ['to'], message: 'stores.kaveri.in is not an e-mail address' },
    ]);
    expect(form({ to: ' , ' }).error?.issues).toMatchObject([{ path: ['to'], message: 'Add at least one recipient' }]);
    expect(form({ to: 'a@x.in', cc: 'b@x.in B@x.in' }).error?.issues).toMatchObject([
      { path: ['cc'], message: 'Cc names an address twice' },
    ]);
  });
});
