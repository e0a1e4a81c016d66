import { describe, expect, it, vi } from 'vitest';
import { columnLetter, type GridCell, readScheduleGrid, type ScheduleColumnMapping } from './schedule-import.js';

/*
 * Hand-made grids of a customer's December 2026 schedule (unless a test says otherwise), as the
 * server's spreadsheet reader gives them: text, numbers, Excel dates, empty cells.
 */
const t = (text: string): GridCell => ({ text });
const n = (number: number): GridCell => ({ number });
const d = (date: string): GridCell => ({ date });
const _ = null;

const PRODUCTS = new Map([
  ['BRK-101', 'p-brk'],
  ['SHF-220', 'p-shf'],
  ['PIN-7', 'p-pin'],
]);
/** The customer's products, found by part number in any case, as the server's lookup does. */
const parts = (partNumber: string) => PRODUCTS.get(partNumber.toUpperCase()) ?? null;

const LONG: ScheduleColumnMapping = {
  layout: 'long',
  headerRow: 1,
  partColumn: 'Part No',
  dateColumn: 'Date',
  quantityColumn: 'Qty',
};
const WIDE: ScheduleColumnMapping = { layout: 'wide', headerRow: 1, partColumn: 'Part No' };

const read = (rows: GridCell[][], mapping: ScheduleColumnMapping = LONG, month = '2026-12') =>
  readScheduleGrid(rows, mapping, month, parts);

/** The problems of a grid, as [row, column, message]. */
const problemsOf = (rows: GridCell[][], mapping: ScheduleColumnMapping = LONG, month = '2026-12') =>
  read(rows, mapping, month).problems.map((p) => [p.row, p.column, p.message]);

/** The quantity one cell reads as in a long sheet, or its problem. */
function quantityOf(cell: GridCell) {
  const { lines, problems } = read([
    [t('Part No'), t('Date'), t('Qty')],
    [t('BRK-101'), t('07/12/2026'), cell],
  ]);
  return problems[0] ? problems[0].message : (lines[0]?.quantity ?? 'no line');
}

