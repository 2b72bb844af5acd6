/**
 * Payroll for 10,000 employees on PostgreSQL, over real HTTP (issue 9 targets: bulk-process-indian under
 * 10 s with peak memory under 500 MB; a 10,000-row CSV upload under 10 s). Each employee has a salary
 * structure and a month of attendance; one in ten also has, for the timed month (issue 19), a salary revision
 * back-dated into the approved month before it (arrears), a loan being repaid and an approved expense claim.
 * Run: npm run bench (see bench/lib.ts for the database).
 */
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { openDatabase, rawRows } from '../server/src/db/client';
import { startInstance } from '../server/test/instance';
import { recordBudget } from './budgets';
import { report, scratchDatabase, seedPayrollPopulation, signInAdmin } from './lib';

const EMPLOYEES = Number(process.env.BENCH_EMPLOYEES ?? 10_000);
/** Fixed months of FY 2026-27 (seeded regimes), away from the demo's own runs. */
const PROCESS_MONTH = { year: 2026, month: 6 };
/** Processed and approved before the timed runs; a revision dated into it makes June pay arrears. */
const EARLIER_MONTH = { year: 2026, month: 5 };
const UPLOAD_MONTH = { year: 2026, month: 7 };
/** One employee in this many has arrears, a loan and an expense claim in the timed month. */
const WITH_ADDITIONS_ONE_IN = 10;

/** Resident memory of a process now, in MB (Linux /proc). */
function residentMb(pid: number): number {
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb ?? 0) / 1024;
}

/** CPU time a process has used so far, user and system, in ms (clock ticks of 10 ms). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * For every `oneIn`-th bench employee: May's runs approved, a structure dated 1 May 2026 with BASIC ₹3,000
 * higher (saved now, after May was processed: June pays May's arrears), a ₹50,000 loan at 9% with a ₹5,000
 * EMI from June, and an approved ₹1,200 travel claim.
 */
function additionsFor(oneIn: number) {
  const chosen = sql.raw(`e.employee_id like 'BEN%' and e.id % ${oneIn} = 0`);
  return [
    sql`update payroll_runs r set status = 'approved', approved_at = now() from employees e
        where e.id = r.employee_id and e.employee_id like 'BEN%' and r.year = ${EARLIER_MONTH.year}
          and r.month = ${EARLIER_MONTH.month} and r.status = 'processed'`,
    sql`insert into salary_structures (employee_id, effective_from)
        select e.id, date '2026-05-01' from employees e where ${chosen}`,
    sql`insert into salary_structure_lines (salary_structure_id, salary_component_id, amount, percentage)
        select n.id, l.salary_component_id,
               case when c.code = 'BASIC' then l.amount + 3000 else l.amount end, l.percentage
        from salary_structures n
        join employees e on e.id = n.employee_id and ${chosen}
        join salary_structures o on o.employee_id = n.employee_id and o.effective_from = date '2024-04-01'
        join salary_structure_lines l on l.salary_structure_id = o.id
        join salary_components c on c.id = l.salary_component_id
        where n.effective_from = date '2026-05-01'`,
    sql`insert into loans (employee_id, kind, principal, interest_rate, emi, disbursed_on, start_year, start_month)
        select e.id, 'loan', 50000, 9, 5000, date '2026-05-20', 2026, 6 from employees e where ${chosen}`,
    sql`insert into loan_ledger (loan_id, entry, year, month, on_date, principal)
        select l.id, 'disbursement', 2026, 5, l.disbursed_on, l.principal from loans l
        join employees e on e.id = l.employee_id and ${chosen}`,
    sql`insert into reimbursement_claims (employee_id, category_id, amount, expense_date, description, status, decided_at)
        select e.id, (select id from reimbursement_categories order by id limit 1), 1200, date '2026-05-28',
               'Client visit', 'approved', now()
        from employees e where ${chosen}`,
    sql`analyze`,
  ];
}

