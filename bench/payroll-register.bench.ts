/**
 * The month's payroll register with 1,00,000 employees' runs on PostgreSQL, over real HTTP (targets: a JSON
 * page with the month's totals within 100 ms, the whole register as CSV, streamed, within 5 s). Run: npm run
 * bench (needs the PostgreSQL server of BENCH_DATABASE_URL; see bench/lib.ts)
 */
import { sql } from 'drizzle-orm';
import { openDatabase } from '../server/src/db/client';
import { prepareDatabase } from '../server/src/db/prepare';
import { benchEmployees, report, scratchDatabase, serveApp, time } from './lib';

const EMPLOYEES = 100_000;
/** The bench's own employees, one run each: with the demo's 60, a company of EMPLOYEES (codes of five digits). */
const RUNS = EMPLOYEES - 60;
const SAMPLES = 30;
/** Each whole-register download is seconds of work at this size. */
const CSV_SAMPLES = 5;
// A month the demo data has no runs for, so that every one of the 10,000 is ours.
const YEAR = 2024;
const MONTH = 3;

const scratch = await scratchDatabase();
const database = await openDatabase({ databaseUrl: scratch.url, dataDir: null });
try {
  await prepareDatabase(database.db, { seedDemo: true });
  await database.db.execute(benchEmployees(RUNS, { allActive: true }));
  // One processed run each, shaped as the payroll engine saves them (amounts in rupees).
  await database.db.execute(sql`
    insert into payroll_runs (employee_id, year, month, status, total_days, days_paid, basic_salary, gross_salary,
                              total_deductions, net_salary, pf_deduction, professional_tax, tds_deduction, breakdown, inputs)
    select e.id, ${YEAR}, ${MONTH}, 'processed', 31, 31, pay.basic, pay.gross, pay.deductions, pay.gross - pay.deductions,
           1800, 200, pay.tds,
           jsonb_build_object(
             'earnings', jsonb_build_object('basic_salary', pay.basic, 'hra', pay.basic / 2),
             'deductions', jsonb_build_object('pf_deduction', 1800, 'esic_deduction', 0, 'professional_tax', 200,
                                              'tds_deduction', pay.tds),
             'employer_contributions', jsonb_build_object('pf_pension', 1250, 'pf_provident_fund', 550, 'esic', 0)),
           '{}'::jsonb
    from employees e
    cross join lateral (select 20000 + (e.id % 50) * 1000 as basic) b
    cross join lateral (select b.basic as basic, b.basic * 1.8 as gross, (b.basic / 10)::numeric(14, 2) as tds,
                               2000 + (b.basic / 10)::numeric(14, 2) as deductions) pay
    where e.employee_id like 'BEN%'`);
  await database.db.execute(sql`analyze`);

  const server = await serveApp(database.db);
  const { base } = server;
  const token = await server.signIn();
  const get = (path: string) => async () => {
    const res = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
    await res.arrayBuffer();
  };
  const register = `/reports/payroll-register?month=${MONTH}&year=${YEAR}`;

  report(
    `Payroll register, ${RUNS.toLocaleString('en-IN')} runs in a month, PostgreSQL, ${SAMPLES} requests each`,
    [
      {
        name: 'page 1 (100 rows) with totals',
        samples: await time(SAMPLES, get(`${register}&per_page=100`)),
        targetMs: 100,
      },
      {
        name: 'last page with totals',
        samples: await time(SAMPLES, get(`${register}&per_page=100&page=${Math.ceil(RUNS / 100)}`)),
        targetMs: 100,
      },
      {
        name: 'whole register as CSV',
        samples: await time(CSV_SAMPLES, get(`${register}&format=csv`)),
        targetMs: 5000,
      },
    ],
  );
  await server.close();
} finally {
  await database.close();
  await scratch.drop();
}
