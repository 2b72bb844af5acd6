/**
 * One company's bulk payroll shared by API instances on one PostgreSQL database: the same
 * 10,000-employee month recomputed by one instance, then by two. On PostgreSQL a bulk run is split into
 * parts of 500 employees that any instance takes (two at a time each). Each figure comes with what the
 * scale-out model (docs/operations.md) needs: the parts each instance ran, the median part's running time, and the CPU
 * time the API instances and the database spent, per 1,000 employees. Run: npm run bench
 */
import { availableParallelism } from 'node:os';
import { openDatabase } from '../server/src/db/client';
import { type Instance, startInstance, stopInstance } from '../server/test/instance';
import { cpuMs, describeJob, followJob, jobTimes, postgresCpuMs } from './api-process';
import { recordBudget } from './budgets';
import { payrollWriteFloor, report, scratchDatabase, seedPayrollPopulation, signInAdmin } from './lib';
import { PROCESS_MONTH, seedAdditions } from './payroll-additions';

const EMPLOYEES = Number(process.env.BENCH_EMPLOYEES ?? 10_000);
/** The same bound as one instance's (payroll.bench.ts): two must not be slower than one is asked to be. */
const TARGET_MS = EMPLOYEES === 10_000 ? 2_000 : Math.max(500, EMPLOYEES * 0.2);

const scratch = await scratchDatabase();
const database = await openDatabase({ databaseUrl: scratch.url, dataDir: null });
const instances: Instance[] = [];
try {
  const ids = (await seedPayrollPopulation(database.db, EMPLOYEES)).map((r) => r.id);
  const start = (name: string) =>
    startInstance({ name, databaseUrl: scratch.url, seedDemo: false }).then((i) => {
      instances.push(i);
      return i;
    });
  const a = await start('A');
  const auth = { authorization: `Bearer ${await signInAdmin(a.base)}` };
  const processAll = async (month = PROCESS_MONTH) => {
    const res = await fetch(`${a.base}/payroll/bulk-process-indian`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ employee_ids: ids, ...month }),
    });
    const { job_id: jobId } = (await res.json()) as { job_id: number };
    await followJob(a.base, auth, jobId);
    return jobId;
  };
  // As payroll.bench.ts: one employee in ten also has arrears, a loan EMI and an expense claim this month.
  await seedAdditions(database.db, async () => {
    await processAll({ year: PROCESS_MONTH.year, month: PROCESS_MONTH.month - 1 });
  });
  await processAll(); // the month's runs exist: what follows recomputes them, on one instance then two

  /** A recompute of the month, with the CPU time the instances and the database spent on it. */
  async function recompute(label: string) {
    const apiBefore = instances.map((i) => cpuMs(i.child.pid as number));
    const dbBefore = postgresCpuMs();
    const started = performance.now();
    const jobId = await processAll();
    const ms = performance.now() - started;
    const apiCpu = instances.reduce(
      (sum, i, n) => sum + cpuMs(i.child.pid as number) - (apiBefore[n] ?? 0),
      0,
    );
    const dbCpu = postgresCpuMs() - dbBefore;
    const times = await jobTimes(database.db, jobId);
    const perThousand = (cpu: number) => Math.round((cpu / ids.length) * 1000);
    console.log(`  ${label}: ${Math.round(ms)} ms wall; ${describeJob(jobId, times)}`);
    console.log(
      `  CPU: API instances ${apiCpu} ms (${perThousand(apiCpu)} ms per 1,000 employees), PostgreSQL ${dbCpu} ms (${perThousand(dbCpu)} ms per 1,000)`,
    );
    recordBudget({
      bench: 'payroll-scale-out',
      measure: `${label}: CPU per 1,000 employees (API instances / PostgreSQL), median part of 500`,
      figure: `${perThousand(apiCpu)} ms / ${perThousand(dbCpu)} ms, part ${Math.round(times.medianPartMs)} ms`,
      target: 'none',
      met: null,
    });
    return { ms, times };
  }

  const one = await recompute('1 instance');
  await start('B');
  const two = await recompute('2 instances');
  if (two.times.partsByWorker.length < 2) throw new Error('the second instance took no part of the run');

  const floor = { ms: await payrollWriteFloor(database.db, PROCESS_MONTH, ids.length) };
  report(
    `Bulk payroll recompute, ${ids.length.toLocaleString('en-IN')} employees, PostgreSQL, by instances`,
    [
      { name: 'one instance (parts of 500, two at a time)', samples: [one.ms], targetMs: TARGET_MS, floor },
      { name: 'two instances sharing the parts', samples: [two.ms], targetMs: TARGET_MS, floor },
    ],
  );
  console.log(
    `speed-up with a second instance: ${(one.ms / two.ms).toFixed(2)}× on this ${availableParallelism()}-core machine (database included)`,
  );
} finally {
  for (const instance of instances) await stopInstance(instance);
  await database.close();
  await scratch.drop();
}