describe('a long schedule: one row per part and date', () => {
  it('reads each row as a line, by part number then date, whatever way the date is written', () => {
    const { lines, problems } = read([
      [t('Part No'), t('Date'), t('Qty')],
      [t('SHF-220'), t('07/12/2026'), n(400)],
      [t('BRK-101'), d('2026-12-15'), n(1200)],
      [t('BRK-101'), t('2026-12-01'), t('1,500')],
      [t('BRK-101'), t('7-12-2026'), n(300)],
      [t('PIN-7'), t('31.12.2026'), t('2000')],
      [t('PIN-7'), t('8 Dec 2026'), n(50)],
      [t('PIN-7'), t('09-Dec-2026'), n(60)],
    ]);
    expect(problems).toEqual([]);
    expect(lines).toEqual([
      { productId: 'p-brk', partNumber: 'BRK-101', bucket: 'day', date: '2026-12-01', quantity: 1500, row: 4 },
      { productId: 'p-brk', partNumber: 'BRK-101', bucket: 'day', date: '2026-12-07', quantity: 300, row: 5 },
      { productId: 'p-brk', partNumber: 'BRK-101', bucket: 'day', date: '2026-12-15', quantity: 1200, row: 3 },
      { productId: 'p-pin', partNumber: 'PIN-7', bucket: 'day', date: '2026-12-08', quantity: 50, row: 7 },
      { productId: 'p-pin', partNumber: 'PIN-7', bucket: 'day', date: '2026-12-09', quantity: 60, row: 8 },
      { productId: 'p-pin', partNumber: 'PIN-7', bucket: 'day', date: '2026-12-31', quantity: 2000, row: 6 },
      { productId: 'p-shf', partNumber: 'SHF-220', bucket: 'day', date: '2026-12-07', quantity: 400, row: 2 },
    ]);
  });

  it('finds the columns by their header in any case and spacing, on the header row the mapping names', () => {
    const { lines, problems } = read(
      [
        [t('Delivery schedule: Tata Motors, Pune')],
        [],
        [t('S.No'), t('PART  NO'), t('Description'), t(' qty '), t('date')],
        [n(1), t('BRK-101'), t('Brake pin'), n(250), t('07/12/2026')],
      ],
      { ...LONG, headerRow: 3 },
    );
    expect(problems).toEqual([]);
    expect(lines).toEqual([
      { productId: 'p-brk', partNumber: 'BRK-101', bucket: 'day', date: '2026-12-07', quantity: 250, row: 4 },
    ]);
  });

  it('names each mapped column the header row lacks, and reads nothing more', () => {
    expect(
      problemsOf([
        [t('Part No'), t('Delivery Date'), t('Quantity')],
        [t('BRK-101'), t('07/12/2026'), n(5)],
      ]),
    ).toEqual([
      [1, undefined, "No column headed 'Date' in row 1"],
      [1, undefined, "No column headed 'Qty' in row 1"],
    ]);
    expect(problemsOf([], { ...LONG, headerRow: 2 })).toHaveLength(3);
  });

  it('refuses a header two columns share', () => {
    expect(problemsOf([[t('Part No'), t('Date'), t('Qty'), t('QTY')]])).toEqual([
      [1, 'D', "More than one column in row 1 is headed 'Qty'"],
    ]);
  });

  it('skips an empty row, and a row without part or quantity; a quantity without its part is a problem', () => {
    expect(
      problemsOf([
        [t('Part No'), t('Date'), t('Qty')],
        [],
        [_, _, _],
        [_, t('Plant 2 deliveries'), _],
        [_, t('07/12/2026'), n(500)],
        [t('BRK-101'), t('07/12/2026'), n(5)],
      ]),
    ).toEqual([[5, 'A', 'Part number is missing']]);
  });

  it("refuses a part that is not one of the customer's products, when the row has a quantity", () => {
    const rows = [
      [t('Part No'), t('Date'), t('Qty')],
      [t('ABC-123'), t('07/12/2026'), n(10)],
      [t('XYZ-9'), t('07/12/2026'), _],
    ];
    expect(problemsOf(rows)).toEqual([[2, 'A', "Part 'ABC-123' is not one of this customer's products"]]);
  });

  it('refuses a date outside the month, one not on the calendar, and one missing', () => {
    expect(
      problemsOf([
        [t('Part No'), t('Date'), t('Qty')],
        [t('BRK-101'), t('07/01/2027'), n(10)],
        [t('BRK-101'), d('2026-11-30'), n(10)],
        [t('BRK-101'), t('31/02/2026'), n(10)],
        [t('BRK-101'), _, n(10)],
        [t('BRK-101'), t('tomorrow'), n(10)],
        [t('BRK-101'), n(46363), n(10)],
      ]),
    ).toEqual([
      [2, 'B', '07/01/2027 is outside December 2026'],
      [3, 'B', '30/11/2026 is outside December 2026'],
      [4, 'B', "'31/02/2026' is not a date"],
      [5, 'B', 'Date is missing'],
      [6, 'B', "'tomorrow' is not a date or a week (07/12/2026, W50)"],
      [7, 'B', "'46363' is not a date or a week (07/12/2026, W50)"],
    ]);
  });

  it('reads a date day first, never month first', () => {
    // 12/07/2026 is 12 July, not 7 December.
    expect(
      problemsOf([
        [t('Part No'), t('Date'), t('Qty')],
        [t('BRK-101'), t('12/07/2026'), n(10)],
      ]),
    ).toEqual([[2, 'B', '12/07/2026 is outside December 2026']]);
    expect(
      read(
        [
          [t('Part No'), t('Date'), t('Qty')],
          [t('BRK-101'), t('12/07/2026'), n(10)],
        ],
        LONG,
        '2026-07',
      ),
    ).toMatchObject({ lines: [{ date: '2026-07-12' }], problems: [] });
  });

  it('reads a week in the date column as a week bucket, dated its Monday', () => {
    const { lines, problems } = read([
      [t('Part No'), t('Date'), t('Qty')],
      [t('BRK-101'), t('W50'), n(700)],
    ]);
    expect(problems).toEqual([]);
    expect(lines).toEqual([
      { productId: 'p-brk', partNumber: 'BRK-101', bucket: 'week', date: '2026-12-07', quantity: 700, row: 2 },
    ]);
  });

  it('refuses the same part and date twice, on the later row, however the part is spelt', () => {
    expect(
      problemsOf([
        [t('Part No'), t('Date'), t('Qty')],
        [t('BRK-101'), t('07/12/2026'), n(10)],
        [t('SHF-220'), t('07/12/2026'), n(10)],
        [t('BRK-101'), t('08/12/2026'), n(10)],
        [t('brk-101'), d('2026-12-07'), n(20)],
        [t('SHF-220'), t('W50'), n(10)],
        [t('SHF-220'), t('Week 50'), n(10)],
      ]),
    ).toEqual([
      [5, 'C', "Part 'brk-101' for 07/12/2026 is already on row 2"],
      [7, 'C', "Part 'SHF-220' for week 50 is already on row 6"],
    ]);
  });

  it('asks for each part number once', () => {
    const lookup = vi.fn(parts);
    readScheduleGrid(
      [
        [t('Part No'), t('Date'), t('Qty')],
        [t('BRK-101'), t('01/12/2026'), n(1)],
        [t('BRK-101'), t('02/12/2026'), n(1)],
        [t('ABC-1'), t('02/12/2026'), n(1)],
        [t('ABC-1'), t('03/12/2026'), n(1)],
      ],
      LONG,
      '2026-12',
      lookup,
    );
    expect(lookup.mock.calls).toEqual([['BRK-101'], ['ABC-1']]);
  });
});

