/**
 * Payroll on PostgreSQL, over real HTTP, for companies of 1,000, 10,000 and 1,00,000 employees (each in its
 * own scratch database; BENCH_EMPLOYEES=10000 or a comma-separated list runs those sizes only). Targets
 * (docs/decisions/performance.md, "npm run bench runs payroll at three company sizes"), request to job
 * finished: 1,000 within 0.5 s; 10,000 within 2 s and within 3× the floor (the same rows written in one
 * statement, measured in the same run), peak memory under 500 MB and the CSV upload under 10 s; 1,00,000
 * within 20 s, peak memory under 600 MB and the CSV upload under 30 s. Each employee has a salary structure
 * and a month of attendance; one in ten also has, for the timed month, a salary revision back-dated into the
 * approved month before it (arrears), a loan being repaid and an approved expense claim. Run: npm run bench
 * (see bench/lib.ts for the database).
 */
import { sql } from 'drizzle-orm';
import { openDatabase, rawRows } from '../server/src/db/client';
import { startInstance, stopInstance } from '../server/test/instance';
import { cpuMs, describeJob, followJob, jobTimes, postgresCpuMs, residentMb } from './api-process';
import { recordBudget } from './budgets';
import { payrollWriteFloor, report, scratchDatabase, seedPayrollPopulation, signInAdmin } from './lib';
import { EARLIER_MONTH, PROCESS_MONTH, seedAdditions, WITH_ADDITIONS_ONE_IN } from './payroll-additions';

const SIZES = (process.env.BENCH_EMPLOYEES ?? '1000,10000,100000').split(',').map(Number);
/** The targets by company size (0.2 ms an employee otherwise). */
const TARGETS: Record<
  number,
  { processMs: number; uploadMs: number; memoryMb: number; floorRatio?: number }
> = {
  1000: { processMs: 500, uploadMs: 10_000, memoryMb: 500 },
  10000: { processMs: 2_000, uploadMs: 10_000, memoryMb: 500, floorRatio: 3 },
  100000: { processMs: 20_000, uploadMs: 30_000, memoryMb: 600 },
};
const UPLOAD_MONTH = { year: 2026, month: 7 };

for (const employees of SIZES) await benchSize(employees);

