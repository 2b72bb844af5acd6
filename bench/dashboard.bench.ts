/**
 * GET /api/dashboard/stats with 10,000 employees, three months of attendance and three months of payroll
 * runs on PostgreSQL, over real HTTP (target: median under 100 ms). Analytics and activities are
 * printed alongside against our own reference targets (no budget is set for them). Run: npx tsx bench/dashboard.bench.ts (needs the PostgreSQL server of
 * BENCH_DATABASE_URL; see bench/lib.ts)
 */
import { sql } from 'drizzle-orm';
import { openDatabase } from '../server/src/db/client';
import { prepareDatabase } from '../server/src/db/prepare';
import { todayIn } from '../server/src/platform/dates';
import { benchEmployees, report, scratchDatabase, serveApp, time } from './lib';

const EMPLOYEES = 10_000;
const SAMPLES = 200;

const scratch = await scratchDatabase();
const database = await openDatabase({ databaseUrl: scratch.url, dataDir: null });
try {
  await prepareDatabase(database.db, { seedDemo: true });
  const today = todayIn();
  await database.db.execute(benchEmployees(EMPLOYEES - 60));
  // Every weekday of the last three months for each bench employee: mostly on time, some late, some absent.
  await database.db.execute(sql`
    insert into attendance_records (employee_id, attendance_date, status, clock_in, late_minutes, is_approved)
    select e.id, d::date,
           (array['present','present','present','present','present','present','late','late','absent','work_from_home'])[1 + (e.id + extract(doy from d)::int) % 10],
           d + time '09:25' + ((e.id + extract(doy from d)::int) % 10) * interval '4 minutes',
           case when (e.id + extract(doy from d)::int) % 10 in (6, 7) then 12 else 0 end, true
    from employees e
    cross join generate_series(${today}::date - 91, ${today}::date, interval '1 day') d
    where e.employee_id like 'BEN%' and extract(isodow from d) < 6
    on conflict do nothing`);
  // Three months of payroll runs per bench employee, the latest still being processed.
  await database.db.execute(sql`
    insert into payroll_runs (employee_id, year, month, status, total_days, days_paid, basic_salary, gross_salary,
                              total_deductions, net_salary, pf_deduction, professional_tax, tds_deduction, breakdown, inputs)
    select e.id, extract(year from m)::int, extract(month from m)::int,
           case when m = date_trunc('month', ${today}::date) then 'processed' else 'paid' end,
           30, 30, 25000, 50000, 5000, 45000, 1800, 200, 3000, '{}', '{}'
    from employees e
    cross join generate_series(date_trunc('month', ${today}::date) - interval '2 months',
                               date_trunc('month', ${today}::date), interval '1 month') m
    where e.employee_id like 'BEN%'
    on conflict do nothing`);
  await database.db.execute(sql`analyze`);
  const [counts] = (
    (await database.db.execute(
      sql`select (select count(*) from employees) as employees, (select count(*) from attendance_records) as attendance,
                 (select count(*) from payroll_runs) as runs`,
    )) as unknown as { rows: Record<string, number>[] }
  ).rows;

  const server = await serveApp(database.db);
  const { base } = server;
  const { signIn } = server;
  const [admin, hr] = [await signIn('admin@demo.test'), await signIn('hr@demo.test')];
  const get = (token: string, path: string) => async () => {
    const res = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
    await res.arrayBuffer();
  };

  report(
    `Dashboard, ${Number(counts?.employees).toLocaleString('en-IN')} employees, ${Number(counts?.attendance).toLocaleString('en-IN')} attendance records, ${Number(counts?.runs).toLocaleString('en-IN')} payroll runs, PostgreSQL, ${SAMPLES} requests each`,
    [
      {
        name: 'GET /dashboard/stats (HR manager)',
        samples: await time(SAMPLES, get(hr, '/dashboard/stats')),
        targetMs: 100,
      },
      {
        name: 'GET /dashboard/stats (super admin, all)',
        samples: await time(SAMPLES, get(admin, '/dashboard/stats')),
        targetMs: 100,
      },
      {
        name: 'GET /dashboard/analytics (6 months)',
        samples: await time(SAMPLES / 4, get(hr, '/dashboard/analytics')),
        targetMs: 500,
      },
      {
        name: 'GET /dashboard/activities',
        samples: await time(SAMPLES / 4, get(hr, '/dashboard/activities')),
        targetMs: 100,
      },
    ],
  );
  await server.close();
} finally {
  await database.close();
  await scratch.drop();
}
