import type { StateItem } from '@hrms/contracts/statutory';
import { asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { branches, companies, states } from '../../db/schema/organisation';

/**
 * Older names and codes still in common use, accepted like the listed ones (the same the statutory-identity
 * migration matched existing addresses with). Keys are normalised as `normalised` does.
 */
const STATE_ALIASES: Record<string, string> = {
  orissa: 'OD',
  or: 'OD',
  pondicherry: 'PY',
  'new delhi': 'DL',
  'nct of delhi': 'DL',
  'national capital territory of delhi': 'DL',
  ts: 'TG',
  ct: 'CG',
  ut: 'UK',
  uttaranchal: 'UK',
  'j and k': 'JK',
  'andaman and nicobar': 'AN',
  'daman and diu': 'DH',
  'dadra and nagar haveli': 'DH',
  dn: 'DH',
  dd: 'DH',
  tamilnadu: 'TN',
};

/** Lower case, single spaces, "&" read as "and": "Jammu & Kashmir" and "jammu and  kashmir" are one name. */
const normalised = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/\s*&\s*/g, ' and ')
    .replace(/\s+/g, ' ');

/** The listed state or union territory a name or code (any case, or an older alias) names; null if none. */
export async function stateByNameOrCode(db: DbOrTx, text: string): Promise<StateItem | null> {
  const key = normalised(text);
  if (!key) return null;
  const code = (STATE_ALIASES[key] ?? key).toUpperCase();
  const [row] = await db
    .select({ code: states.code, name: states.name, is_union_territory: states.is_union_territory })
    .from(states)
    .where(or(eq(states.code, code), eq(sql`lower(${states.name})`, key)))
    .limit(1);
  return row ?? null;
}

export type UnrecognisedState = { kind: 'company' | 'branch'; id: number; name: string; state: string };

/** Companies and branches whose state is not one of the list (kept as typed by the migration). */
export async function unrecognisedStates(db: DbOrTx): Promise<UnrecognisedState[]> {
  const [companyRows, branchRows] = [
    await db
      .select({ id: companies.id, name: companies.name, state: companies.state })
      .from(companies)
      .where(isNull(companies.state_code))
      .orderBy(asc(companies.id)),
    await db
      .select({ id: branches.id, name: branches.name, state: branches.state })
      .from(branches)
      .where(isNull(branches.state_code))
      .orderBy(asc(branches.id)),
  ];
  return [
    ...companyRows.map((r) => ({ kind: 'company' as const, ...r })),
    ...branchRows.map((r) => ({ kind: 'branch' as const, ...r })),
  ];
}
