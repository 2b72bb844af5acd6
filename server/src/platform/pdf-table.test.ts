import { extractText } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { formatRupees } from './money';
import { renderPdf } from './pdf';
import { type ClippedCell, printTable, type TableColumn, type TablePlan, type TableRow } from './pdf-table';

const A4_LONG = 841.89;
const name = (label: string): TableColumn => ({ label, align: 'left', wraps: true });
const amount = (label: string): TableColumn => ({ label, align: 'right', wraps: false });

async function print(columns: TableColumn[], rows: TableRow[], identifying = 2) {
  let result: { plan: TablePlan; clipped: ClippedCell[] } | undefined;
  const pdf = await renderPdf(
    'Table',
    (doc) => {
      result = printTable(doc, columns, rows, { identifying, title: 'Table', subtitle: 'Test' });
    },
    { firstPage: false },
  );
  const { text, totalPages } = await extractText(new Uint8Array(pdf), { mergePages: true });
  const { plan, clipped } = result as NonNullable<typeof result>;
  return { plan, clipped, text, pages: totalPages };
}

/** `n` rows of an employee and `amounts` figures each, the totals (9 digits of rupees) last. */
function register(n: number, amounts: number) {
  const rows: TableRow[] = Array.from({ length: n }, (_, i) => ({
    cells: [`EMP${i}`, `Person${i}`, ...Array.from({ length: amounts }, () => formatRupees(12_34_567.89))],
  }));
  rows.push({
    cells: ['Total', '', ...Array.from({ length: amounts }, () => formatRupees(21_77_54_320.5))],
    bold: true,
  });
  return rows;
}
const registerColumns = (amounts: number) => [
  name('Employee ID'),
  name('Employee'),
  ...Array.from({ length: amounts }, (_, i) => amount(`Amount${i + 1}`)),
];
const partWidth = (plan: TablePlan, part: number) => plan.parts[part]?.widths.reduce((a, b) => a + b, 0) ?? 0;

describe('printed tables', () => {
  it('prints a narrow table in portrait at 8 pt across the page', async () => {
    const { plan, clipped, pages } = await print(registerColumns(2), register(3, 2));
    expect(plan).toMatchObject({ layout: 'portrait', size: 8 });
    expect(plan.parts).toHaveLength(1);
    expect(partWidth(plan, 0)).toBeCloseTo(595.28 - 2 * plan.margin, 1);
    expect(clipped).toEqual([]);
    expect(pages).toBe(1);
  });

  it('turns a wide table to landscape and a smaller font, every figure whole', async () => {
    const { plan, clipped, text } = await print(registerColumns(10), register(5, 10));
    expect(plan.layout).toBe('landscape');
    expect(plan.size).toBeGreaterThanOrEqual(6.5);
    expect(plan.parts).toHaveLength(1);
    expect(clipped).toEqual([]);
    expect(text.split('₹21,77,54,320.50').length - 1).toBe(10);
    expect(text.split('₹12,34,567.89').length - 1).toBe(50);
    expect(text).not.toContain('…');
  });

  it('splits a table too wide for any page into parts that repeat the identifying columns', async () => {
    const columns = registerColumns(30);
    const { plan, clipped, text, pages } = await print(columns, register(4, 30));
    expect(plan.parts.length).toBeGreaterThan(1);
    const usable = A4_LONG - 2 * plan.margin;
    const shown: number[] = [];
    plan.parts.forEach((part, i) => {
      expect(part.columns.slice(0, 2)).toEqual([0, 1]);
      expect(partWidth(plan, i)).toBeLessThanOrEqual(usable + 0.01);
      shown.push(...part.columns.slice(2));
    });
    // Every other column once, in order.
    expect(shown).toEqual(columns.slice(2).map((_, i) => i + 2));
    expect(clipped).toEqual([]);
    expect(pages).toBe(plan.parts.length);
    expect(text.split('₹21,77,54,320.50').length - 1).toBe(30);
    expect(text.split('Person3').length - 1).toBe(plan.parts.length);
  });

  it('wraps long names and headers instead of cutting them, and repeats the header on every page', async () => {
    const long = 'Venkatanarasimharajuvaripeta Subrahmanyam Chakravarthy';
    const rows = register(120, 9).map((r, i) =>
      i === 0 ? { cells: [r.cells[0] ?? '', long, ...r.cells.slice(2)] } : r,
    );
    const { clipped, text, pages } = await print(registerColumns(9), rows);
    expect(clipped).toEqual([]);
    expect(pages).toBeGreaterThan(2);
    for (const word of long.split(' ')) expect(text).toContain(word);
    expect(text.split('Amount9').length - 1).toBe(pages);
  });
});
