import * as XLSX from '@e965/xlsx';
import { IMPORT_MAX_ROWS } from '@hrms/contracts/imports';
import { describe, expect, it } from 'vitest';
import {
  FORMULA_MESSAGE,
  looksLikeFormula,
  parseAmount,
  parseDate,
  parseMonth,
  parseNumber,
  parseYesNo,
  withoutFormulaGuard,
} from './cells';
import { matchHeaders } from './headers';
import { FileProblem, fileFormat, readSheet, WRONG_TYPE } from './read';
import { errorFileRows, readRow } from './rows';
import { neutralise, writeTable } from './write';
import { zipProblem } from './zip';
import { zipOf } from './zip-fixture';

describe('dates', () => {
  it('reads dd-mm-yyyy, dd/mm/yyyy and ISO, checked against the calendar', () => {
    expect(parseDate('05-04-2026')).toBe('2026-04-05');
    expect(parseDate('5/4/2026')).toBe('2026-04-05');
    expect(parseDate('2026-04-05')).toBe('2026-04-05');
    expect(parseDate('29-02-2028')).toBe('2028-02-29');
    expect(parseDate('31-02-2026')).toBeNull();
    expect(parseDate('29-02-2026')).toBeNull();
    expect(parseDate('2026-13-01')).toBeNull();
    expect(parseDate('00-01-2026')).toBeNull();
    expect(parseDate('04/05/26')).toBeNull();
    expect(parseDate('05-04/2026')).toBeNull();
    expect(parseDate('tomorrow')).toBeNull();
    expect(parseDate('01-01-1899')).toBeNull();
  });
});

describe('amounts', () => {
  it('reads ₹, Indian and international grouping into integer paise', () => {
    expect(parseAmount('₹1,23,456.50')).toBe(12_345_650);
    expect(parseAmount('1,23,456.5')).toBe(12_345_650);
    expect(parseAmount('12,34,56,789')).toBe(123_456_789_00);
    expect(parseAmount('123,456,789.05')).toBe(123_456_789_05);
    expect(parseAmount('Rs. 500')).toBe(50_000);
    expect(parseAmount('INR 1,000')).toBe(100_000);
    expect(parseAmount('1234')).toBe(123_400);
    expect(parseAmount('0.01')).toBe(1);
    expect(parseAmount('-₹1,500.00')).toBe(-150_000);
    expect(parseAmount(' ₹ 2,500 ')).toBe(250_000);
  });

  it('refuses what is not an amount', () => {
    for (const bad of ['1,2,3', '12,3456', '1.234', 'abc', '', '₹', '1,23,4567', '1e5', '--5']) {
      expect(parseAmount(bad), bad).toBeNull();
    }
  });
});

describe('numbers and months', () => {
  it('reads plain decimals of up to two places', () => {
    expect(parseNumber('12')).toBe(12);
    expect(parseNumber(' 1.5 ')).toBe(1.5);
    expect(parseNumber('-0.5')).toBe(-0.5);
    for (const bad of ['1,000', '1.234', 'abc', '', '1e3', '₹5']) expect(parseNumber(bad), bad).toBeNull();
  });

  it('reads a month as YYYY-MM, MM-YYYY or by its name', () => {
    expect(parseMonth('2026-11')).toBe('2026-11');
    expect(parseMonth('2026/4')).toBe('2026-04');
    expect(parseMonth('04-2026')).toBe('2026-04');
    expect(parseMonth('Nov-2026')).toBe('2026-11');
    expect(parseMonth('september 2026')).toBe('2026-09');
    expect(parseMonth('Sept-2026')).toBe('2026-09');
    for (const bad of ['2026-13', '13-2026', 'Novem-2026', '2026', 'Nov-26', '1999-12', ''])
      expect(parseMonth(bad), bad).toBeNull();
  });
});

describe('yes/no', () => {
  it('reads yes/no, true/false, 1/0 in any case', () => {
    expect(parseYesNo('Yes')).toBe(true);
    expect(parseYesNo('FALSE')).toBe(false);
    expect(parseYesNo('0')).toBe(false);
    expect(parseYesNo('maybe')).toBeNull();
  });
});

