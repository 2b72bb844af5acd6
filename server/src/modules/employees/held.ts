import { type AppError, fieldError, violatesConstraint } from '../../platform/errors';

/** The numbers one person holds, unique among a company's live employees, and each one's unique index. */
const UNIQUE_IDENTITY = [
  { field: 'pan', index: 'employees_company_pan_unique', label: 'PAN' },
  { field: 'uan', index: 'employees_company_uan_unique', label: 'UAN' },
  { field: 'esic_ip_number', index: 'employees_company_esic_unique', label: 'ESIC IP number' },
] as const;
export const IDENTITY_FIELDS = UNIQUE_IDENTITY.map((u) => u.field);
export type UniqueIdentity = Partial<Record<(typeof UNIQUE_IDENTITY)[number]['field'], string | null>>;

const identityTakenMessage = (label: string) =>
  `This ${label} is already recorded for another employee of this company.`;

/** A unique index's refusal of a PAN, UAN or ESIC number (a race the check lost), answered like the check. */
export function identityRefusal(err: unknown): AppError | null {
  for (const { field, index, label } of UNIQUE_IDENTITY) {
    if (violatesConstraint(err, index)) return fieldError(field, identityTakenMessage(label));
  }
  return null;
}

/** What the database holds of the values a batch's writes name (save-queries.ts loads them in a few statements). */
export type HeldFacts = {
  /** Lower-case email → the employee holding it, archived ones included (emails are unique across them all). */
  emails: Map<string, number>;
  /** Lower-case codes already held, of any company, archived or not. */
  codes: Set<string>;
  /** Live employees holding any of the PAN, UAN or ESIC numbers named, in the companies named. */
  identities: ({ id: number; company_id: number } & UniqueIdentity)[];
  /** Employee → their manager, for every employee on the chains above the managers named. */
  managers: Map<number, number | null>;
  /** Live employee → their company, for the managers named. */
  companies: Map<number, number>;
};

/** What an employee holds that another may not: the values a write takes, and gives up when it changes them. */
export type Holding = { email: string; company_id: number; identity: UniqueIdentity };

const identityKey = (field: string, companyId: number, value: string) =>
  `${field}\u0000${companyId}\u0000${value}`;

/**
 * What the employees of a batch's checks must not take twice, as the database holds it and as the batch's
 * earlier writes changed it: so each write of a batch is checked as if the ones before it were already written,
 * exactly as the same writes one request each would be. docs/decisions/imports.md, "Employees are written a
 * chunk at a time".
 */
export class HeldValues {
  private readonly identities = new Map<string, number>();

  constructor(private readonly facts: HeldFacts) {
    for (const row of facts.identities) this.take(row.id, { identity: row, company_id: row.company_id });
  }

  /** Codes are unique across every company and archived employee ("taken" in any case). */
  assertCodeFree(code: string) {
    if (this.facts.codes.has(code.toLowerCase()))
      throw fieldError('employee_id', 'The employee id has already been taken.');
  }

  /** The email must not be another employee's (`id`: the employee being edited). */
  assertEmailFree(email: string, id?: number) {
    const holder = this.facts.emails.get(email.toLowerCase());
    if (holder !== undefined && holder !== id) throw fieldError('email', 'The email has already been taken.');
  }

  /** The employee's PAN, UAN and ESIC number must not be another live employee's in the company. */
  assertIdentityFree(companyId: number, values: UniqueIdentity, id?: number) {
    for (const { field, label } of UNIQUE_IDENTITY) {
      const value = values[field];
      const holder = value ? this.identities.get(identityKey(field, companyId, value)) : undefined;
      if (holder !== undefined && holder !== id) throw fieldError(field, identityTakenMessage(label));
    }
  }

  /** A live employee's company (undefined: no such employee). */
  companyOf(employeeId: number): number | undefined {
    return this.facts.companies.get(employeeId);
  }

  /** Whether `employeeId` is `managerId` or above them on their chain of managers. */
  isAbove(employeeId: number, managerId: number): boolean {
    const seen = new Set<number>();
    for (let at: number | null | undefined = managerId; at != null && !seen.has(at); ) {
      if (at === employeeId) return true;
      seen.add(at);
      at = this.facts.managers.get(at);
    }
    return false;
  }

  /** A new employee's code, email and numbers, now held (`id`: theirs, or a stand-in until inserted). */
  hold(id: number, code: string, holding: Holding) {
    this.facts.codes.add(code.toLowerCase());
    this.take(id, holding);
  }

  /** An edited employee gives up what they held and takes what they hold now, with their manager and company. */
  move(id: number, before: Holding, after: Holding & { manager_id: number | null }) {
    if (this.facts.emails.get(before.email.toLowerCase()) === id)
      this.facts.emails.delete(before.email.toLowerCase());
    for (const field of IDENTITY_FIELDS) {
      const value = before.identity[field];
      const key = value ? identityKey(field, before.company_id, value) : null;
      if (key && this.identities.get(key) === id) this.identities.delete(key);
    }
    this.take(id, after);
    this.facts.managers.set(id, after.manager_id);
    if (this.facts.companies.has(id)) this.facts.companies.set(id, after.company_id);
  }

  private take(id: number, holding: Partial<Holding> & Pick<Holding, 'identity' | 'company_id'>) {
    if (holding.email) this.facts.emails.set(holding.email.toLowerCase(), id);
    for (const field of IDENTITY_FIELDS) {
      const value = holding.identity[field];
      if (value) this.identities.set(identityKey(field, holding.company_id, value), id);
    }
  }
}
