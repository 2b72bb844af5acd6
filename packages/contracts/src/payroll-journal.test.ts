import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LEDGERS,
  EXPENSE_LEDGERS,
  LEDGER_KEYS,
  LEDGER_LABELS,
  LIABILITY_LEDGERS,
  ledgerMappingRequest,
} from './payroll-journal';

const DEFAULTS = {
  cost_centre_basis: 'department',
  voucher_type: 'Journal',
  cost_category: 'Primary Cost Category',
  ledgers: DEFAULT_LEDGERS,
};

describe('the ledger mapping', () => {
  it('names and defaults every ledger, and its defaults are a valid mapping', () => {
    for (const key of LEDGER_KEYS) {
      expect(LEDGER_LABELS[key]).toBeTruthy();
      expect(DEFAULT_LEDGERS[key]).toBeTruthy();
    }
    expect(LEDGER_KEYS).toHaveLength(EXPENSE_LEDGERS.length + LIABILITY_LEDGERS.length);
    const parsed = ledgerMappingRequest.safeParse(DEFAULTS);
    expect(parsed.success).toBe(true);
    expect(parsed.data?.tally_company).toBeNull();
  });

  it('refuses an expense posted to a liability’s ledger, whatever its case', () => {
    const parsed = ledgerMappingRequest.safeParse({
      ...DEFAULTS,
      ledgers: { ...DEFAULT_LEDGERS, earning_bonus: 'salary payable' },
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.path.join('.'))).toEqual(['ledgers.earning_bonus']);
  });
});
