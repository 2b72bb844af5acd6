import {
  DECLARATION_SECTIONS,
  type DeclarationSection,
  financialYearOf,
  type HousingLoanLender,
  type TaxDeclaration,
  type TaxDeclarationRequest,
  type TaxLandlord,
  type TaxRegimeKind,
} from '@hrms/contracts/tax-year';
import type { Db, DbOrTx } from '../../db/client';
import { recordAudit } from '../../platform/audit';
import type { Principal } from '../../platform/auth/principal';
import { isoOrNull, longDate, todayIn } from '../../platform/dates';
import { type FieldErrors, validationFailed } from '../../platform/errors';
import { formatRupees, numericText, paise, rupees } from '../../platform/money';
import type { DeclarationChange } from '../notifications/public';
import { declarationItemsOf } from './declaration-items';
import { proofsClosed, type TaxYearWindow } from './declarations-in-force';
import {
  type EmployeeTaxYearRow,
  employeeTaxYearRow,
  lockEmployeeTaxYear,
  type TaxEmployeeRow,
  updateEmployeeTaxYear,
} from './declarations-queries';
import { taxEmployee } from './employee-access';
import { type DeclarationItemRow, deleteItem, insertItem, itemsOfYear, updateItem } from './items-queries';
import { tellVerifiers } from './notifications';
import {
  auditPreviousEmployment,
  previousEmploymentColumns,
  previousEmploymentProblems,
  previousEmploymentView,
} from './previous-employment';
import { proofsOfItems } from './proofs-queries';
import { regimeOfKind, regimesOfYear } from './regime-of-kind';
import { proofsOpen, regimeLocked, settingsView, taxYearWindow } from './settings-service';

/** The financial year asked for, or the one today falls in (India: DEFAULT_TIME_ZONE). */
export const financialYearOrCurrent = (financialYear?: string) => financialYear ?? financialYearOf(todayIn());

/** A landlord's PAN in the trail: its last four characters only. */
export const maskPan = (pan: string | null) => (pan ? `******${pan.slice(-4)}` : null);

async function declarationView(
  db: DbOrTx,
  employee: TaxEmployeeRow,
  financialYear: string,
  today: string,
): Promise<TaxDeclaration> {
  const window = await taxYearWindow(db, employee.company_id, financialYear);
  const closed = proofsClosed(window, today);
  const year = await employeeTaxYearRow(db, employee.id, financialYear);
  const items = year ? await declarationItemsOf(db, year.id, closed) : [];
  const amountOf = (section: DeclarationSection) =>
    items.find((i) => i.section === section)?.declared_amount ?? 0;
  const money = (value: string | undefined) => rupees(paise(value ?? '0'));
  const hra = await oldRegimeHra(db, employee, financialYear);
  const landlords = year?.landlords ?? [];
  return {
    employee_id: employee.id,
    financial_year: financialYear,
    regime: (year?.regime as TaxRegimeKind | undefined) ?? 'new',
    regime_chosen_at: isoOrNull(year?.regime_chosen_at ?? null),
    declarations: {
      ...(Object.fromEntries(DECLARATION_SECTIONS.map((s) => [s, amountOf(s)])) as Record<
        DeclarationSection,
        number
      >),
      metro_city: year?.metro_city ?? false,
      rent_city: year?.rent_city ?? null,
      parents_senior: year?.parents_senior ?? false,
      landlords,
      landlord_name: landlords[0]?.name ?? null,
      landlord_pan: landlords[0]?.pan ?? null,
      housing_loan_lender: year?.housing_loan_lender ?? null,
    },
    previous_employment: previousEmploymentView(year),
    other_income: money(year?.other_income),
    items,
    settings: settingsView(employee.company_id, financialYear, window),
    regime_locked: regimeLocked(window, today),
    proofs_open: proofsOpen(window, today),
    proofs_closed: closed,
    lapsed_sections: items.filter((i) => i.lapsed).map((i) => i.section),
    landlord_pan_above: hra ? rupees(hra.landlord_pan_above) : null,
    metro_cities: hra?.metro_cities ?? [],
    form124_signed_at: isoOrNull(year?.form124_signed_at ?? null),
  };
}

export async function getTaxDeclaration(
  db: Db,
  principal: Principal,
  employeeId: number,
  financialYear: string,
): Promise<TaxDeclaration> {
  const employee = await taxEmployee(db, principal, employeeId);
  return declarationView(db, employee, financialYear, todayIn());
}

type AmountChange = { from: number; to: number };