describe('a quantity', () => {
  it.each([
    [n(1200), 1200],
    [t('1200'), 1200],
    [t('1,000'), 1000],
    [t('1,00,000'), 100_000],
    [t('10,00,000'), 1_000_000],
    [t('12,34,567'), 1_234_567],
    [t('1,234,567'), 1_234_567],
    [t('1,000.00'), 1000],
    [n(99.99999999999999), 100],
    [n(9_999_999), 9_999_999],
  ])('%j reads as %d', (cell, quantity) => {
    expect(quantityOf(cell)).toBe(quantity);
  });

  it.each([[_], [n(0)], [t('0')], [t('0.00')]])('%j is no line', (cell) => {
    expect(quantityOf(cell)).toBe('no line');
  });

  it.each([
    [n(-5), 'Quantity cannot be negative'],
    [t('-1,000'), 'Quantity cannot be negative'],
    [n(-0.5), 'Quantity cannot be negative'],
    [n(2.5), 'Quantity must be a whole number'],
    [t('12.5'), 'Quantity must be a whole number'],
    [n(10_000_000), 'Quantity must be less than 1,00,00,000'],
    [t('1,00,00,000'), 'Quantity must be less than 1,00,00,000'],
    [t('abc'), "'abc' is not a quantity"],
    [t('1,0000'), "'1,0000' is not a quantity"],
    [t('10,00'), "'10,00' is not a quantity"],
    [t('12 Nos'), "'12 Nos' is not a quantity"],
    [d('2026-12-07'), "'07/12/2026' is not a quantity"],
    [t('x'.repeat(60)), `'${'x'.repeat(40)}…' is not a quantity`],
  ])('%j is refused: %s', (cell, message) => {
    expect(quantityOf(cell)).toBe(message);
  });
});

