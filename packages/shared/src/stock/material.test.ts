import { describe, expect, it } from 'vitest';
import { materialKey, parseRodSize, rodSizeLabel } from './material.js';

describe('rod sizes', () => {
  it.each([
    ['Ø25', 'Ø25'],
    ['25 mm Round', 'Ø25'],
    ['25mm round', 'Ø25'],
    ['Dia 25', 'Ø25'],
    ['25', 'Ø25'],
    ['12.5 mm Round', 'Ø12.5'],
    ['17 A/F Hex', 'Hex 17'],
    ['17 mm Hex', 'Hex 17'],
    ['Hex 17', 'Hex 17'],
    ['20 Sq', 'Sq 20'],
  ])('reads %s as %s', (typed, label) => {
    expect(rodSizeLabel(typed)).toBe(label);
  });

  it('keeps what it cannot read as typed, spaces tidied', () => {
    expect(parseRodSize('25 x 40 flat')).toBeNull();
    expect(rodSizeLabel('  25 x 40   flat ')).toBe('25 x 40 flat');
    expect(parseRodSize('tube 25 OD')).toBeNull();
  });

  it('one key for the same bar however it is written, a different one for another bar', () => {
    expect(materialKey('EN8', 'Ø25')).toBe(materialKey('en 8', '25 mm Round'));
    expect(materialKey('EN8', 'Ø25')).toBe('EN8|Ø25');
    expect(materialKey('EN8', 'Ø25')).not.toBe(materialKey('EN8', 'Hex 25'));
    expect(materialKey('EN8', 'Ø25')).not.toBe(materialKey('EN1A', 'Ø25'));
  });
});