const scratch = await scratchDatabase();
let stopApi = () => {};
const database = await openDatabase({ databaseUrl: scratch.url, dataDir: null });
try {
  const bench = await seedPayrollPopulation(database.db, EMPLOYEES);

  // The API in its own process, as in production, so its memory and CPU are its own.
  const api = await startInstance({ name: 'API', databaseUrl: scratch.url, seedDemo: false });
  stopApi = () => api.child.kill('SIGTERM');
  const { base } = api;
  const pid = api.child.pid as number;
  const token = await signInAdmin(base);
  const auth = { authorization: `Bearer ${token}` };

  const ids = bench.map((r) => r.id);
  const codes = bench.map((r) => r.employee_id);

  /** Polls a job until it ends; its result is what the synchronous call would have answered. */
  async function finished(jobId: number): Promise<Record<string, unknown>> {
    for (;;) {
      const res = await fetch(`${base}/jobs/${jobId}`, { headers: auth });
      const { job } = (await res.json()) as {
        job: { status: string; result: Record<string, unknown>; error: string };
      };
      if (job.status === 'succeeded') return job.result;
      if (job.status === 'failed') throw new Error(`job ${jobId} failed: ${job.error}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  /** Wall time of one call, and the server process's resident memory at its highest during it. */
  async function measure(run: () => Promise<Response>) {
    let peak = residentMb(pid);
    const sampler = setInterval(() => {
      peak = Math.max(peak, residentMb(pid));
    }, 20);
    const started = performance.now();
    const cpuBefore = cpuMs(pid);
    const res = await run();
    let body = (await res.json()) as Record<string, unknown>;
    // Large work answers 202 with a job: follow it to the end, as the client's progress bar does.
    if (res.status === 202) body = await finished(body.job_id as number);
    const ms = performance.now() - started;
    console.log(`  ${Math.round(ms)} ms wall, ${Math.round(cpuMs(pid) - cpuBefore)} ms of API process CPU`);
    clearInterval(sampler);
    if (res.status !== 200 && res.status !== 202) {
      throw new Error(`answered ${res.status}: ${JSON.stringify(body).slice(0, 300)}`);
    }
    return { ms, peakMb: peak, body };
  }

  // Issue 19's additions for one employee in ten: May attended, processed and approved, then a raise dated 1 May
  // (arrears in June), a loan repaid from June and an approved expense claim.
  await database.db.execute(
    sql`insert into attendance_records (employee_id, attendance_date, status, total_hours, is_approved)
        select e.id, d::date, 'present', 8, true from employees e
        cross join generate_series(date '2026-05-01', date '2026-05-31', interval '1 day') d
        where e.employee_id like 'BEN%' and extract(isodow from d) < 6`,
  );
  const earlier = await fetch(`${base}/payroll/bulk-process-indian`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ employee_ids: ids, ...EARLIER_MONTH }),
  });
  const earlierJob = (await earlier.json()) as { job_id?: number };
  if (earlierJob.job_id) await finished(earlierJob.job_id);
  for (const statement of additionsFor(WITH_ADDITIONS_ONE_IN)) await database.db.execute(statement);

  const restingMb = residentMb(pid);
  const processAll = () =>
    fetch(`${base}/payroll/bulk-process-indian`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ employee_ids: ids, ...PROCESS_MONTH }),
    });
  const first = await measure(processAll);
  if (first.body.processed !== ids.length)
    throw new Error(`processed ${first.body.processed} of ${ids.length}`);
  const [paid] = await rawRows<{ arrears: number; loans: number; claims: number }>(
    database.db,
    sql`select count(*) filter (where (breakdown->'earnings'->>'arrears')::numeric > 0)::int as arrears,
               count(*) filter (where jsonb_array_length(breakdown->'loan_recoveries') > 0)::int as loans,
               count(*) filter (where jsonb_array_length(breakdown->'claims') > 0)::int as claims
        from payroll_runs where year = ${PROCESS_MONTH.year} and month = ${PROCESS_MONTH.month}`,
  );
  console.log(
    `  runs paying arrears: ${paid?.arrears}, loan EMIs: ${paid?.loans}, expense claims: ${paid?.claims} (of ${ids.length})`,
  );
  const expected = Math.floor(ids.length / WITH_ADDITIONS_ONE_IN);
  if (!paid || Math.min(paid.arrears, paid.loans, paid.claims) < expected * 0.9)
    throw new Error('the timed run did not pay the seeded arrears, loan EMIs and expense claims');
  const again = await measure(processAll);

  const header =
    'employee_code,employee_name,total_days,days_present,days_paid,basic_salary,hra,other_allowance,pf_deduction,professional_tax';
  const csv = [header, ...codes.map((c, i) => `${c},Bench ${i},31,22,31,30000,12000,5000,1800,200`)].join(
    '\n',
  );
  const upload = await measure(() => {
    const form = new FormData();
    form.set('month', String(UPLOAD_MONTH.month));
    form.set('year', String(UPLOAD_MONTH.year));
    form.set('overwrite', 'false');
    form.set('file', new Blob([csv], { type: 'text/csv' }), 'payroll.csv');
    return fetch(`${base}/payroll/upload-csv`, { method: 'POST', headers: auth, body: form });
  });
  const summary = upload.body.summary as { success: number };
  if (summary.success !== codes.length) throw new Error(`uploaded ${summary.success} of ${codes.length}`);

  report(`Payroll, ${ids.length.toLocaleString('en-IN')} employees, PostgreSQL, one call each`, [
    { name: 'bulk-process-indian (new runs)', samples: [first.ms], targetMs: 10_000 },
    { name: 'bulk-process-indian (recompute)', samples: [again.ms], targetMs: 10_000 },
    {
      name: `upload-csv (${codes.length.toLocaleString('en-IN')} rows)`,
      samples: [upload.ms],
      targetMs: 10_000,
    },
  ]);
  const perSecond = (ms: number) => Math.round((ids.length / ms) * 1000).toLocaleString('en-IN');
  console.log(
    `employees per second: ${perSecond(first.ms)} (new), ${perSecond(again.ms)} (recompute), ${perSecond(upload.ms)} (CSV rows)`,
  );
  const peak = Math.max(first.peakMb, again.peakMb, upload.peakMb);
  recordBudget({
    bench: 'payroll',
    measure: 'peak resident memory of the API process',
    figure: `${peak.toFixed(0)} MB`,
    target: '≤ 500 MB',
    met: peak <= 500,
  });
  console.log(
    `peak resident memory of the API process: ${peak.toFixed(0)} MB (target 500 MB) ${peak <= 500 ? 'ok' : 'OVER TARGET'}; ${restingMb.toFixed(0)} MB at rest before the first call`,
  );
} finally {
  stopApi();
  await database.close();
  await scratch.drop();
}
