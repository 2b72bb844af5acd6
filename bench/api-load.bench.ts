/**
 * API load (budget: at least 1,500 requests/s at 50 connections with p99 under 100 ms on
 * PostgreSQL): autocannon on loopback against the main list endpoints with 10,000 employees, signed in
 * as the demo admin, next to a Fastify hello-world server in the same process as the ceiling of this
 * machine. autocannon fires from a worker thread, so load and server do not share one event loop.
 * Run: npm run bench (needs the PostgreSQL server of BENCH_DATABASE_URL; see bench/lib.ts)
 */
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { openDatabase } from '../server/src/db/client';
import { prepareDatabase } from '../server/src/db/prepare';
import { todayIn } from '../server/src/platform/dates';
import { recordBudget } from './budgets';
import { benchEmployees, scratchDatabase, serveApp } from './lib';

type LoadResult = {
  requests: { average: number };
  latency: { p50: number; p99: number };
  '2xx': number;
  non2xx: number;
  errors: number;
};
type LoadOptions = {
  url: string;
  connections: number;
  duration: number;
  workers: number;
  headers?: Record<string, string>;
};
// autocannon ships no types; this is the part of its promise API the bench uses.
const autocannon = createRequire(import.meta.url)('autocannon') as (opts: LoadOptions) => Promise<LoadResult>;

const EMPLOYEES = 10_000;
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
const WARM_UP_SECONDS = 2;
const TARGET_RPS = 1_500;
const TARGET_P99_MS = 100;

const scratch = await scratchDatabase();
const database = await openDatabase({ databaseUrl: scratch.url, dataDir: null });
const hello = Fastify();
try {
  await prepareDatabase(database.db, { seedDemo: true });
  const today = todayIn();
  await database.db.execute(benchEmployees(EMPLOYEES - 60));
  // A month of weekdays of attendance, two leave requests and three payroll runs per bench employee.
  await database.db.execute(sql`
    insert into attendance_records (employee_id, attendance_date, status, clock_in, late_minutes, is_approved)
    select e.id, d::date, (array['present','present','late','absent','work_from_home'])[1 + (e.id + extract(doy from d)::int) % 5],
           d + time '09:30', 0, true
    from employees e cross join generate_series(${today}::date - 30, ${today}::date, interval '1 day') d
    where e.employee_id like 'BEN%' and extract(isodow from d) < 6
    on conflict do nothing`);
  await database.db.execute(sql`
    insert into leave_requests (employee_id, leave_type_id, start_date, end_date, days_requested, reason, status)
    select e.id, (select min(id) from leave_types), d, d, 1, 'Family function',
           (array['pending','approved','rejected'])[1 + (e.id + n) % 3]
    from employees e cross join generate_series(1, 2) n
    cross join lateral (select ${today}::date - (e.id % 200) - n * 7 as d) day
    where e.employee_id like 'BEN%'`);
  await database.db.execute(sql`
    insert into payroll_runs (employee_id, year, month, status, total_days, days_paid, basic_salary, gross_salary,
                              total_deductions, net_salary, pf_deduction, professional_tax, tds_deduction, breakdown, inputs)
    select e.id, extract(year from m)::int, extract(month from m)::int, 'paid',
           30, 30, 25000, 50000, 5000, 45000, 1800, 200, 3000, '{}', '{}'
    from employees e
    cross join generate_series(date_trunc('month', ${today}::date) - interval '3 months',
                               date_trunc('month', ${today}::date) - interval '1 month', interval '1 month') m
    where e.employee_id like 'BEN%'
    on conflict do nothing`);
  await database.db.execute(sql`analyze`);

  const server = await serveApp(database.db);
  const { base } = server;
  const token = await server.signIn();

  hello.get('/', async () => ({ hello: 'world' }));
  await hello.listen({ port: 0, host: '127.0.0.1' });
  const helloUrl = `http://127.0.0.1:${(hello.server.address() as AddressInfo).port}/`;

  const targets: { name: string; url: string; auth: boolean }[] = [
    { name: 'Fastify hello world (ceiling)', url: helloUrl, auth: false },
    ...['/employees', '/payroll-runs', '/leaves', '/attendance', '/job-postings'].map((path) => ({
      name: `GET /api${path}`,
      url: `${base}${path}`,
      auth: true,
    })),
  ];

  console.log(
    `\nAPI load: autocannon, ${CONNECTIONS} connections, ${SECONDS} s each after ${WARM_UP_SECONDS} s of warm-up, loopback, ${EMPLOYEES.toLocaleString('en-IN')} employees, PostgreSQL, signed in as admin`,
  );
  console.log(
    `${'endpoint'.padEnd(32)} ${'req/s'.padStart(8)} ${'p50'.padStart(8)} ${'p99'.padStart(8)} ${'non-2xx'.padStart(8)}  verdict (≥ ${TARGET_RPS} req/s, p99 < ${TARGET_P99_MS} ms)`,
  );
  for (const target of targets) {
    const headers = target.auth ? { authorization: `Bearer ${token}` } : undefined;
    // Warm-up: JIT-compiled handlers and each pooled connection's prepared statements, as on a running server.
    await autocannon({
      url: target.url,
      connections: CONNECTIONS,
      duration: WARM_UP_SECONDS,
      workers: 1,
      headers,
    });
    const result = await autocannon({
      url: target.url,
      connections: CONNECTIONS,
      duration: SECONDS,
      workers: 1,
      headers,
    });
    const rps = result.requests.average;
    const failed = result.non2xx + result.errors;
    const verdict = target.auth
      ? [
          rps >= TARGET_RPS ? null : `${Math.round((1 - rps / TARGET_RPS) * 100)}% below req/s target`,
          result.latency.p99 < TARGET_P99_MS ? null : 'p99 over target',
          failed === 0 ? null : 'FAILED REQUESTS',
        ]
          .filter(Boolean)
          .join(', ') || 'ok'
      : 'ceiling';
    recordBudget({
      bench: 'api-load',
      measure: target.name,
      figure: `${Math.round(rps)} req/s, p99 ${result.latency.p99} ms`,
      target: target.auth
        ? `≥ ${TARGET_RPS} req/s, p99 < ${TARGET_P99_MS} ms`
        : 'none (the machine’s ceiling)',
      met: target.auth ? verdict === 'ok' : null,
    });
    console.log(
      `${target.name.padEnd(32)} ${Math.round(rps).toString().padStart(8)} ${`${result.latency.p50} ms`.padStart(8)} ${`${result.latency.p99} ms`.padStart(8)} ${String(failed).padStart(8)}  ${verdict}`,
    );
  }
  await server.close();
} finally {
  await hello.close();
  await database.close();
  await scratch.drop();
}