/** One company size, in a scratch database of its own with the API in its own process. */
async function benchSize(employees: number) {
  const target = TARGETS[employees] ?? {
    processMs: Math.max(500, employees * 0.2),
    uploadMs: employees,
    memoryMb: 600,
  };
  const scratch = await scratchDatabase();
  let stopApi = async () => {};
  const database = await openDatabase({ databaseUrl: scratch.url, dataDir: null });
  try {
    const bench = await seedPayrollPopulation(database.db, employees);

    // The API in its own process, as in production, so its memory and CPU are its own.
    // BENCH_CPU_PROF=dir writes the API's CPU profile there when it stops (bench/cpu-profile.ts reads it).
    const profileDir = process.env.BENCH_CPU_PROF;
    const api = await startInstance({
      name: 'API',
      databaseUrl: scratch.url,
      seedDemo: false,
      // BENCH_NODE_ARGS tries Node or V8 flags on the API (e.g. '--max-old-space-size=384').
      nodeArgs: [
        ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
        ...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
      ],
    });
    // An API that dies under the load is the finding: say why, with its last words.
    const died = (code: number | null, signal: string | null) => {
      console.error(
        `the API exited (${signal ?? code}) during the bench:\n${api.output.join('').slice(-3000)}`,
      );
      process.exit(1);
    };
    api.child.once('exit', died);
    stopApi = () => {
      api.child.off('exit', died);
      return stopInstance(api);
    };
    const { base } = api;
    const pid = api.child.pid as number;
    const token = await signInAdmin(base);
    const auth = { authorization: `Bearer ${token}` };

    const ids = bench.map((r) => r.id);
    const codes = bench.map((r) => r.employee_id);

    const finished = (jobId: number) => followJob(base, auth, jobId);

    /** Wall time of one call, and the server process's resident memory at its highest during it. */
    async function measure(run: () => Promise<Response>) {
      let peak = residentMb(pid);
      let peakAt = 0;
      const started = performance.now();
      const sampler = setInterval(() => {
        const now = residentMb(pid);
        if (now > peak) [peak, peakAt] = [now, performance.now() - started];
      }, 20);
      const cpuBefore = cpuMs(pid);
      const dbCpuBefore = postgresCpuMs();
      const res = await run();
      let body = (await res.json()) as Record<string, unknown>;
      // Large work answers 202 with a job: follow it to the end, as the client's progress bar does.
      const jobId = res.status === 202 ? (body.job_id as number) : null;
      if (jobId !== null) body = await finished(jobId);
      const ms = performance.now() - started;
      console.log(
        `  ${Math.round(ms)} ms wall, CPU ${Math.round(cpuMs(pid) - cpuBefore)} ms in the API process and ${Math.round(postgresCpuMs() - dbCpuBefore)} ms in PostgreSQL, memory at most ${Math.round(peak)} MB (${Math.round(peakAt)} ms in)`,
      );
      // Where a job's wall time goes: waiting for a worker, running, and (on PostgreSQL) its parts.
      if (jobId !== null) console.log(`  ${describeJob(jobId, await jobTimes(database.db, jobId))}`);
      clearInterval(sampler);
      if (res.status !== 200 && res.status !== 202) {
        throw new Error(`answered ${res.status}: ${JSON.stringify(body).slice(0, 300)}`);
      }
      return { ms, peakMb: peak, body };
    }

    // Pay besides the structure for one employee in ten: May attended, processed and approved, then a raise dated 1 May
    // (arrears in June), a loan repaid from June and an approved expense claim.
    await seedAdditions(database.db, async () => {
      const earlier = await fetch(`${base}/payroll/bulk-process-indian`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ employee_ids: ids, ...EARLIER_MONTH }),
      });
      const earlierJob = (await earlier.json()) as { job_id?: number };
      if (earlierJob.job_id) await finished(earlierJob.job_id);
    });

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

    // The floor: the same number of runs, written by this database in one statement.
    const floorMs = await payrollWriteFloor(database.db, PROCESS_MONTH, ids.length);
    recordBudget({
      bench: 'payroll',
      measure: `floor: ${ids.length.toLocaleString('en-IN')} payroll runs written in one insert … select`,
      figure: `${floorMs.toFixed(1)} ms`,
      target: 'none',
      met: null,
    });
    console.log(`  floor: ${floorMs.toFixed(1)} ms to write ${ids.length} payroll runs in one statement`);
    const floor = { ms: floorMs, atMost: target.floorRatio };
    const size = ids.length.toLocaleString('en-IN');
    report(`Payroll, ${ids.length.toLocaleString('en-IN')} employees, PostgreSQL, one call each`, [
      {
        name: `bulk-process-indian, ${size} (new runs)`,
        samples: [first.ms],
        targetMs: target.processMs,
        floor,
      },
      {
        name: `bulk-process-indian, ${size} (recompute)`,
        samples: [again.ms],
        targetMs: target.processMs,
        floor,
      },
      {
        name: `upload-csv, ${size} rows`,
        samples: [upload.ms],
        targetMs: target.uploadMs,
        floor: { ms: floorMs },
      },
    ]);
    const perSecond = (ms: number) => Math.round((ids.length / ms) * 1000).toLocaleString('en-IN');
    console.log(
      `employees per second: ${perSecond(first.ms)} (new), ${perSecond(again.ms)} (recompute), ${perSecond(upload.ms)} (CSV rows)`,
    );
    const peak = Math.max(first.peakMb, again.peakMb, upload.peakMb);
    recordBudget({
      bench: 'payroll',
      measure: `peak resident memory of the API process, ${ids.length.toLocaleString('en-IN')} employees`,
      figure: `${peak.toFixed(0)} MB`,
      target: `≤ ${target.memoryMb} MB`,
      met: peak <= target.memoryMb,
    });
    console.log(
      `peak resident memory of the API process: ${peak.toFixed(0)} MB (target ${target.memoryMb} MB) ${peak <= target.memoryMb ? 'ok' : 'OVER TARGET'}; ${restingMb.toFixed(0)} MB at rest before the first call`,
    );
  } finally {
    await stopApi();
    await database.close();
    await scratch.drop();
  }
}
