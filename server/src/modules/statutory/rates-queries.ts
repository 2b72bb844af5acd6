import { type IncomeTaxStatuteRules, incomeTaxStatuteRules } from '@hrms/contracts/statute';
import {
  type BonusRates,
  bonusRules,
  type CodeWagesRates,
  codeWagesRules,
  type EsicRates,
  esicRules,
  type GratuityRates,
  gratuityRules,
  type HoursRates,
  hoursRules,
  type LeaveEncashmentRates,
  type LwfRates,
  leaveEncashmentRules,
  lwfRules,
  type PerquisiteRates,
  type PfRates,
  type PtFilingRates,
  perquisiteRules,
  pfRules,
  ptFilingRules,
  STATUTORY_SCHEMES,
  type StatutoryScheme,
  type TdsDepositRates,
  tdsDepositRules,
} from '@hrms/contracts/statutory';
import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { states } from '../../db/schema/organisation';
import { statutoryRates } from '../../db/schema/statutory';

/** The statutory rules in force on a date: the national schemes and the state schemes by state code. */
export type RatesInForce = {
  pf: PfRates | null;
  esic: EsicRates | null;
  lwf: Map<string, LwfRates>;
  pt: Map<string, PtFilingRates>;
  tds: TdsDepositRates | null;
  gratuity: GratuityRates | null;
  bonus: BonusRates | null;
  leaveEncashment: LeaveEncashmentRates | null;
  /** Hours of work: the national version, and states' own versions that replace it there. */
  hours: HoursRates | null;
  hoursByState: Map<string, HoursRates>;
  codeWages: CodeWagesRates | null;
  /** The day the Codes' wages version in force took effect (null: none). */
  codeWagesFrom: string | null;
  /** The income-tax statute (Act, sections, forms) and the day its version took effect. */
  incomeTax: IncomeTaxStatuteRules | null;
  incomeTaxFrom: string | null;
  perquisites: PerquisiteRates | null;
};

/** The hours-of-work rules for a state: its own version when it has one, else the national one. */
export const hoursFor = (rates: RatesInForce, stateCode: string | null) =>
  (stateCode ? rates.hoursByState.get(stateCode) : undefined) ?? rates.hours;

type VersionKey = { scheme: string; state_code: string | null; effective_from: string; rules: unknown };

/**
 * For each (scheme, state), the version with the latest `effective_from` on or before `onDate` (ISO dates
 * compare as strings), its rules parsed with the scheme's schema. A stored version that no longer parses
 * throws: the rates are validated on every write, so that is a bug to surface, not a rate to skip.
 */
export function pickInForce(versions: VersionKey[], onDate: string): RatesInForce {
  const latest = new Map<string, VersionKey>();
  for (const v of versions) {
    if (v.effective_from > onDate) continue;
    const key = `${v.scheme}|${v.state_code ?? ''}`;
    const seen = latest.get(key);
    if (!seen || v.effective_from > seen.effective_from) latest.set(key, v);
  }
  const result: RatesInForce = {
    pf: null,
    esic: null,
    lwf: new Map(),
    pt: new Map(),
    tds: null,
    gratuity: null,
    bonus: null,
    leaveEncashment: null,
    hours: null,
    hoursByState: new Map(),
    codeWages: null,
    codeWagesFrom: null,
    incomeTax: null,
    incomeTaxFrom: null,
    perquisites: null,
  };
  for (const v of latest.values()) {
    const scheme = v.scheme as StatutoryScheme;
    if (scheme === 'PF') result.pf = pfRules.parse(v.rules);
    else if (scheme === 'ESIC') result.esic = esicRules.parse(v.rules);
    else if (scheme === 'LWF' && v.state_code) result.lwf.set(v.state_code, lwfRules.parse(v.rules));
    else if (scheme === 'PT' && v.state_code) result.pt.set(v.state_code, ptFilingRules.parse(v.rules));
    else if (scheme === 'TDS') result.tds = tdsDepositRules.parse(v.rules);
    else if (scheme === 'GRATUITY') result.gratuity = gratuityRules.parse(v.rules);
    else if (scheme === 'BONUS') result.bonus = bonusRules.parse(v.rules);
    else if (scheme === 'LEAVE_ENC') result.leaveEncashment = leaveEncashmentRules.parse(v.rules);
    else if (scheme === 'HOURS' && v.state_code)
      result.hoursByState.set(v.state_code, hoursRules.parse(v.rules));
    else if (scheme === 'HOURS') result.hours = hoursRules.parse(v.rules);
    else if (scheme === 'CODE_WAGES') {
      result.codeWages = codeWagesRules.parse(v.rules);
      result.codeWagesFrom = v.effective_from;
    } else if (scheme === 'INCOME_TAX') {
      result.incomeTax = incomeTaxStatuteRules.parse(v.rules);
      result.incomeTaxFrom = v.effective_from;
    } else if (scheme === 'PERQUISITE') result.perquisites = perquisiteRules.parse(v.rules);
  }
  return result;
}