describe('a wide schedule: one row per part, one column per day or week', () => {
  it('reads every column after the part column headed by a date, and ignores the others', () => {
    const { lines, problems } = read(
      [
        [
          t('S.No'),
          t('Part No'),
          t('Description'),
          t('01/12/2026'),
          d('2026-12-02'),
          t('2026-12-03'),
          t('UOM'),
          t('Total'),
          n(4),
        ],
        [n(1), t('SHF-220'), t('Shaft'), n(100), _, t('2,000'), t('Nos'), n(2100), n(9)],
        [n(2), t('BRK-101'), t('Pin'), _, n(50), n(0), t('Nos'), n(50), n(9)],
      ],
      WIDE,
    );
    expect(problems).toEqual([]);
    expect(lines).toEqual([
      { productId: 'p-brk', partNumber: 'BRK-101', bucket: 'day', date: '2026-12-02', quantity: 50, row: 3 },
      { productId: 'p-shf', partNumber: 'SHF-220', bucket: 'day', date: '2026-12-01', quantity: 100, row: 2 },
      { productId: 'p-shf', partNumber: 'SHF-220', bucket: 'day', date: '2026-12-03', quantity: 2000, row: 2 },
    ]);
  });

  it('reads weeks however they are headed, each dated its Monday', () => {
    const { lines, problems } = read(
      [
        [t('Part No'), t('W49'), t('Wk 50'), t('Week 51'), t('2026-W52'), t('w53')],
        [t('PIN-7'), n(1), n(2), n(3), n(4), n(5)],
      ],
      WIDE,
    );
    expect(problems).toEqual([]);
    expect(lines.map((l) => [l.bucket, l.date, l.quantity])).toEqual([
      // Week 49 runs from Monday 30 November: it has days in December.
      ['week', '2026-11-30', 1],
      ['week', '2026-12-07', 2],
      ['week', '2026-12-14', 3],
      ['week', '2026-12-21', 4],
      ['week', '2026-12-28', 5],
    ]);
  });

  it('needs at least one column headed by a date or a week', () => {
    expect(problemsOf([[t('Part No'), t('Description'), t('Total'), n(1), n(2)]], WIDE)).toEqual([
      [1, undefined, 'No column in row 1 is headed by a date or a week (07/12/2026, W50)'],
    ]);
    expect(problemsOf([[t('Description'), t('07/12/2026')]], WIDE)).toEqual([
      [1, undefined, "No column headed 'Part No' in row 1"],
    ]);
  });

  it('refuses a column of another month once, at its header, when it holds quantities', () => {
    const rows = [
      [t('Part No'), t('07/12/2026'), t('07/01/2027'), t('W45'), t('W2'), t('31/02/2026'), t('W60')],
      [t('BRK-101'), n(5), n(6), n(7), _, n(0), n(1)],
      [t('SHF-220'), n(5), n(6), n(7), _, _, _],
    ];
    expect(problemsOf(rows, WIDE)).toEqual([
      [1, 'C', '07/01/2027 is outside December 2026'],
      [1, 'D', 'Week 45 has no day in December 2026'],
      [1, 'G', "'W60' is not a week (W1 to W53)"],
    ]);
  });

  it('refuses every header when none is of the month: the month chosen is most likely wrong', () => {
    expect(
      problemsOf(
        [
          [t('Part No'), t('07/01/2027'), t('08/01/2027')],
          [t('BRK-101'), _, _],
        ],
        WIDE,
      ),
    ).toEqual([
      [1, 'B', '07/01/2027 is outside December 2026'],
      [1, 'C', '08/01/2027 is outside December 2026'],
    ]);
  });

  it('refuses two columns headed by the same day or week', () => {
    expect(
      problemsOf(
        [
          [t('Part No'), t('07/12/2026'), d('2026-12-07'), t('W50'), t('2026-W50')],
          [t('BRK-101'), n(1)],
        ],
        WIDE,
      ),
    ).toEqual([
      [1, 'C', '07/12/2026 already heads column B'],
      [1, 'E', 'Week 50 of 2026 already heads column D'],
    ]);
  });

  it('refuses quantities without a part, but passes over a second header line of weekday names', () => {
    expect(
      problemsOf(
        [
          [t('Part No'), t('Description'), t('01/12/2026'), t('02/12/2026')],
          [_, _, t('Tue'), t('Wed')],
          [t('BRK-101'), t('Pin'), n(5), n(5)],
          [_, t('Total'), n(5), n(5)],
          [_, t('Note: dispatch by 10 am'), _, _],
        ],
        WIDE,
      ),
    ).toEqual([[4, 'A', 'Part number is missing']]);
  });

  it("names each cell that cannot be read, and a part that is not the customer's once a row", () => {
    expect(
      problemsOf(
        [
          [t('Part No'), t('01/12/2026'), t('02/12/2026'), t('03/12/2026')],
          [t('BRK-101'), n(-5), t('abc'), n(2.5)],
          [t('ABC-123'), n(5), n(6), _],
          [t('ABC-123'), _, _, _],
        ],
        WIDE,
      ),
    ).toEqual([
      [2, 'B', 'Quantity cannot be negative'],
      [2, 'C', "'abc' is not a quantity"],
      [2, 'D', 'Quantity must be a whole number'],
      [3, 'A', "Part 'ABC-123' is not one of this customer's products"],
    ]);
  });

  it('refuses a part and day already on an earlier row, at the quantity', () => {
    expect(
      problemsOf(
        [
          [t('Part No'), t('01/12/2026'), t('02/12/2026')],
          [t('BRK-101'), n(5), _],
          [t('SHF-220'), n(5), n(5)],
          [t('BRK-101'), _, n(5)],
          [t('BRK-101'), n(7), n(8)],
        ],
        WIDE,
      ),
    ).toEqual([
      [5, 'B', "Part 'BRK-101' for 01/12/2026 is already on row 2"],
      [5, 'C', "Part 'BRK-101' for 02/12/2026 is already on row 4"],
    ]);
  });

  it('returns the lines it could read beside the problems: the caller refuses the whole import', () => {
    const { lines, problems } = read(
      [
        [t('Part No'), t('01/12/2026')],
        [t('BRK-101'), n(5)],
        [t('ABC-123'), n(5)],
      ],
      WIDE,
    );
    expect(lines).toHaveLength(1);
    expect(problems).toHaveLength(1);
  });
});