describe('formulas', () => {
  it('tells a formula cell, and takes off the apostrophe an export put before one', () => {
    expect(looksLikeFormula('=SUM(A1:A3)')).toBe(true);
    expect(looksLikeFormula(' =1+1')).toBe(true);
    expect(looksLikeFormula('+91 98200 00000')).toBe(false);
    expect(looksLikeFormula('-1500')).toBe(false);
    expect(withoutFormulaGuard("'=HYPERLINK(x)")).toBe('=HYPERLINK(x)');
    expect(withoutFormulaGuard("'+91 22")).toBe('+91 22');
    expect(withoutFormulaGuard("O'Brien")).toBe("O'Brien");
    expect(neutralise('=HYPERLINK(x)')).toBe("'=HYPERLINK(x)");
    expect(neutralise('@SUM')).toBe("'@SUM");
    expect(neutralise('-1500.00')).toBe('-1500.00');
    expect(neutralise('Acme')).toBe('Acme');
  });
});

describe('headers', () => {
  const columns = ['company', 'code', 'name'];

  it('matches headers in any order, trimmed and in any case', () => {
    const match = matchHeaders([' NAME ', 'Company', 'code', '', ''], columns);
    expect(match).toEqual({
      ok: true,
      positions: new Map([
        ['name', 0],
        ['company', 1],
        ['code', 2],
      ]),
    });
  });

  it('ignores the error column of an errors file sent back', () => {
    expect(matchHeaders(['company', 'code', 'name', 'Error'], columns)).toEqual({
      ok: true,
      positions: new Map([
        ['company', 0],
        ['code', 1],
        ['name', 2],
      ]),
    });
  });

  it('lists unknown columns, refuses repeated ones and a missing header', () => {
    expect(matchHeaders(['name', 'colour', 'size'], columns)).toEqual({
      ok: false,
      message: 'Unknown columns: colour, size. The columns are: company, code, name.',
    });
    expect(matchHeaders(['name', 'Name'], columns)).toMatchObject({
      ok: false,
      message: 'Columns given twice: name.',
    });
    expect(matchHeaders(['', ''], columns)).toMatchObject({
      ok: false,
      message: expect.stringContaining('no header'),
    });
    expect(matchHeaders(['Acme', 'BLR', 'Bengaluru'], columns)).toMatchObject({
      ok: false,
      message: expect.stringContaining('no header'),
    });
  });
});

describe('rows', () => {
  const columns = [
    { name: 'name', kind: 'text' as const },
    { name: 'joined', kind: 'date' as const },
    { name: 'pay', kind: 'amount' as const },
    { name: 'active', kind: 'yes_no' as const },
  ];
  const positions = new Map(columns.map((c, i) => [c.name, i]));

  it('reads each cell by its kind; blank cells are not given', () => {
    const cells = [{ text: ' Asha ' }, { text: '01/04/2026' }, { text: '₹1,00,000' }, { text: 'no' }];
    expect(readRow(columns, positions, cells)).toEqual({
      values: { name: 'Asha', joined: '2026-04-01', pay: 10_000_000, active: false },
      problems: [],
    });
    expect(readRow(columns, positions, [{ text: 'Asha' }, { text: ' ' }]).values).toEqual({ name: 'Asha' });
  });

  it('reports formulas, impossible dates, bad amounts and answers on their columns', () => {
    const cells = [
      { text: '3', formula: true },
      { text: '31-02-2026' },
      { text: '1,2,3' },
      { text: 'maybe' },
    ];
    expect(readRow(columns, positions, cells).problems).toEqual([
      { column: 'name', message: FORMULA_MESSAGE },
      {
        column: 'joined',
        message: 'The joined must be a real date as DD-MM-YYYY, DD/MM/YYYY or YYYY-MM-DD.',
      },
      { column: 'pay', message: 'The pay must be an amount in rupees, like 1,23,456.50.' },
      { column: 'active', message: 'The active must be yes or no.' },
    ]);
  });

  it('writes the errors file rows: the cells and an error cell', () => {
    const rows = [
      { row: 2, cells: [{ text: 'a' }] },
      { row: 3, cells: [{ text: 'b' }, { text: 'x' }] },
    ];
    const errors = [{ row: 3, column: 'name', message: 'Bad.' }];
    expect(errorFileRows(2, rows, errors, false)).toEqual([
      ['a', '', ''],
      ['b', 'x', 'name: Bad.'],
    ]);
    expect(errorFileRows(2, rows, errors, true)).toEqual([['b', 'x', 'name: Bad.']]);
  });
});

