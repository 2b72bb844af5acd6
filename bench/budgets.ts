import { appendFileSync } from 'node:fs';

/**
 * One budget's outcome, as `npm run bench` gathers them into its closing table. A reference figure
 * with no target of its own (the hello-world ceiling) has `met: null`.
 */
export type Budget = { bench: string; measure: string; figure: string; target: string; met: boolean | null };

/**
 * Records a budget's outcome for the closing table of `npm run bench` (scripts/bench-all.mjs passes
 * BENCH_SUMMARY, a file of one JSON line per budget); a bench run on its own just prints its tables.
 */
export function recordBudget(budget: Budget) {
  const file = process.env.BENCH_SUMMARY;
  if (file) appendFileSync(file, `${JSON.stringify(budget)}\n`);
}
