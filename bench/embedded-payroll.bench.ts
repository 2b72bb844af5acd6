/**
 * The API's responsiveness on the embedded database (PGlite) while a bulk payroll of 10,000 employees
 * runs as a job (budget: p99 of GET /api/health and of a list page at most 200 ms meanwhile).
 * The API runs as its own process over a PGlite data directory, as an embedded deployment does; this
 * process starts bulk-process-indian for every employee and, until the job ends, sends a health check and
 * an employee list page every 100 ms each without waiting for earlier answers (as independent users would),
 * and polls the job every second (as the client's progress bar does). Run: npm run bench
 */
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../server/src/db/client';
import { startInstance, stopInstance } from '../server/test/instance';
import { recordBudget } from './budgets';
import { againstFloor, payrollWriteFloor, percentile, seedPayrollPopulation, signInAdmin } from './lib';
// June 2026: the month the population has attendance for (FY 2026-27, seeded regimes).
import { PROCESS_MONTH } from './payroll-additions';

const EMPLOYEES = Number(process.env.BENCH_EMPLOYEES ?? 10_000);
/** Each sampled endpoint is called this often, whether or not its earlier calls have answered. */
const EVERY_MS = 100;
const TARGET_P99_MS = 200;
/** The target for the embedded database's bulk payroll of 10,000 employees, request to job finished. */
const TARGET_PAYROLL_MS = 10_000;
const ENDPOINTS = { health: '/health', 'employee list': '/employees?per_page=15' };