describe('files', () => {
  it('tells the format by content, not by name', () => {
    const csv = Buffer.from('name\nAcme\n');
    expect(fileFormat(csv, 'a.csv')).toBe('csv');
    expect(() => fileFormat(csv, 'a.xlsx')).toThrow(WRONG_TYPE);
    const xlsx = writeTable('xlsx', ['name'], [['Acme']]);
    expect(fileFormat(xlsx, 'a.xlsx')).toBe('xlsx');
    expect(() => fileFormat(xlsx, 'a.csv')).toThrow(WRONG_TYPE);
    expect(() => fileFormat(Buffer.from('%PDF-1.4 \0\0'), 'a.csv')).toThrow(WRONG_TYPE);
    expect(() => fileFormat(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0, 0]), 'a.xlsx')).toThrow('.xls');
    expect(() =>
      fileFormat(zipOf([{ name: 'word/document.xml', data: Buffer.from('x') }]), 'a.xlsx'),
    ).toThrow(WRONG_TYPE);
  });

  it('reads a CSV and the first sheet of an XLSX the same way, numbering rows as the spreadsheet does', () => {
    const csv = Buffer.from('\uFEFFname,code\nAcme,A1\n\n"Beta, Ltd",B2\n');
    expect(readSheet(csv, 'csv')).toEqual({
      header: ['name', 'code'],
      rows: [
        { row: 2, cells: [{ text: 'Acme' }, { text: 'A1' }] },
        { row: 4, cells: [{ text: 'Beta, Ltd' }, { text: 'B2' }] },
      ],
    });
    const xlsx = writeTable(
      'xlsx',
      ['name', 'code'],
      [
        ['Acme', 'A1'],
        ['Beta, Ltd', 'B2'],
      ],
      [{ name: 'Notes', rows: [['ignored']] }],
    );
    expect(readSheet(xlsx, 'xlsx').rows.map((r) => r.cells.map((c) => c.text))).toEqual([
      ['Acme', 'A1'],
      ['Beta, Ltd', 'B2'],
    ]);
  });

  it('reads an XLSX date cell as its calendar date, a time cell as HH:MM, and marks formula cells', () => {
    const ws = XLSX.utils.aoa_to_sheet([['joined', 'total', 'clock_in']]);
    ws.A2 = { t: 'n', v: 46113, z: 'dd-mm-yyyy' }; // 2026-04-01
    ws.B2 = { t: 'n', v: 3, f: 'SUM(1,2)' };
    ws.C2 = { t: 'n', v: 9.5 / 24, z: 'h:mm' }; // 09:30
    ws['!ref'] = 'A1:C2';
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, ws, 'Data');
    const data = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
    const [row] = readSheet(data, 'xlsx').rows;
    expect(row?.cells).toEqual([
      { text: '2026-04-01', formula: false },
      { text: '3', formula: true },
      { text: '09:30', formula: false },
    ]);
  });

  it('refuses a CSV of more rows than allowed without reading them all', () => {
    const lines = `name\n${'x\n'.repeat(IMPORT_MAX_ROWS + 5)}`;
    expect(() => readSheet(Buffer.from(lines), 'csv')).toThrow(FileProblem);
    expect(() => readSheet(Buffer.from(lines), 'csv')).toThrow('more than 50,000 rows');
  });

  it('refuses a workbook that unpacks to more than the limit, by its declared sizes or in fact', () => {
    const big = Buffer.alloc(2 * 1024 * 1024, 0x41);
    const honest = zipOf([{ name: 'xl/worksheets/sheet1.xml', data: big }]);
    expect(zipProblem(honest, 1024 * 1024)).toContain('unpacks to more than 1 MB');
    const lying = zipOf([{ name: 'xl/worksheets/sheet1.xml', data: big, declaredSize: 100 }]);
    expect(zipProblem(lying, 1024 * 1024)).toContain('unpacks to more than 1 MB');
    expect(zipProblem(zipOf([{ name: 'a', data: Buffer.from('ok') }]), 1024)).toBeNull();
    expect(zipProblem(Buffer.from('PK\u0003\u0004 not really'), 1024)).toContain('not a readable');
  });
});
