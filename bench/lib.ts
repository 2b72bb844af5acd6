import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { type SQL, sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import { type Db, rawRows } from '../server/src/db/client';
import { prepareDatabase } from '../server/src/db/prepare';
import { DEMO_PASSWORD } from '../server/src/db/seed/demo/seed';
import { payrollPopulation } from '../server/test/payroll-population';
import { recordBudget } from './budgets';

/** A new, empty database on the PostgreSQL server (BENCH_DATABASE_URL), dropped by the returned function. */
export async function scratchDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const server = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `hrms_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: server });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** Times `run` `count` times after a short warm-up; returns milliseconds, sorted. */
export async function time(count: number, run: () => Promise<void>): Promise<number[]> {
  for (let i = 0; i < Math.min(20, count); i++) await run();
  const samples: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  return samples.sort((a, b) => a - b);
}

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

/** One measurement: its samples and target; a payroll figure also names its floor and a ratio ceiling. */
export type Measurement = {
  name: string;
  samples: number[];
  targetMs: number;
  /** The floor of the same work on the same database (payrollWriteFloor), measured in the same run. */
  floor?: { ms: number; atMost?: number };
};

/**
 * Prints one row per measurement: median and p95 against a target for the median; with a floor, the
 * median as a multiple of it too, and the budget is met only within both the target and the ratio.
 */
export function report(title: string, rows: Measurement[]) {
  const bench = process.argv[1]?.split('/').pop()?.replace('.bench.ts', '') ?? 'bench';
  console.log(`\n${title}`);
  const floors = rows.some((r) => r.floor);
  console.log(
    `${'measurement'.padEnd(44)} ${'median'.padStart(9)} ${'p95'.padStart(9)} ${'target'.padStart(9)}${floors ? ` ${'× floor'.padStart(8)}` : ''}  verdict`,
  );
  for (const r of rows) {
    const median = percentile(r.samples, 50);
    const ratio = r.floor ? median / r.floor.ms : null;
    const met =
      median <= r.targetMs && (ratio === null || ratio <= (r.floor?.atMost ?? Number.POSITIVE_INFINITY));
    const ratioTarget = r.floor?.atMost === undefined ? '' : ` and ≤ ${r.floor.atMost}× the floor`;
    console.log(
      `${r.name.padEnd(44)} ${`${median.toFixed(1)} ms`.padStart(9)} ${`${percentile(r.samples, 95).toFixed(1)} ms`.padStart(9)} ${`${r.targetMs} ms`.padStart(9)}${floors ? ` ${(ratio === null ? '' : `${ratio.toFixed(1)}×`).padStart(8)}` : ''}  ${met ? 'ok' : 'SLOWER THAN TARGET'}`,
    );
    recordBudget({
      bench,
      measure: `${r.name} (median)`,
      figure: r.floor ? againstFloor(median, r.floor.ms) : `${median.toFixed(1)} ms`,
      target: `≤ ${r.targetMs} ms${ratioTarget}`,
      met,
    });
  }
}

/** The API on a free loopback port over this database; `signIn` answers a demo user's bearer token. */
export async function serveApp(db: Db) {
  const config = { ...loadConfig({ LOG_LEVEL: 'silent' }), webDist: null, port: 0, host: '127.0.0.1' };
  const app = await buildApp(config, db);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api`;
  const signIn = async (email = 'admin@demo.test') => {
    const res = await fetch(`${base}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'Demo@12345' }),
    });
    return ((await res.json()) as { token: string }).token;
  };
  return { base, signIn, close: () => app.close() };
}

/**
 * Adds `count` employees coded BEN00001 onwards to the demo company, over its two branches and six
 * departments, with names varied enough that searches have realistic selectivity; every fourth is
 * inactive unless `allActive`.
 */
export function benchEmployees(count: number, opts: { allActive?: boolean } = {}): SQL {
  const status = opts.allActive
    ? sql`'active'`
    : sql`(array['active','active','active','inactive'])[1 + g % 4]`;
  return sql`
    insert into employees (employee_id, first_name, last_name, email, company_id, branch_id, department_id, hire_date, status)
    select 'BEN' || lpad(g::text, 5, '0'),
           (array['Asha','Ravi','Meena','Arjun','Kavya','Rohit','Sneha','Vikas','Divya','Anil'])[1 + g % 10] || g % 97,
           (array['Sharma','Iyer','Patel','Reddy','Nair','Gupta','Das','Rao','Joshi','Khan'])[1 + (g / 10) % 10],
           'bench' || g || '@demo.test', 1, 1 + g % 2, 1 + g % 6, date '2020-01-01' + (g % 1500), ${status}
    from generate_series(1, ${count}) g`;
}

/**
 * The payroll benches' company: the demo plus employees up to `total`, each with a salary structure and a
 * month of attendance with one absence in twenty working days. Returns the added employees, by id.
 */
export async function seedPayrollPopulation(db: Db, total: number) {
  await prepareDatabase(db, { seedDemo: true });
  for (const statement of payrollPopulation({
    code: 'BEN',
    name: 'Bench',
    count: total - 60,
    absentOneIn: 20,
  }))
    await db.execute(sql.raw(statement));
  return rawRows<{ id: number; employee_id: string }>(
    db,
    sql`select id, employee_id from employees where employee_id like 'BEN%' order by id`,
  );
}

/** A bearer token of the demo super admin from an API at `base` (…/api). */
export async function signInAdmin(base: string): Promise<string> {
  const res = await fetch(`${base}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.test', password: DEMO_PASSWORD }),
  });
  return ((await res.json()) as { token: string }).token;
}

/** A month no bench or demo run uses: the floor's rows are written there and removed after. */
const FLOOR_PERIOD = { year: 2099, month: 1 };

/**
 * The floor of a payroll figure: the milliseconds this database takes to write as many
 * payroll-run rows (`rows`, copied from the month `from`) — every column, the breakdown and inputs JSON included — in
 * one set-wise statement (insert … select). No engine, no network, no per-row round trip: the least any
 * payroll run of that size can cost here. The copies are deleted afterwards, untimed. See
 * docs/decisions/performance.md, "The floor".
 */
export async function payrollWriteFloor(db: Db, from: { year: number; month: number }, rows: number) {
  const columns = (
    await rawRows<{ name: string }>(
      db,
      sql`select column_name as name from information_schema.columns
          where table_name = 'payroll_runs' and column_name not in ('id', 'year', 'month')
          order by ordinal_position`,
    )
  ).map((c) => `"${c.name}"`);
  const list = sql.raw(columns.join(', '));
  const started = performance.now();
  const [written] = await rawRows<{ rows: number }>(
    db,
    sql`with written as (
          insert into payroll_runs (year, month, ${list})
          select ${FLOOR_PERIOD.year}, ${FLOOR_PERIOD.month}, ${list} from payroll_runs
          where year = ${from.year} and month = ${from.month}
          order by id limit ${rows}
          returning 1
        ) select count(*)::int as rows from written`,
  );
  const ms = performance.now() - started;
  await db.execute(
    sql`delete from payroll_runs where year = ${FLOOR_PERIOD.year} and month = ${FLOOR_PERIOD.month}`,
  );
  if (written?.rows !== rows) throw new Error(`the floor wrote ${written?.rows} rows, not ${rows}`);
  return ms;
}

/** "7,100 ms (7.1 s, 24.5× the floor)": a payroll figure as the bench summary prints it. */
export function againstFloor(ms: number, floorMs: number) {
  return `${Math.round(ms).toLocaleString('en-IN')} ms (${(ms / 1000).toFixed(1)} s, ${(ms / floorMs).toFixed(1)}× the floor)`;
}
