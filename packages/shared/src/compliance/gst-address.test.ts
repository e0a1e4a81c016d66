import { describe, expect, it } from 'vitest';
import { gstAddress } from './gst-address.js';

const whose = "The customer's billing address";

describe('gstAddress', () => {
  it('reads the PIN code, the town before it and the street lines from an address as typed', () => {
    expect(gstAddress('Plot No. J-184, Sector 7, MIDC Bhosari, Pune 411026', whose)).toEqual({
      address: { addr1: 'Plot No. J-184, Sector 7, MIDC Bhosari', addr2: null, loc: 'Pune', pin: 411026 },
    });
    expect(gstAddress('Gat No. 112/3\nChakan MIDC\nPune - 410 501\nMaharashtra, India', whose)).toEqual({
      address: { addr1: 'Gat No. 112/3, Chakan MIDC', addr2: null, loc: 'Pune', pin: 410501 },
    });
    expect(gstAddress('Shed "B", Survey 14\\2, Rajkot, PIN: 360003', whose).address).toEqual({
      addr1: "Shed 'B', Survey 14/2",
      addr2: null,
      loc: 'Rajkot',
      pin: 360003,
    });
  });

  it('takes the town as the street when nothing comes before it, and breaks a long street at a comma', () => {
    expect(gstAddress('Hosur 635109', whose).address).toEqual({
      addr1: 'Hosur',
      addr2: null,
      loc: 'Hosur',
      pin: 635109,
    });
    const street = Array.from({ length: 4 }, (_, i) => `Building ${i + 1} of the industrial estate`);
    const { address } = gstAddress(`${street.join(', ')}, Nashik 422010`, whose);
    expect(address?.addr1.length).toBeLessThanOrEqual(100);
    expect(address?.addr2?.length).toBeLessThanOrEqual(100);
    expect(`${address?.addr1}, ${address?.addr2}`).toBe(street.join(', '));
  });

  it('names what is missing rather than guessing', () => {
    expect(gstAddress('Plot 40, MIDC Bhosari, Pune', whose)).toEqual({
      problem: "The customer's billing address has no PIN code (6 digits after the town, e.g. Pune 411026)",
    });
    expect(gstAddress(null, whose).problem).toBe(
      "The customer's billing address is empty; it needs the street, the town and the PIN code",
    );
    expect(gstAddress('411026', whose).problem).toBe(
      "The customer's billing address names no town before its PIN code (e.g. Pune 411026)",
    );
    expect(gstAddress('Plot 4, Pune 0411026', whose).problem).toContain('has no PIN code');
    expect(gstAddress(`${'x'.repeat(240)}, Pune 411026`, whose).problem).toBe(
      "The customer's billing address is too long: the street must fit two lines of 100 characters, broken at commas",
    );
  });
});