describe('weeks around the new year', () => {
  // ISO 8601: weeks start on Monday; week 1 has the year's first Thursday (so 4 January) in it.
  // 2026 began on a Thursday, so it has 53 weeks: week 53 runs Monday 28 December 2026 to
  // Sunday 3 January 2027, and 2027's week 1 starts on 4 January 2027 (2027 has 52 weeks).
  const weekOf = (header: string, month: string) => {
    const { lines, problems } = read(
      [
        [t('Part No'), t(header)],
        [t('BRK-101'), n(1)],
      ],
      WIDE,
      month,
    );
    return problems[0]?.message ?? lines[0]?.date;
  };

  it.each([
    ['W49', '2026-12', '2026-11-30'],
    ['W53', '2026-12', '2026-12-28'],
    ['2026-W53', '2026-12', '2026-12-28'],
    ['W1', '2026-12', 'Week 1 has no day in December 2026'],
    ['2027-W01', '2026-12', 'Week 1 of 2027 has no day in December 2026'],
    // In a January 2027 schedule W53 is 2026's, whose last days are 1 to 3 January.
    ['W53', '2027-01', '2026-12-28'],
    ['W1', '2027-01', '2027-01-04'],
    // Week 4 is 25 to 31 January 2027; week 5 starts on Monday 1 February.
    ['W4', '2027-01', '2027-01-25'],
    ['W5', '2027-01', 'Week 5 has no day in January 2027'],
    ['W52', '2027-01', 'Week 52 has no day in January 2027'],
    ['2027-W53', '2027-01', '2027 has no week 53'],
    // 1 January 2026 was a Thursday: 2026's week 1 starts on 29 December 2025, so a December 2025
    // schedule's W1 is next year's.
    ['W1', '2025-12', '2025-12-29'],
    ['W52', '2025-12', '2025-12-22'],
    ['W53', '2025-12', 'Week 53 has no day in December 2025'],
    // 2024 had 52 weeks and 2025's week 1 starts on Monday 30 December 2024.
    ['W1', '2024-12', '2024-12-30'],
    // 2020, a leap year begun on a Wednesday, had 53 weeks; its week 53 ran into January 2021.
    ['W53', '2021-01', '2020-12-28'],
    ['W1', '2021-01', '2021-01-04'],
    ['W53', '2027-12', 'Week 53 has no day in December 2027'],
  ])('%s in %s is %s', (header, month, expected) => {
    expect(weekOf(header, month)).toBe(expected);
  });
});

describe('what the reader is given', () => {
  it('takes a yyyy-mm month and a row number for the header', () => {
    expect(() => read([], LONG, '2026-13')).toThrow(RangeError);
    expect(() => read([], LONG, 'December')).toThrow(RangeError);
    expect(() => read([], { ...LONG, headerRow: 0 })).toThrow(RangeError);
    expect(read([[t('Part No'), t('Date'), t('Qty')]], LONG, '2028-02')).toEqual({ lines: [], problems: [] });
  });

  it('names columns by Excel letters', () => {
    expect([0, 1, 25, 26, 51, 52, 701, 702, 16383].map(columnLetter)).toEqual([
      'A',
      'B',
      'Z',
      'AA',
      'AZ',
      'BA',
      'ZZ',
      'AAA',
      'XFD',
    ]);
  });
});
