#!/usr/bin/env node
// `npm run bench`: every bench/*.bench.ts in turn (each prints its own tables), then one table of every
// budget they measured, with its figure, its target and whether it was met.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const dir = mkdtempSync(path.join(tmpdir(), 'hrms-bench-'));
const summary = path.join(dir, 'budgets.jsonl');
const benches = readdirSync('bench')
  .filter((file) => file.endsWith('.bench.ts'))
  .sort();

const failed = [];
for (const file of benches) {
  console.log(`\n=== ${file}`);
  const run = spawnSync('npx', ['tsx', path.join('bench', file)], {
    stdio: 'inherit',
    env: { ...process.env, BENCH_SUMMARY: summary },
  });
  if (run.status !== 0) failed.push(file);
}

let budgets = [];
try {
  budgets = readFileSync(summary, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
} catch {
  // No bench recorded a budget (all failed before measuring).
}
rmSync(dir, { recursive: true, force: true });

const width = (key, title) => Math.max(title.length, ...budgets.map((b) => String(b[key]).length));
const columns = [
  ['bench', 'bench'],
  ['measure', 'measure'],
  ['figure', 'figure'],
  ['target', 'target'],
];
const widths = columns.map(([key, title]) => width(key, title));
const line = (cells) => cells.map((cell, i) => String(cell).padEnd(widths[i] ?? 0)).join('  ');
console.log('\n=== Performance budgets');
console.log(line([...columns.map(([, title]) => title), 'verdict']));
// A reference figure (the hello-world ceiling) has no target: shown, not counted.
const verdict = (b) => (b.met === null ? 'reference' : b.met ? 'met' : 'NOT MET');
for (const b of budgets) console.log(line([b.bench, b.measure, b.figure, b.target, verdict(b)]));
const counted = budgets.filter((b) => b.met !== null);
const missed = counted.filter((b) => !b.met).length;
console.log(
  `${counted.length} budgets: ${counted.length - missed} met, ${missed} not met${failed.length ? `; benches that failed: ${failed.join(', ')}` : ''}`,
);
process.exit(failed.length ? 1 : 0);
