import { crc32, deflateRawSync } from 'node:zlib';
import { columnLetter, readScheduleGrid } from '@lathe/shared';
import type { CellFormulaValue } from 'exceljs';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import {
  readSpreadsheetGrid,
  SPREADSHEET_MAX_BYTES,
  type SpreadsheetProblem,
  SpreadsheetProblems,
} from './spreadsheet-grid.js';

/*
 * Workbooks are made here with exceljs, as a customer's Excel would save them; the few things
 * exceljs will not write (a zip bomb, a merge over a whole sheet, Excel's own shared formulas)
 * are packed by hand.
 */

const UNREADABLE = 'The workbook could not be read: is it an .xlsx saved by Excel?';
const NOT_A_SPREADSHEET = 'Send the schedule as an Excel workbook (.xlsx) or a CSV file';

async function workbookOf(fill: (workbook: ExcelJS.Workbook) => void): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  fill(workbook);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The problems a file is refused with; fails when it is read. */
async function problemsOf(body: Buffer, fileName = 'schedule.xlsx'): Promise<SpreadsheetProblem[]> {
  const error = await readSpreadsheetGrid(body, fileName).then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(SpreadsheetProblems);
  return (error as SpreadsheetProblems).problems;
}

/** A zip of the entries, packed (deflated) or stored; `size` overrides the size the directory declares. */
function zip(entries: { name: string; data: Buffer | string; stored?: boolean; size?: number }[]): Buffer {
  const parts: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const data = Buffer.from(entry.data);
    const packed = entry.stored ? data : deflateRawSync(data);
    const name = Buffer.from(entry.name);
    const header = (signature: number, length: number) => {
      const bytes = Buffer.alloc(length);
      bytes.writeUInt32LE(signature, 0);
      return bytes;
    };
    const local = header(0x04034b50, 30);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(entry.stored ? 0 : 8, 8);
    local.writeUInt32LE(crc32(data), 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(entry.size ?? data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = header(0x02014b50, 46);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(entry.stored ? 0 : 8, 10);
    central.writeUInt32LE(crc32(data), 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(entry.size ?? data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    parts.push(local, name, packed);
    directory.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const list = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(list.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, list, end]);
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_RELATIONSHIPS = 'http://schemas.openxmlformats.org/package/2006/relationships';

/**
 * A one-sheet workbook as Excel packs it, written by hand: `sheet` is the worksheet's inner XML,
 * `names` the workbook's defined names, `strings` its shared strings (cells of type s index them).
 */
function handMadeWorkbook(sheet: string, { names = '', strings = [] as string[] } = {}): Buffer {
  const shared = strings.map((text) => `<si><t xml:space="preserve">${text}</t></si>`).join('');
  return zip([
    {
      name: 'xl/sharedStrings.xml',
      data: `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="${MAIN}" count="${strings.length}" uniqueCount="${strings.length}">${shared}</sst>`,
    },
    {
      name: '[Content_Types].xml',
      data: `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
    },
    {
      name: '_rels/.rels',
      data: `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${PACKAGE_RELATIONSHIPS}"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    },
    {
      name: 'xl/workbook.xml',
      data: `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}"><sheets><sheet name="Dec" sheetId="1" r:id="rId1"/></sheets>${names}</workbook>`,
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${PACKAGE_RELATIONSHIPS}"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    },
    {
      name: 'xl/worksheets/sheet1.xml',
      data: `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}">${sheet}</worksheet>`,
    },
  ]);
}

describe('an Excel workbook', () => {
  it('reads text, numbers and dates as plain cells, row N of the sheet at rows[N - 1]', async () => {
    const body = await workbookOf((workbook) => {
      const sheet = workbook.addWorksheet('Dec 2026');
      sheet.getCell('A1').value = 'Delivery schedule';
      sheet.getCell('A3').value = 'Part No';
      sheet.getCell('B3').value = new Date(Date.UTC(2026, 11, 7));
      sheet.getCell('C3').value = { richText: [{ text: 'W' }, { text: '50', font: { bold: true } }] };
      sheet.getCell('D3').value = '  Total\n(Nos)  ';
      sheet.getCell('A4').value = { text: 'BRK-101', hyperlink: 'https://portal.example/parts/BRK-101' };
      sheet.getCell('B4').value = 1200;
      sheet.getCell('C4').value = 100_000;
      sheet.getCell('E4').value = true;
      sheet.getCell('A5').value = 'SHF-220';
      sheet.getCell('B5').value = 12.5;
      // A date typed with a time of day is still that day.
      sheet.getCell('C5').value = new Date(Date.UTC(2026, 11, 8, 18, 30));
      sheet.getCell('D5').value = '   ';
      workbook.addWorksheet('Notes').getCell('B2').value = 'Dispatch by 10 am';
    });
    expect(await readSpreadsheetGrid(body, 'Tata Dec.XLSX')).toEqual({
      sheets: [
        {
          name: 'Dec 2026',
          rows: [
            [{ text: 'Delivery schedule' }],
            [],
            [{ text: 'Part No' }, { date: '2026-12-07' }, { text: 'W50' }, { text: 'Total (Nos)' }],
            [{ text: 'BRK-101' }, { number: 1200 }, { number: 100_000 }, null, { text: 'TRUE' }],
            [{ text: 'SHF-220' }, { number: 12.5 }, { date: '2026-12-08' }],
          ],
        },
        { name: 'Notes', rows: [[], [null, { text: 'Dispatch by 10 am' }]] },
      ],
    });
  });

  it('reads only the sheet asked for, by name or place, when one is', async () => {
    const body = await workbookOf((workbook) => {
      workbook.addWorksheet('Dec').getCell('A1').value = 'Part No';
      workbook.addWorksheet('Summary').getCell('B2').value = { formula: 'SUM(Dec!B:B)', result: 0 };
    });
    expect(await problemsOf(body)).toEqual([
      { sheet: 'Summary', row: 2, column: 'B', message: 'Cell B2 holds a formula; paste the values instead' },
    ]);
    const dec = { sheets: [{ name: 'Dec', rows: [[{ text: 'Part No' }]] }] };
    expect(await readSpreadsheetGrid(body, 'a.xlsx', { sheet: ' DEC ' })).toEqual(dec);
    expect(await readSpreadsheetGrid(body, 'a.xlsx', { sheet: 0 })).toEqual(dec);
    await expect(readSpreadsheetGrid(body, 'a.xlsx', { sheet: 'Jan' })).rejects.toMatchObject({
      problems: [{ message: "The workbook has no sheet named 'Jan'" }],
    });
    await expect(readSpreadsheetGrid(body, 'a.xlsx', { sheet: 2 })).rejects.toMatchObject({
      problems: [{ message: 'The workbook has no sheet 3' }],
    });
  });

  it('refuses each merged range, at its first cell', async () => {
    const body = await workbookOf((workbook) => {
      const sheet = workbook.addWorksheet('Schedule');
      sheet.getCell('A1').value = 'Part No';
      sheet.getCell('C4').value = 500;
      sheet.mergeCells('C4:E4');
      sheet.mergeCells('A7:A9');
    });
    expect(await problemsOf(body)).toEqual([
      {
        sheet: 'Schedule',
        row: 4,
        column: 'C',
        message: 'Merged cells C4:E4: unmerge them and put the quantity in one cell',
      },
      {
        sheet: 'Schedule',
        row: 7,
        column: 'A',
        message: 'Merged cells A7:A9: unmerge them and put the quantity in one cell',
      },
    ]);
  });

  it('refuses each formula, even with its result saved, shared formulas too, and each error shown', async () => {
    const body = await workbookOf((workbook) => {
      const sheet = workbook.addWorksheet('Schedule');
      sheet.getCell('C7').value = 10;
      sheet.getCell('D7').value = { formula: 'C7*2', result: 20 };
      // exceljs writes a shared formula from these, which its types do not list.
      sheet.getCell('D8').value = { formula: 'C8*2', result: 0, shareType: 'shared', ref: 'D8:D9' } as CellFormulaValue;
      sheet.getCell('D9').value = { sharedFormula: 'D8', result: 0 };
      sheet.getCell('X9').value = { error: '#N/A' };
    });
    expect(await problemsOf(body)).toEqual([
      { sheet: 'Schedule', row: 7, column: 'D', message: 'Cell D7 holds a formula; paste the values instead' },
      { sheet: 'Schedule', row: 8, column: 'D', message: 'Cell D8 holds a formula; paste the values instead' },
      { sheet: 'Schedule', row: 9, column: 'D', message: 'Cell D9 holds a formula; paste the values instead' },
      { sheet: 'Schedule', row: 9, column: 'X', message: 'Cell X9 shows an error (#N/A)' },
    ]);
  });

  it('refuses the shared formulas Excel writes, which name no formula in the cells after the first', async () => {
    const body = handMadeWorkbook(
      '<sheetData><row r="1"><c r="A1"><v>5</v></c><c r="B1"><f t="shared" ref="B1:B2" si="0">A1*2</f><v>10</v></c></row>' +
        '<row r="2"><c r="A2"><v>6</v></c><c r="B2"><f t="shared" si="0"/><v>12</v></c></row></sheetData>',
    );
    expect((await problemsOf(body)).map((p) => p.message)).toEqual([
      'Cell B1 holds a formula; paste the values instead',
      'Cell B2 holds a formula; paste the values instead',
    ]);
  });

  it('drops control characters and turns line breaks and tabs into one space', async () => {
    // Excel writes a control character in a cell's text as _xHHHH_ (XML cannot hold it).
    const body = handMadeWorkbook(
      '<sheetData><row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c></row></sheetData>',
      { strings: ['BRK_x0000_-101_x0007_', 'Brake\tpin _x000D_\n  for Tata'] },
    );
    expect(await readSpreadsheetGrid(body, 'schedule.xlsx')).toEqual({
      sheets: [{ name: 'Dec', rows: [[{ text: 'BRK-101' }, { text: 'Brake pin for Tata' }]] }],
    });
  });

  it('tells at most 100 problems, then how many more', async () => {
    const body = await workbookOf((workbook) => {
      const sheet = workbook.addWorksheet('Schedule');
      for (let row = 1; row <= 130; row++) sheet.getCell(row, 2).value = { formula: 'A1', result: 1 };
    });
    const problems = await problemsOf(body);
    expect(problems).toHaveLength(101);
    expect(problems[99]).toEqual({
      sheet: 'Schedule',
      row: 100,
      column: 'B',
      message: 'Cell B100 holds a formula; paste the values instead',
    });
    expect(problems[100]).toEqual({ message: '… and 30 more' });
  });

  it('refuses a sheet past 20,000 rows or 400 columns', async () => {
    const farDown = await workbookOf((workbook) => {
      workbook.addWorksheet('Dec').getCell('A20001').value = 'x';
    });
    expect(await problemsOf(farDown)).toEqual([
      { sheet: 'Dec', message: "Sheet 'Dec' has more than 20,000 rows; the limit is 20,000" },
    ]);
    const farRight = await workbookOf((workbook) => {
      workbook.addWorksheet('Dec').getCell(1, 401).value = 'x';
    });
    expect(await problemsOf(farRight)).toEqual([
      { sheet: 'Dec', message: "Sheet 'Dec' has more than 400 columns; the limit is 400" },
    ]);
    // 20,000 rows are allowed, and formatting alone below them does not count.
    const full = await workbookOf((workbook) => {
      const sheet = workbook.addWorksheet('Dec');
      sheet.getCell('A20000').value = 'x';
      sheet.getCell('A20005').numFmt = '0.00';
    });
    expect((await readSpreadsheetGrid(full, 'full.xlsx')).sheets[0]?.rows).toHaveLength(20_000);
  });

  it('stops reading at the 20,001st row or the 401st cell of a row the sheet holds', async () => {
    const rows = Array.from({ length: 20_001 }, (_, i) => `<row r="${i + 1}"><c r="A${i + 1}"><v>1</v></c></row>`);
    expect(await problemsOf(handMadeWorkbook(`<sheetData>${rows.join('')}</sheetData>`))).toEqual([
      { message: 'A sheet has more than 20,000 rows; the limit is 20,000' },
    ]);
    const cells = Array.from({ length: 401 }, (_, i) => `<c r="${columnLetter(i)}1"><v>1</v></c>`);
    expect(await problemsOf(handMadeWorkbook(`<sheetData><row r="1">${cells.join('')}</row></sheetData>`))).toEqual([
      { message: 'A sheet has more than 400 columns; the limit is 400' },
    ]);
  });
});

describe('a schedule workbook, read into delivery lines', () => {
  it('gives the shared schedule reader what it reads: Excel dates heading the days', async () => {
    const body = await workbookOf((workbook) => {
      const sheet = workbook.addWorksheet('Dec');
      sheet.addRow(['Part No', 'Description', new Date(Date.UTC(2026, 11, 1)), new Date(Date.UTC(2026, 11, 2)), 'W50']);
      sheet.addRow(['BRK-101', 'Brake pin', 1000, null, '1,00,000']);
    });
    const [sheet] = (await readSpreadsheetGrid(body, 'dec.xlsx')).sheets;
    const products = new Map([['BRK-101', 'p-brk']]);
    const read = readScheduleGrid(
      sheet?.rows ?? [],
      { layout: 'wide', headerRow: 1, partColumn: 'Part No' },
      '2026-12',
      (partNumber) => products.get(partNumber) ?? null,
    );
    expect(read).toEqual({
      lines: [
        { productId: 'p-brk', partNumber: 'BRK-101', bucket: 'day', date: '2026-12-01', quantity: 1000, row: 2 },
        { productId: 'p-brk', partNumber: 'BRK-101', bucket: 'week', date: '2026-12-07', quantity: 100_000, row: 2 },
      ],
      problems: [],
    });
  });
});

describe('a file that is not a workbook exceljs should open', () => {
  it('refuses a file over 20 MB before reading it', async () => {
    const body = Buffer.alloc(SPREADSHEET_MAX_BYTES + 1024 * 1024);
    body.write('PK\x03\x04', 'latin1');
    expect(await problemsOf(body)).toEqual([{ message: 'The file is larger than 20 MB' }]);
    expect(await problemsOf(Buffer.alloc(21 * 1024 * 1024, 'a'), 'schedule.csv')).toEqual([
      { message: 'The file is larger than 20 MB' },
    ]);
  });

  it('refuses what is not an .xlsx or a .csv, by its name or by its content', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
    const workbook = await workbookOf((book) => {
      book.addWorksheet('Dec').getCell('A1').value = 'x';
    });
    expect(await problemsOf(png, 'schedule.xlsx')).toEqual([{ message: NOT_A_SPREADSHEET }]);
    expect(await problemsOf(png, 'schedule.csv')).toEqual([{ message: NOT_A_SPREADSHEET }]);
    expect(await problemsOf(workbook, 'schedule.xls')).toEqual([{ message: NOT_A_SPREADSHEET }]);
    expect(await problemsOf(workbook, 'schedule.csv')).toEqual([{ message: NOT_A_SPREADSHEET }]);
    expect(await problemsOf(workbook, 'schedule')).toEqual([{ message: NOT_A_SPREADSHEET }]);
    expect(await problemsOf(Buffer.from('Part No,Qty\nBRK-101,5\n'), 'schedule.xlsx')).toEqual([
      { message: NOT_A_SPREADSHEET },
    ]);
  });

  it('refuses a zip that is not a workbook, or is broken, without telling what exceljs said', async () => {
    expect(await problemsOf(zip([{ name: 'hello.txt', data: 'hello' }]))).toEqual([{ message: UNREADABLE }]);
    expect(await problemsOf(Buffer.from('PK\x03\x04 not really a zip', 'latin1'))).toEqual([{ message: UNREADABLE }]);
    const broken = await workbookOf((book) => {
      book.addWorksheet('Dec').getCell('A1').value = 'x';
    });
    expect(await problemsOf(broken.subarray(0, broken.length - 200))).toEqual([{ message: UNREADABLE }]);
    expect(await problemsOf(handMadeWorkbook('<sheetData><row r="1"><c r="A1"><v>1</v></row>'))).toEqual([
      { message: UNREADABLE },
    ]);
  });

  it('refuses a zip that unpacks past 50 MB, whatever size it declares', async () => {
    const sheet = Buffer.alloc(60 * 1024 * 1024, ' ');
    const message =
      'The workbook holds more than 50 MB of data once opened: save the schedule sheet alone and send that';
    expect(await problemsOf(zip([{ name: 'xl/worksheets/sheet1.xml', data: sheet }]))).toEqual([{ message }]);
    expect(await problemsOf(zip([{ name: 'xl/worksheets/sheet1.xml', data: sheet, size: 1000 }]))).toEqual([
      { message },
    ]);
  });

  it('refuses merges and named ranges over so many cells that exceljs would never finish listing them', async () => {
    const merges = handMadeWorkbook(
      '<sheetData><row r="1"><c r="A1"><v>1</v></c></row></sheetData><mergeCells count="1"><mergeCell ref="A1:XFD1048576"/></mergeCells>',
    );
    expect(await problemsOf(merges)).toEqual([
      { message: 'The workbook has too many merged cells: unmerge them and put each quantity in its own cell' },
    ]);
    // Written with a character reference, which the XML parser reads as the letter.
    const hidden = handMadeWorkbook(
      '<sheetData><row r="1"><c r="A1"><v>1</v></c></row></sheetData><mergeCells count="1"><mergeCell ref="A1:&#x58;FD1048576"/></mergeCells>',
    );
    expect(await problemsOf(hidden)).toEqual(await problemsOf(merges));
    const odd = handMadeWorkbook(
      '<sheetData><row r="1"><c r="A1"><v>1</v></c></row></sheetData><mergeCells count="1"><mergeCell ref="A1:B2 C3:D4"/></mergeCells>',
    );
    expect(await problemsOf(odd)).toEqual([{ message: UNREADABLE }]);
    const names = handMadeWorkbook('<sheetData><row r="1"><c r="A1"><v>1</v></c></row></sheetData>', {
      names: '<definedNames><definedName name="Everything">Dec!&#36;A$1:$XFD$1048576</definedName></definedNames>',
    });
    expect(await problemsOf(names)).toEqual([
      {
        message:
          "The workbook's named ranges and filters cover more than 1,000,000 cells: remove them and send it again",
      },
    ]);
  });

  it('reads a hand-packed workbook with a print area and a column format, which exceljs would list cell by cell', async () => {
    const body = handMadeWorkbook(
      '<cols><col min="1" max="16384" width="9"/></cols><sheetData><row r="1"><c r="A1"><v>7</v></c></row></sheetData>',
      {
        names:
          '<definedNames><definedName name="_xlnm.Print_Area" localSheetId="0">Dec!$A$1:$H$40</definedName></definedNames>',
      },
    );
    expect(await readSpreadsheetGrid(body, 'schedule.xlsx')).toEqual({
      sheets: [{ name: 'Dec', rows: [[{ number: 7 }]] }],
    });
  });
});

describe('a CSV file', () => {
  it('reads every cell as text, past a BOM, with quoted commas and line breaks, keeping row numbers', async () => {
    const csv =
      '\uFEFFPart No,Description,07/12/2026,Qty\r\n"BRK-101","Pin, brake","1,00,000",\r\n\r\n"SHF-220","Shaft\nlong",5,\r\n';
    expect(await readSpreadsheetGrid(Buffer.from(csv), 'Dec schedule.csv')).toEqual({
      sheets: [
        {
          name: 'Dec schedule',
          rows: [
            [{ text: 'Part No' }, { text: 'Description' }, { text: '07/12/2026' }, { text: 'Qty' }],
            [{ text: 'BRK-101' }, { text: 'Pin, brake' }, { text: '1,00,000' }],
            [],
            [{ text: 'SHF-220' }, { text: 'Shaft long' }, { text: '5' }],
          ],
        },
      ],
    });
  });

  it('reads semicolons, control characters, Windows Western text and UTF-16', async () => {
    const semicolons = Buffer.from('Part No;Qty\nBRK\u0000-101\u0007;"\t5\t"\n');
    expect((await readSpreadsheetGrid(semicolons, 'a.csv')).sheets[0]?.rows).toEqual([
      [{ text: 'Part No' }, { text: 'Qty' }],
      [{ text: 'BRK-101' }, { text: '5' }],
    ]);
    // "Müller" as Excel's "CSV (Comma delimited)" saves it: Windows-1252, ü is one byte, 0xFC.
    const windows = Buffer.concat([Buffer.from('Customer,Qty\nM'), Buffer.from([0xfc]), Buffer.from('ller,5\n')]);
    expect((await readSpreadsheetGrid(windows, 'a.csv')).sheets[0]?.rows[1]).toEqual([
      { text: 'Müller' },
      { text: '5' },
    ]);
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Part No\tQty\r\nBRK-101\t5\r\n', 'utf16le')]);
    expect((await readSpreadsheetGrid(utf16, 'a.csv')).sheets[0]?.rows).toEqual([
      [{ text: 'Part No' }, { text: 'Qty' }],
      [{ text: 'BRK-101' }, { text: '5' }],
    ]);
  });

  it('takes the delimiter met most often outside quotes, past a title line', async () => {
    const csv = 'Delivery schedule; December 2026\nPart No,Qty,Remarks\nBRK-101,5,"by truck; before 10 am"\n';
    expect((await readSpreadsheetGrid(Buffer.from(csv), 'a.csv')).sheets[0]?.rows).toEqual([
      [{ text: 'Delivery schedule; December 2026' }],
      [{ text: 'Part No' }, { text: 'Qty' }, { text: 'Remarks' }],
      [{ text: 'BRK-101' }, { text: '5' }, { text: 'by truck; before 10 am' }],
    ]);
  });

  it('refuses quotation marks that do not pair up', async () => {
    expect(await problemsOf(Buffer.from('Part No,Qty\nBRK-101,5\n"SHF-220,6\nPIN-7,8\n'), 'a.csv')).toEqual([
      { sheet: 'a', row: 3, message: 'The quotation marks in this row do not pair up' },
    ]);
  });

  it('refuses a file past 20,000 rows or 400 columns, but not blank lines at its end', async () => {
    const lines = (count: number) => `${Array.from({ length: count }, (_, i) => `P${i},1`).join('\n')}\n`;
    expect((await readSpreadsheetGrid(Buffer.from(`${lines(20_000)}\n\n,,\n`), 'a.csv')).sheets[0]?.rows).toHaveLength(
      20_000,
    );
    expect(await problemsOf(Buffer.from(lines(20_001)), 'a.csv')).toEqual([
      { message: 'The file has more than 20,000 rows; the limit is 20,000' },
    ]);
    expect(await problemsOf(Buffer.from(`${'x,'.repeat(400)}x\n`), 'a.csv')).toEqual([
      { message: 'The file has more than 400 columns; the limit is 400' },
    ]);
  });
});
