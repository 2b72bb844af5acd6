/**
 * What the payroll benches read off the API and database processes on this machine (Linux /proc) and off
 * the jobs table: memory, CPU time, a job followed to its end and how its parts were shared.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { type Db, rawRows } from '../server/src/db/client';
import { percentile } from './lib';

/** Resident memory of a process now, in MB. */
export function residentMb(pid: number): number {
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb ?? 0) / 1024;
}

/**
 * CPU time a process has used so far, user and system, in ms (clock ticks of 10 ms); with `reaped`, also that
 * of its children that have ended (PostgreSQL's postmaster keeps the time of backends whose connection closed).
 */
export function cpuMs(pid: number, reaped = false): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    const own = Number(fields[11]) + Number(fields[12]);
    return (reaped ? own + Number(fields[13]) + Number(fields[14]) : own) * 10;
  } catch {
    return 0; // the process has ended since it was listed
  }
}

/**
 * CPU time used so far by every PostgreSQL server process on this machine (the database's side), in ms,
 * including backends that have ended (a pool closes idle connections).
 */
export function postgresCpuMs(): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres')
        total += cpuMs(Number(entry), true);
    } catch {
      // gone since listed, or not ours to read
    }
  }
  return total;
}

/** Polls a job until it ends, as the client's progress bar does (more often, to time it closely). */
export async function followJob(
  base: string,
  auth: Record<string, string>,
  jobId: number,
  pollMs = 50,
): Promise<Record<string, unknown>> {
  for (;;) {
    const res = await fetch(`${base}/jobs/${jobId}`, { headers: auth });
    const { job } = (await res.json()) as {
      job: { status: string; result: Record<string, unknown>; error: string };
    };
    if (job.status === 'succeeded') return job.result;
    if (job.status === 'failed') throw new Error(`job ${jobId} failed: ${job.error}`);
    await new Promise((r) => setTimeout(r, pollMs));
  }
}

/**
 * Where a job's time went: how long it waited for a worker and ran; for a split job, its parts by the
 * instance that ran them and the median part's running time.
 */
export async function jobTimes(db: Db, jobId: number) {
  const [job] = await rawRows<{ waited: number; ran: number }>(
    db,
    sql`select extract(epoch from started_at - created_at) * 1000 as waited,
               extract(epoch from finished_at - started_at) * 1000 as ran
        from jobs where id = ${jobId}`,
  );
  const parts = await rawRows<{ worker: string; ms: number }>(
    db,
    sql`select worker, extract(epoch from finished_at - started_at) * 1000 as ms
        from jobs where parent_id = ${jobId}`,
  );
  const byWorker = new Map<string, number>();
  for (const p of parts) byWorker.set(p.worker, (byWorker.get(p.worker) ?? 0) + 1);
  return {
    waitedMs: Number(job?.waited ?? 0),
    ranMs: Number(job?.ran ?? 0),
    parts: parts.length,
    partsByWorker: [...byWorker.values()],
    medianPartMs: percentile(
      parts.map((p) => Number(p.ms)).sort((a, b) => a - b),
      50,
    ),
  };
}

/** One line of jobTimes for a bench's log. */
export function describeJob(jobId: number, t: Awaited<ReturnType<typeof jobTimes>>) {
  const parts = t.parts
    ? `; ${t.parts} parts (by instance: ${t.partsByWorker.join(' + ')}), median part ${Math.round(t.medianPartMs)} ms`
    : '';
  return `job ${jobId}: ${Math.round(t.waitedMs)} ms queued before a worker took it, ran ${Math.round(t.ranMs)} ms${parts}`;
}
