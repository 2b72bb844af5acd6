import type { Tx } from '../client';
import { reimbursementCategories } from '../schema/reimbursements';

/**
 * The expense categories every database starts with. Whether a reimbursement is taxable follows the
 * Income-tax Act 1961 (docs/decisions/pay-adjustments.md, "Taxability of each seeded category"):
 * - expenses incurred wholly, necessarily and exclusively in performing the duties of an office are exempt
 *   under s.10(14)(i) read with rule 2BB(1): travel on tour or transfer (a), daily allowance on tour (b),
 *   conveyance in performing duties (c) — business travel, local conveyance, business meals on tour, relocation
 *   on transfer, books and periodicals for the work;
 * - a mobile phone or internet connection the employer pays for is not a perquisite (rule 3(7)(ix));
 * - medical reimbursement has been taxable since FY 2018-19, when the Finance Act 2018 replaced the ₹15,000
 *   exemption (s.17(2) proviso (v)) with the standard deduction; fuel for personal use is a perquisite; any
 *   other reimbursement is salary unless shown otherwise.
 * `max_amount` is the most one claim may ask (rupees; null for no limit) — a company edits it as data.
 * Inserted on every start; an existing code is left as an administrator changed it.
 */
const DEFAULT_CATEGORIES: (typeof reimbursementCategories.$inferInsert)[] = [
  {
    code: 'TRAVEL',
    name: 'Business travel',
    is_taxable: false,
    max_amount: '100000',
    requires_receipt: true,
  },
  {
    code: 'CONVEYANCE',
    name: 'Local conveyance',
    is_taxable: false,
    max_amount: '5000',
    requires_receipt: false,
  },
  { code: 'MEALS', name: 'Business meals', is_taxable: false, max_amount: '5000', requires_receipt: true },
  {
    code: 'MOBILE',
    name: 'Mobile and internet (official use)',
    is_taxable: false,
    max_amount: '3000',
    requires_receipt: true,
  },
  { code: 'RELOCATION', name: 'Relocation', is_taxable: false, max_amount: '200000', requires_receipt: true },
  {
    code: 'BOOKS',
    name: 'Books and periodicals',
    is_taxable: false,
    max_amount: '5000',
    requires_receipt: true,
  },
  { code: 'MEDICAL', name: 'Medical', is_taxable: true, max_amount: '15000', requires_receipt: true },
  {
    code: 'FUEL',
    name: 'Fuel (personal use)',
    is_taxable: true,
    max_amount: '10000',
    requires_receipt: true,
  },
  { code: 'OTHER', name: 'Other', is_taxable: true, max_amount: '10000', requires_receipt: true },
];

export async function seedReimbursementCategories(tx: Tx): Promise<void> {
  await tx.insert(reimbursementCategories).values(DEFAULT_CATEGORIES).onConflictDoNothing();
}
