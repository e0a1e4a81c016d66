import { describe, expect, it } from 'vitest';
import {
  CONTROL_CHARACTERS_MESSAGE,
  DIRECTION_OVERRIDE_MESSAGE,
  lookAlikeProblem,
  textProblem,
} from './text-safety.js';

describe('textProblem', () => {
  it('takes ordinary text, tabs, line breaks, Indian scripts and emoji', () => {
    for (const text of ['Bosch Ltd, Nashik', 'Plot 14\nChakan MIDC\r\nPune', 'a\tb', 'भारत फोर्ज', 'ठीक 👍', '']) {
      expect(textProblem(text), JSON.stringify(text)).toBeNull();
    }
  });

  it('refuses NUL, the other C0 controls, DEL and lone surrogates', () => {
    for (const text of [
      'a\u0000b',
      '\u0001',
      'x\u0008',
      '\u000B',
      '\u000C',
      '\u001B[31m',
      'del\u007F',
      '\uD800',
      'x\uDC00y',
    ]) {
      expect(textProblem(text), JSON.stringify(text)).toBe(CONTROL_CHARACTERS_MESSAGE);
    }
  });

  it('refuses the text-direction overrides that make a name read other than it is stored', () => {
    for (const text of ['\u202EnimdA', 'a\u202Ab', '\u2066x\u2069']) {
      expect(textProblem(text)).toBe(DIRECTION_OVERRIDE_MESSAGE);
    }
  });
});

describe('lookAlikeProblem', () => {
  it.each([
    ['Adm\u200Bin', 'Must not contain invisible characters'],
    ['\u0410dmin', 'Must not mix letters of different alphabets'],
    ['Adm\u0456n', 'Must not mix letters of different alphabets'],
    ['\uFF21\uFF44\uFF4D\uFF49\uFF4E', 'Must not imitate the Admin name'],
  ])('refuses %j', (name, message) => {
    expect(lookAlikeProblem(name, ['Admin'])).toBe(message);
  });

  it('takes ordinary names, the real one in any case, and names in one other script', () => {
    for (const name of ['Admin', 'admin', 'Sales clerk', 'Dispatch Clerk 2', 'Бухгалтер', 'लेखा']) {
      expect(lookAlikeProblem(name, ['Admin']), name).toBeNull();
    }
  });
});