const versionColumns = {
  scheme: statutoryRates.scheme,
  state_code: statutoryRates.state_code,
  effective_from: statutoryRates.effective_from,
  rules: statutoryRates.rules,
};

/** The statutory rules of a country in force on `onDate` (YYYY-MM-DD). */
export async function ratesInForce(db: DbOrTx, countryId: number, onDate: string): Promise<RatesInForce> {
  const rows = await db
    .select(versionColumns)
    .from(statutoryRates)
    .where(and(eq(statutoryRates.country_id, countryId), lte(statutoryRates.effective_from, onDate)));
  return pickInForce(rows, onDate);
}

/** The rules in force on each of several dates (one query): keyed by the date as given. */
export async function ratesInForceOn(
  db: DbOrTx,
  countryId: number,
  onDates: string[],
): Promise<Map<string, RatesInForce>> {
  const rows = onDates.length
    ? await db.select(versionColumns).from(statutoryRates).where(eq(statutoryRates.country_id, countryId))
    : [];
  return new Map(onDates.map((d) => [d, pickInForce(rows, d)]));
}

// ---- the versions as edited on the statutory rates screen

export type RateFilters = { scheme?: StatutoryScheme; state_code?: string };
export type RateValues = typeof statutoryRates.$inferInsert;

const selectVersions = (db: DbOrTx) =>
  db
    .select({
      id: statutoryRates.id,
      country_id: statutoryRates.country_id,
      scheme: statutoryRates.scheme,
      state_code: statutoryRates.state_code,
      state_name: states.name,
      effective_from: statutoryRates.effective_from,
      rules: statutoryRates.rules,
    })
    .from(statutoryRates)
    .leftJoin(states, eq(states.code, statutoryRates.state_code));
export type RateRow = Awaited<ReturnType<typeof selectVersions>>[number];

export async function listRateVersions(db: DbOrTx, countryId: number, f: RateFilters): Promise<RateRow[]> {
  return selectVersions(db)
    .where(
      and(
        eq(statutoryRates.country_id, countryId),
        f.scheme ? eq(statutoryRates.scheme, f.scheme) : undefined,
        f.state_code ? eq(statutoryRates.state_code, f.state_code) : undefined,
      ),
    )
    .orderBy(
      sql`array_position(array[${sql.raw(STATUTORY_SCHEMES.map((s) => `'${s}'`).join(','))}]::text[], ${statutoryRates.scheme}::text)`,
      asc(states.name),
      desc(statutoryRates.effective_from),
    );
}

export async function findRateVersion(db: DbOrTx, id: number): Promise<RateRow | null> {
  const [row] = await selectVersions(db).where(eq(statutoryRates.id, id)).limit(1);
  return row ?? null;
}

/** Every version of the same scheme and state as the given one (dates only), to find the one in force. */
export async function siblingDates(
  db: DbOrTx,
  countryId: number,
  scheme: string,
  stateCode: string | null,
): Promise<{ id: number; effective_from: string }[]> {
  return db
    .select({ id: statutoryRates.id, effective_from: statutoryRates.effective_from })
    .from(statutoryRates)
    .where(
      and(
        eq(statutoryRates.country_id, countryId),
        eq(statutoryRates.scheme, scheme),
        sql`coalesce(${statutoryRates.state_code}, '') = ${stateCode ?? ''}`,
      ),
    );
}

export async function insertRateVersion(db: DbOrTx, values: RateValues): Promise<number> {
  const [row] = await db.insert(statutoryRates).values(values).returning({ id: statutoryRates.id });
  if (!row) throw new Error('statutory rate insert returned no row');
  return row.id;
}

export async function updateRateVersion(db: DbOrTx, id: number, values: Partial<RateValues>) {
  await db
    .update(statutoryRates)
    .set({ ...values, updated_at: new Date() })
    .where(eq(statutoryRates.id, id));
}

export async function deleteRateVersion(db: DbOrTx, id: number) {
  await db.delete(statutoryRates).where(eq(statutoryRates.id, id));
}