/** The rules a save must pass, all reported at once: the regime cut-off, the proof deadline, rule 2A's PAN. */
async function saveProblems(
  tx: DbOrTx,
  employee: TaxEmployeeRow,
  financialYear: string,
  window: TaxYearWindow,
  today: string,
  before: EmployeeTaxYearRow,
  changed: Map<DeclarationSection, AmountChange>,
  input: TaxDeclarationRequest,
): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  if (input.regime !== before.regime && regimeLocked(window, today)) {
    errors.regime = [
      `The regime could be chosen until ${longDate(window.regime_choice_until ?? today)}; ask HR to reopen it.`,
    ];
  }
  if (changed.size && proofsClosed(window, today)) {
    for (const section of changed.keys()) {
      errors[`declarations.${section}`] = [
        `Declarations closed on ${longDate(window.proof_deadline ?? today)}; this amount can no longer be changed.`,
      ];
    }
  }
  // Rule 2A's PAN requirement (CBDT circular 8/2013): rent above the limit of the year's old regime, for
  // every landlord (Form 124 asks each one's PAN).
  const yearlyRent = paise(input.declarations.rent_paid_monthly) * 12;
  const limit = (await oldRegimeHra(tx, employee, financialYear))?.landlord_pan_above ?? null;
  if (limit !== null && yearlyRent > limit) {
    const message = `The landlord’s PAN is required when the rent exceeds ${formatRupees(rupees(limit), { whole: true })} a year.`;
    const landlords = landlordsOf(input.declarations);
    // A request with the list gets the message on it; one with the older single landlord, on its PAN.
    if (!landlords.length)
      errors[input.declarations.landlords ? 'declarations.landlords' : 'declarations.landlord_pan'] = [
        message,
      ];
    landlords.forEach((l, i) => {
      if (!l.pan) errors[`declarations.landlords.${i}.pan`] = [message];
    });
  }
  Object.assign(errors, previousEmploymentProblems(input.previous_employment, financialYear));
  return errors;
}

/** The HRA rules of the year's old regime (amounts in paise): the rent limit for the PAN, the metro cities. */
async function oldRegimeHra(db: DbOrTx, employee: TaxEmployeeRow, financialYear: string) {
  const regimes = (await regimesOfYear(db, [employee.country_id], financialYear)).get(employee.country_id);
  const old = regimeOfKind(regimes ?? [], 'old', employee.default_tax_regime_id);
  return old?.kind === 'old' ? (old.rules.deductions.hra ?? null) : null;
}

/** The landlords of a save: the list, or the single landlord of the older fields. */
function landlordsOf(d: TaxDeclarationRequest['declarations']): TaxLandlord[] {
  if (d.landlords) return d.landlords;
  if (!d.landlord_name && !d.landlord_pan) return [];
  return [{ name: d.landlord_name ?? 'Landlord', address: null, pan: d.landlord_pan, relationship: 'none' }];
}

/** Landlords and lender as the audit trail keeps them: PANs masked, keys in one order (jsonb sorts its own). */
const partiesInTrail = (landlords: TaxLandlord[], lender: HousingLoanLender | null) => ({
  landlords: landlords.map((l) => ({
    name: l.name,
    address: l.address,
    pan: maskPan(l.pan),
    relationship: l.relationship,
  })),
  lender: lender ? { name: lender.name, pan: maskPan(lender.pan) } : null,
});

/**
 * Writes the declared amounts: a new item per new section, 0 deletes one, a changed amount is verified again.
 * Returns the changes as HR's notification tells them (in rupees).
 */
async function writeItems(
  tx: DbOrTx,
  yearId: number,
  items: DeclarationItemRow[],
  changed: Map<DeclarationSection, AmountChange>,
): Promise<DeclarationChange[]> {
  const withProofs = new Set(
    (
      await proofsOfItems(
        tx,
        items.map((i) => i.id),
      )
    ).map((p) => p.declaration_item_id),
  );
  const changes: DeclarationChange[] = [];
  for (const [section, { from, to }] of changed) {
    const item = items.find((i) => i.section === section);
    const awaitsVerification = Boolean(item && to !== 0 && withProofs.has(item.id));
    changes.push({ section, from: rupees(from), to: rupees(to), awaitsVerification });
    if (!item) {
      await insertItem(tx, { employee_tax_year_id: yearId, section, declared_amount: numericText(to) });
    } else if (to === 0) {
      await deleteItem(tx, item.id);
    } else {
      await updateItem(tx, item.id, {
        declared_amount: numericText(to),
        status: awaitsVerification ? 'submitted' : 'declared',
        verified_amount: null,
        rejection_reason: null,
        verified_by: null,
        verified_at: null,
      });
    }
  }
  return changes;
}

