/**
 * The leave sweep at 1,00,000 employees on PostgreSQL (BENCH_EMPLOYEES): the demo company with a monthly
 * Annual Leave policy assigned to it, swept on a December day. The first sweep posts the year so far (a
 * yearly line for each other type, eleven or twelve monthly lines of Annual Leave); the hourly sweep after it
 * has nothing to post and is what every instance pays each hour. The floor: the same database writing the
 * first sweep's lines in one `insert … select`, in the same run. Targets (docs/decisions/performance.md,
 * "The leave sweep"): the first sweep under 120 s and within 10× its floor, the idle sweep under 20 s,
 * each per 1,00,000 employees.
 * Run: npx tsx bench/leave-accrual.bench.ts
 */
import { sql } from 'drizzle-orm';
import { openDatabase, rawRows } from '../server/src/db/client';
import { prepareDatabase } from '../server/src/db/prepare';
import { sweepLeave } from '../server/src/modules/leave/accrual-sweep';
import { benchEmployees, report, scratchDatabase } from './lib';

const EMPLOYEES = Number(process.env.BENCH_EMPLOYEES ?? 100_000);
const IDLE_TARGET_MS = Math.round((20_000 * EMPLOYEES) / 100_000);
const FIRST_TARGET_MS = Math.round((120_000 * EMPLOYEES) / 100_000);
const DAY = `${new Date().getUTCFullYear()}-12-04`;

const scratch = await scratchDatabase();
const database = await openDatabase({ databaseUrl: scratch.url, dataDir: null });
const db = database.db;
try {
  await prepareDatabase(db, { seedDemo: true });
  await db.execute(benchEmployees(EMPLOYEES - 60, { allActive: true }));
  await sweepLeave(db, DAY); // the demo's own employees, so only the bench's are timed below
  await db.execute(sql`delete from leave_ledger`);
  const [policy] = await rawRows<{ id: number }>(
    db,
    sql`insert into leave_policies (company_id, name) values (1, 'Monthly') returning id`,
  );
  await db.execute(sql`insert into leave_policy_rules (policy_id, leave_type_id, annual_days, accrual, carry_forward_max)
    select ${policy?.id}, id, annual_allocation, case when code = 'AL' then 'monthly' else 'yearly' end, carry_forward_days
    from leave_types where is_active`);
  await db.execute(sql`insert into leave_policy_assignments (company_id, policy_id, scope, scope_key, effective_from)
    values (1, ${policy?.id}, 'company', 'company', '2000-01-01')`);
  await db.execute(sql`analyze`);

  let started = performance.now();
  const lines = await sweepLeave(db, DAY);
  const first = performance.now() - started;
  const idle: number[] = [];
  for (let i = 0; i < 3; i++) {
    started = performance.now();
    const again = await sweepLeave(db, DAY);
    idle.push(performance.now() - started);
    if (again !== 0) throw new Error(`the idle sweep posted ${again} lines`);
  }

  // The floor: the first sweep's lines taken out and written back by one statement, into the same table
  // with its keys, checks and references.
  await db.execute(sql`create temporary table ledger_copy as select * from leave_ledger`);
  await db.execute(sql`delete from leave_ledger`);
  started = performance.now();
  await db.execute(sql`insert into leave_ledger select * from ledger_copy on conflict do nothing`);
  const floor = performance.now() - started;

  console.log(
    `${EMPLOYEES.toLocaleString('en-IN')} employees, ${lines.toLocaleString('en-IN')} ledger lines on ${DAY}`,
  );
  report(`Leave sweep, ${EMPLOYEES.toLocaleString('en-IN')} employees (PostgreSQL)`, [
    {
      name: 'first sweep: the year so far',
      samples: [first],
      targetMs: FIRST_TARGET_MS,
      floor: { ms: floor, atMost: 10 },
    },
    { name: 'hourly sweep with nothing due', samples: idle.sort((a, b) => a - b), targetMs: IDLE_TARGET_MS },
  ]);
} finally {
  await database.close();
  await scratch.drop();
}
