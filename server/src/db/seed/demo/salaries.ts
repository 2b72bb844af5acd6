import { financialYear, firstDayOf } from '../../../platform/period';

/**
 * A realistic Indian monthly structure for a gross (rupees): BASIC half of gross (60% for low earners),
 * HRA 40% of BASIC, conveyance and medical for those above ₹25,000, the rest as special allowance.
 */
export type DemoLine = { code: string; amount?: number; percentage?: number };

export function structureFor(monthlyGross: number): DemoLine[] {
  const low = monthlyGross < 25_000;
  const basic = Math.round(monthlyGross * (low ? 0.6 : 0.5));
  const hra = Math.round(basic * 0.4);
  const extras = low
    ? []
    : [
        { code: 'CONVEYANCE', amount: 1_600 },
        { code: 'MEDICAL', amount: 1_250 },
      ];
  const special = monthlyGross - basic - hra - extras.reduce((n, e) => n + e.amount, 0);
  return [
    { code: 'BASIC', amount: basic },
    { code: 'HRA', percentage: 40 },
    ...extras,
    { code: 'OTHER_ALLOWANCE', amount: special },
  ];
}

/** The first day (YYYY-MM-DD) of the Indian financial year containing `date`. */
export function financialYearStart(date: Date): string {
  return firstDayOf(financialYear({ year: date.getFullYear(), month: date.getMonth() + 1 }).start);
}
