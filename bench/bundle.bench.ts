/**
 * The client's JavaScript budgets: the initial JavaScript of /login under 200 KB gzipped,
 * and what opening any lazily loaded route (or on-demand module) adds under 150 KB gzipped. Reads the
 * Vite manifest of web/dist, building the client first when there is none (docs/decisions/performance.md,
 * "Client JavaScript"). Run: npm run bench
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { recordBudget } from './budgets';

type ManifestChunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
};
type Manifest = Record<string, ManifestChunk>;

const INITIAL_BUDGET_KB = 200;
const ROUTE_BUDGET_KB = 150;
const LOGIN_PAGE = 'src/features/auth/pages/LoginPage.tsx';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = `${root}web/dist`;
const manifestPath = `${dist}/.vite/manifest.json`;

if (!existsSync(manifestPath)) {
  console.log('web/dist has no manifest: building the client first');
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'ignore' });
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;

const gzipped = new Map<string, number>();
function gzipKb(file: string): number {
  let size = gzipped.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(`${dist}/${file}`), { level: 9 }).length / 1024;
    gzipped.set(file, size);
  }
  return size;
}

/** The chunk's files and everything they import statically: what the browser fetches before running it. */
function closure(key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(imported, into);
  return into;
}

const sum = (files: Iterable<string>) => [...files].reduce((total, file) => total + gzipKb(file), 0);

const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entryKey) throw new Error('The Vite manifest has no entry chunk');
// /login runs the entry, then its lazy route at once: both count as initial JavaScript.
const initial = closure(LOGIN_PAGE, closure(entryKey));
const initialKb = sum(initial);

// A route adds its chunk and the static imports the initial load did not already bring.
const entryFiles = closure(entryKey);
const routes = Object.entries(manifest)
  .filter(([, chunk]) => chunk.isDynamicEntry)
  .map(([key, chunk]) => {
    const added = [...closure(key)].filter((file) => !entryFiles.has(file));
    return { name: (chunk.src ?? key).replace(/^src\//, ''), kb: sum(added) };
  })
  .sort((a, b) => b.kb - a.kb);

const verdict = (kb: number, budget: number) =>
  kb <= budget ? 'ok' : `OVER BUDGET by ${(kb - budget).toFixed(1)} KB`;
const row = (name: string, kb: number, budget: number) =>
  console.log(
    `${name.padEnd(64)} ${`${kb.toFixed(1)} KB`.padStart(10)} ${`${budget} KB`.padStart(8)}  ${verdict(kb, budget)}`,
  );

const largest = routes[0];
recordBudget({
  bench: 'bundle',
  measure: 'initial JavaScript of /login, gzipped',
  figure: `${initialKb.toFixed(1)} KB`,
  target: `≤ ${INITIAL_BUDGET_KB} KB`,
  met: initialKb <= INITIAL_BUDGET_KB,
});
if (largest) {
  recordBudget({
    bench: 'bundle',
    measure: `largest route chunk (${largest.name}), gzipped`,
    figure: `${largest.kb.toFixed(1)} KB`,
    target: `≤ ${ROUTE_BUDGET_KB} KB each`,
    met: largest.kb <= ROUTE_BUDGET_KB,
  });
}

console.log('\nClient JavaScript, gzipped (web/dist, Vite manifest)');
console.log(`${'chunk'.padEnd(64)} ${'size'.padStart(10)} ${'budget'.padStart(8)}  verdict`);
row(`initial JavaScript of /login (${initial.size} files)`, initialKb, INITIAL_BUDGET_KB);
for (const route of routes) row(`route: ${route.name}`, route.kb, ROUTE_BUDGET_KB);

const over =
  routes.filter((route) => route.kb > ROUTE_BUDGET_KB).length + (initialKb > INITIAL_BUDGET_KB ? 1 : 0);
console.log(
  `${routes.length} lazily loaded chunks; ${over === 0 ? 'every budget met' : `${over} over budget`}`,
);