/** Records what a save changed; true when it changed anything. */
async function auditSave(
  tx: DbOrTx,
  principal: Principal,
  employee: TaxEmployeeRow,
  financialYear: string,
  before: EmployeeTaxYearRow,
  changed: Map<DeclarationSection, AmountChange>,
  input: TaxDeclarationRequest,
): Promise<boolean> {
  const base = {
    entity_type: 'tax_declaration' as const,
    entity_id: before.id,
    company_id: employee.company_id,
  };
  const who = `${employee.first_name} ${employee.last_name} (${employee.employee_code})`;
  if (input.regime !== before.regime) {
    await recordAudit(tx, principal, {
      ...base,
      action: 'tax_declaration.regime_chosen',
      summary: `${who} moved to the ${input.regime} regime for FY ${financialYear}`,
      changes: { financial_year: financialYear, regime: { from: before.regime, to: input.regime } },
    });
  }
  const d = input.declarations;
  const facts: Record<string, { from: unknown; to: unknown }> = {};
  for (const [section, change] of changed)
    facts[section] = { from: rupees(change.from), to: rupees(change.to) };
  const fact = (key: string, from: unknown, to: unknown) => {
    if (from !== to) facts[key] = { from, to };
  };
  fact('metro_city', before.metro_city, d.metro_city);
  fact('rent_city', before.rent_city, d.rent_city);
  fact('parents_senior', before.parents_senior, d.parents_senior);
  const partiesBefore = partiesInTrail(before.landlords, before.housing_loan_lender);
  const partiesAfter = partiesInTrail(landlordsOf(d), d.housing_loan_lender);
  for (const key of ['landlords', 'lender'] as const) {
    if (JSON.stringify(partiesBefore[key]) !== JSON.stringify(partiesAfter[key]))
      facts[key] = { from: partiesBefore[key], to: partiesAfter[key] };
  }
  fact('other_income', rupees(paise(before.other_income)), rupees(paise(input.other_income)));
  if (Object.keys(facts).length) {
    await recordAudit(tx, principal, {
      ...base,
      action: 'tax_declaration.updated',
      summary: `Updated ${who}'s declarations for FY ${financialYear}`,
      changes: { financial_year: financialYear, ...facts },
    });
  }
  const previous = await auditPreviousEmployment(
    tx,
    principal,
    employee,
    financialYear,
    before,
    input.previous_employment,
  );
  return input.regime !== before.regime || Object.keys(facts).length > 0 || previous;
}

/**
 * Saves an employee's regime choice, declarations, previous employment and other income for a year, in one
 * transaction; every rule is checked first and nothing is written when one fails. A save that changes declared
 * amounts tells the company's verifiers once (tax.declaration_submitted), in the same transaction.
 */
export async function saveTaxDeclaration(
  db: Db,
  principal: Principal,
  employeeId: number,
  financialYear: string,
  input: TaxDeclarationRequest,
): Promise<TaxDeclaration> {
  const employee = await taxEmployee(db, principal, employeeId);
  const today = todayIn();
  await db.transaction(async (tx) => {
    const window = await taxYearWindow(tx, employee.company_id, financialYear);
    const { row: before } = await lockEmployeeTaxYear(tx, employee.id, financialYear);
    const items = await itemsOfYear(tx, before.id);
    const changed = new Map<DeclarationSection, AmountChange>();
    for (const section of DECLARATION_SECTIONS) {
      const item = items.find((i) => i.section === section);
      const from = item ? paise(item.declared_amount) : 0;
      const to = paise(input.declarations[section]);
      if (from !== to) changed.set(section, { from, to });
    }
    const errors = await saveProblems(tx, employee, financialYear, window, today, before, changed, input);
    if (Object.keys(errors).length) throw validationFailed(errors);

    const changes = await writeItems(tx, before.id, items, changed);
    const changedAnything = await auditSave(tx, principal, employee, financialYear, before, changed, input);
    const chosen = input.regime !== before.regime || before.regime_chosen_at === null;
    await updateEmployeeTaxYear(tx, before.id, {
      regime: input.regime,
      ...(chosen ? { regime_chosen_at: new Date(), regime_chosen_by: principal.userId } : {}),
      metro_city: input.declarations.metro_city,
      rent_city: input.declarations.rent_city,
      parents_senior: input.declarations.parents_senior,
      landlords: landlordsOf(input.declarations),
      housing_loan_lender: input.declarations.housing_loan_lender,
      ...previousEmploymentColumns(input.previous_employment),
      // What the employee signed is no longer what is declared: Form 124 is a draft until signed again.
      ...(changedAnything ? { form124_signed_at: null } : {}),
      other_income: numericText(paise(input.other_income)),
    });
    await tellVerifiers(tx, employee, financialYear, principal, { kind: 'declarations', changes });
  });
  return declarationView(db, employee, financialYear, today);
}