const dataDir = mkdtempSync(path.join(tmpdir(), 'hrms-bench-pglite-'));
let stopApi = async () => {};
try {
  // Seeded here, then closed: one process at a time may open a PGlite data directory.
  const seeding = await openDatabase({ databaseUrl: null, dataDir });
  const ids = (await seedPayrollPopulation(seeding.db, EMPLOYEES)).map((r) => r.id);
  await seeding.close();

  const api = await startInstance({ name: 'API', dataDir, seedDemo: false });
  // The API closes its database on SIGTERM; one process at a time may open the data directory.
  stopApi = () => stopInstance(api);
  const { base } = api;
  const auth = { authorization: `Bearer ${await signInAdmin(base)}` };

  /**
   * A GET's answer and the milliseconds from sending it to having read it all. node:http rather than
   * fetch: fetch gives up connecting after 10 s, and a server that reads no socket for longer is what this
   * measures.
   */
  function get(url: string): Promise<{ ms: number; status: number; body: string }> {
    const started = performance.now();
    return new Promise((resolve, reject) => {
      http
        .get(`${base}${url}`, { headers: auth }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({
              ms: performance.now() - started,
              status: res.statusCode ?? 0,
              body: Buffer.concat(chunks).toString(),
            }),
          );
        })
        .on('error', reject);
    });
  }
  async function timed(url: string): Promise<number> {
    const { ms, status } = await get(url);
    if (status !== 200) throw new Error(`${url} answered ${status}`);
    return ms;
  }

  /** Calls every endpoint each EVERY_MS (without waiting for answers) until `until` settles. */
  async function sample(until: Promise<unknown>) {
    const samples = Object.fromEntries(Object.keys(ENDPOINTS).map((k) => [k, [] as number[]]));
    const calls: Promise<void>[] = [];
    let done = false;
    void until.finally(() => {
      done = true;
    });
    const entries = Object.entries(ENDPOINTS);
    while (!done) {
      for (const [name, url] of entries) calls.push(timed(url).then((ms) => void samples[name]?.push(ms)));
      await new Promise((r) => setTimeout(r, EVERY_MS));
    }
    await Promise.all([until, ...calls]);
    for (const s of Object.values(samples)) s.sort((a, b) => a - b);
    return samples;
  }

  const idle = await sample(new Promise((r) => setTimeout(r, 2000)));

  const started = performance.now();
  const res = await fetch(`${base}/payroll/bulk-process-indian`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ employee_ids: ids, ...PROCESS_MONTH }),
  });
  const { job_id } = (await res.json()) as { job_id: number };
  if (res.status !== 202) throw new Error(`bulk-process-indian answered ${res.status}`);
  const job = (async () => {
    for (;;) {
      const { job } = JSON.parse((await get(`/jobs/${job_id}`)).body) as {
        job: { status: string; result: { processed: number }; error: string };
      };
      if (job.status === 'succeeded') return job.result;
      if (job.status === 'failed') throw new Error(`job ${job_id} failed: ${job.error}`);
      await new Promise((r) => setTimeout(r, 1000));
    }
  })();
  const during = await sample(job);
  const payrollMs = performance.now() - started;
  const { processed } = await job;
  if (processed !== ids.length) throw new Error(`processed ${processed} of ${ids.length}`);

  const ms = (n: number) => `${n.toFixed(1)} ms`.padStart(10);
  console.log(
    `\nEmbedded database (PGlite), ${ids.length.toLocaleString('en-IN')} employees: GET every ${EVERY_MS} ms per endpoint`,
  );
  console.log(
    `${'measurement'.padEnd(44)} ${'calls'.padStart(6)} ${'p50'.padStart(10)} ${'p99'.padStart(10)} ${'max'.padStart(10)} ${'target'.padStart(8)}  verdict`,
  );
  const row = (name: string, s: number[], target?: number) => {
    const p99 = percentile(s, 99);
    const verdict = target === undefined ? '' : p99 <= target ? 'ok' : 'SLOWER THAN TARGET';
    console.log(
      `${name.padEnd(44)} ${String(s.length).padStart(6)} ${ms(percentile(s, 50))} ${ms(p99)} ${ms(s.at(-1) ?? Number.NaN)} ${(target === undefined ? '' : `${target} ms`).padStart(8)}  ${verdict}`,
    );
  };
  for (const name of Object.keys(ENDPOINTS)) row(`${name}, idle`, idle[name] ?? []);
  for (const name of Object.keys(ENDPOINTS)) {
    const s = during[name] ?? [];
    row(`${name}, during the bulk payroll`, s, TARGET_P99_MS);
    const p99 = percentile(s, 99);
    recordBudget({
      bench: 'embedded-payroll',
      measure: `PGlite: ${name} during a ${ids.length.toLocaleString('en-IN')}-employee payroll (p99)`,
      figure: `${p99.toFixed(1)} ms`,
      target: `≤ ${TARGET_P99_MS} ms`,
      met: p99 <= TARGET_P99_MS,
    });
  }
  // The floor on the same database: the same number of runs in one statement, once the API has let go.
  await stopApi();
  const measuring = await openDatabase({ databaseUrl: null, dataDir });
  const floorMs = await payrollWriteFloor(measuring.db, PROCESS_MONTH, ids.length);
  await measuring.close();
  console.log(
    `bulk payroll of ${ids.length.toLocaleString('en-IN')} employees as a job: ${againstFloor(payrollMs, floorMs)} (target ${TARGET_PAYROLL_MS} ms)`,
  );
  recordBudget({
    bench: 'embedded-payroll',
    measure: `PGlite floor: ${ids.length.toLocaleString('en-IN')} payroll runs written in one insert … select`,
    figure: `${floorMs.toFixed(1)} ms`,
    target: 'none',
    met: null,
  });
  recordBudget({
    bench: 'embedded-payroll',
    measure: `PGlite: bulk-process-indian, ${ids.length.toLocaleString('en-IN')} employees, under that load`,
    figure: againstFloor(payrollMs, floorMs),
    target: `≤ ${TARGET_PAYROLL_MS} ms`,
    met: payrollMs <= TARGET_PAYROLL_MS,
  });
} finally {
  await stopApi();
  rmSync(dataDir, { recursive: true, force: true });
}
