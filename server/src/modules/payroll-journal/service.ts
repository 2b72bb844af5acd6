import {
  type CostCentreBasis,
  DEFAULT_COST_CATEGORY,
  DEFAULT_LEDGERS,
  DEFAULT_VOUCHER_TYPE,
  LEDGER_KEYS,
  type LedgerKey,
  type LedgerMapping,
  type LedgerMappingRequest,
  NO_JOURNAL_RUNS,
  type PayrollJournalFormat,
} from '@hrms/contracts/payroll-journal';
import type { Db } from '../../db/client';
import { targetCompany } from '../../platform/access';
import { recordAudit } from '../../platform/audit';
import type { Principal } from '../../platform/auth/principal';
import { notFound, validationFailed } from '../../platform/errors';
import { type Period, yearMonth } from '../../platform/period';
import { journalCsvRows } from './engine/csv';
import { buildPayrollJournal } from './engine/journal';
import { tallyXml } from './engine/tally';
import {
  companyNameOf,
  journalRunsOf,
  type LedgerMappingRow,
  ledgerMappingOf,
  saveLedgerMapping,
} from './queries';

/** The mapping as answered: a saved one (a ledger added since it was saved takes its default), else the defaults. */
function mappingOf(companyId: number, row: LedgerMappingRow | null): LedgerMapping {
  const ledgers = Object.fromEntries(
    LEDGER_KEYS.map((k) => [k, row?.ledgers[k] ?? DEFAULT_LEDGERS[k]]),
  ) as Record<LedgerKey, string>;
  return {
    company_id: companyId,
    cost_centre_basis: (row?.cost_centre_basis ?? 'department') as CostCentreBasis,
    tally_company: row?.tally_company ?? null,
    voucher_type: row?.voucher_type ?? DEFAULT_VOUCHER_TYPE,
    cost_category: row?.cost_category ?? DEFAULT_COST_CATEGORY,
    ledgers,
    saved: row !== null,
    updated_at: row ? row.updated_at.toISOString() : null,
  };
}

/** The company asked for, in the caller's scope (another company's answers 404), and that it exists. */
async function companyOf(db: Db, principal: Principal, given: number | undefined) {
  const companyId = targetCompany(principal, given);
  const name = await companyNameOf(db, companyId);
  if (name === null) throw notFound('Company');
  return { companyId, name };
}

/** GET /api/ledger-mappings */
export async function getLedgerMapping(db: Db, principal: Principal, given?: number) {
  const { companyId } = await companyOf(db, principal, given);
  return mappingOf(companyId, await ledgerMappingOf(db, companyId));
}

/** PUT /api/ledger-mappings: saves the whole mapping; audited with what changed. */
export async function updateLedgerMapping(db: Db, principal: Principal, input: LedgerMappingRequest) {
  const { companyId } = await companyOf(db, principal, input.company_id);
  return db.transaction(async (tx) => {
    const before = mappingOf(companyId, await ledgerMappingOf(tx, companyId));
    const row = await saveLedgerMapping(tx, {
      company_id: companyId,
      cost_centre_basis: input.cost_centre_basis,
      tally_company: input.tally_company,
      voucher_type: input.voucher_type,
      cost_category: input.cost_category,
      ledgers: input.ledgers,
      updated_by: principal.userId,
    });
    const after = mappingOf(companyId, row);
    const changes: Record<string, { from: unknown; to: unknown }> = {};
    for (const field of ['cost_centre_basis', 'tally_company', 'voucher_type', 'cost_category'] as const) {
      if (before[field] !== after[field]) changes[field] = { from: before[field], to: after[field] };
    }
    for (const key of LEDGER_KEYS) {
      if (before.ledgers[key] !== after.ledgers[key]) {
        changes[`ledgers.${key}`] = { from: before.ledgers[key], to: after.ledgers[key] };
      }
    }
    await recordAudit(tx, principal, {
      action: 'ledger_mapping.updated',
      entity_type: 'ledger_mapping',
      entity_id: companyId,
      company_id: companyId,
      summary: `Ledger mapping ${before.saved ? 'changed' : 'saved'}: ${Object.keys(changes).length} field(s)`,
      changes,
    });
    return after;
  });
}

/** The month's journal of the company's approved and paid runs; 422 when it has none. */
export async function payrollJournal(
  db: Db,
  principal: Principal,
  query: { company_id?: number; year: number; month: number },
) {
  const { companyId, name } = await companyOf(db, principal, query.company_id);
  const period: Period = { year: query.year, month: query.month };
  const runs = await journalRunsOf(db, companyId, period);
  if (!runs.length) throw validationFailed({ month: [NO_JOURNAL_RUNS] });
  const mapping = mappingOf(companyId, await ledgerMappingOf(db, companyId));
  const journal = buildPayrollJournal({ ...period, companyId, runs, mapping });
  return { journal, mapping, companyName: name, period };
}

/** The journal as a download: Tally's import XML, or the CSV's rows for other ledgers. */
export async function payrollJournalFile(
  db: Db,
  principal: Principal,
  query: { company_id?: number; year: number; month: number; format: PayrollJournalFormat },
) {
  const { journal, mapping, period } = await payrollJournal(db, principal, query);
  const base = `payroll-journal-${yearMonth(period)}`;
  if (query.format === 'tally') {
    return {
      kind: 'xml' as const,
      filename: `${base}.tally.xml`,
      body: tallyXml(journal, mapping.tally_company),
    };
  }
  return { kind: 'csv' as const, filename: `${base}.csv`, ...journalCsvRows(journal) };
}
