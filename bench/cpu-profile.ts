/**
 * Where a CPU profile's time went: `npx tsx bench/cpu-profile.ts FILE.cpuprofile [N]` prints the
 * self time by phase of a payroll run — loading (pg and drizzle reading rows), the engine, serialising and
 * saving, the job queue, the rest — and the N functions with the most self time. Profiles come from
 * `node --cpu-prof`; the payroll bench writes its API's with BENCH_CPU_PROF=dir.
 */
import { readFileSync } from 'node:fs';

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
};
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

/** Phases by the file a function is in; the first that matches wins. */
const PHASES: [string, RegExp][] = [
  ['idle', /^\(idle\)$/],
  ['garbage collection', /^\(garbage collector\)$/],
  ['payroll engine', /modules\/payroll\/engine\/|modules\/compensation\/(tax|structure|professional-tax)/],
  [
    'payroll batch (load, shape)',
    /modules\/payroll\/(batch|tax-months|arrears-source|additions)|modules\/statutory\//,
  ],
  ['payroll save (figures, queries)', /modules\/payroll\/(figures|queries|service)/],
  ['database driver (pg, pglite)', /node_modules\/(pg|pg-protocol|pg-types|postgres-|@electric-sql)/],
  ['query builder (drizzle)', /node_modules\/drizzle-orm/],
  ['jobs', /platform\/jobs\/|node_modules\/pg-boss/],
  ['http (fastify)', /node_modules\/(fastify|find-my-way|light-my-request|avvio|@fastify)/],
  ['module loading (tsx, esbuild)', /node_modules\/(tsx|esbuild)|^node:internal\/modules/],
  ['json', /^JSON\.|^\(program\)$/],
];

function phaseOf(node: ProfileNode): string {
  const { url, functionName } = node.callFrame;
  for (const [name, pattern] of PHASES) if (pattern.test(url) || pattern.test(functionName)) return name;
  return url.startsWith('node:') || url === '' ? 'node internals and builtins' : 'other project code';
}

const [file, top = '25'] = process.argv.slice(2);
if (!file) throw new Error('usage: npx tsx bench/cpu-profile.ts FILE.cpuprofile [N]');
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const selfUs = new Map<number, number>();
for (const [i, id] of profile.samples.entries())
  selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));

const phases = new Map<string, number>();
const functions = new Map<string, number>();
let total = 0;
for (const [id, us] of selfUs) {
  const node = byId.get(id);
  if (!node) continue;
  total += us;
  const phase = phaseOf(node);
  phases.set(phase, (phases.get(phase) ?? 0) + us);
  const { functionName, url, lineNumber } = node.callFrame;
  const where = url.replace(/^.*\/(node_modules\/|server\/src\/)/, '$1');
  const key = `${functionName || '(anonymous)'}  ${where}:${lineNumber + 1}`;
  functions.set(key, (functions.get(key) ?? 0) + us);
}

const ms = (us: number) => `${(us / 1000).toFixed(0)} ms`.padStart(9);
const share = (us: number) => `${((us / total) * 100).toFixed(1)}%`.padStart(6);
console.log(`${file}: ${ms(total).trim()} sampled\n\nself time by phase`);
for (const [name, us] of [...phases].sort((a, b) => b[1] - a[1]))
  console.log(`${ms(us)} ${share(us)}  ${name}`);
console.log(`\nthe ${top} functions with the most self time`);
for (const [name, us] of [...functions].sort((a, b) => b[1] - a[1]).slice(0, Number(top)))
  console.log(`${ms(us)} ${share(us)}  ${name}`);
