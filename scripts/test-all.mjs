#!/usr/bin/env node
// `npm test`: typecheck, lint, unit tests, the API suite (PGlite, and PostgreSQL when TEST_DATABASE_URL
// is set), then the browser tests against the built app. Every step runs even if an earlier one failed;
// the last line sums them up as "tests: N passed, N failed".
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';

const reports = '.reports';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const results = [];

function run(name, command, args, env = {}) {
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const r = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  return { ok: r.status === 0, seconds };
}

/** A check that is one pass or one fail (typecheck, lint, build). */
function check(name, command, args) {
  const { ok, seconds } = run(name, command, args);
  results.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1, seconds });
  return ok;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

function vitest(name, project, env = {}) {
  const file = `${reports}/${name}.json`;
  const { ok, seconds } = run(
    name,
    'npx',
    [
      'vitest',
      'run',
      '--project',
      project,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${file}`,
    ],
    env,
  );
  const report = readJson(file);
  const passed = report?.numPassedTests ?? 0;
  // A crashed run (no report, or failed suites without failed tests) still counts as a failure.
  const failed = (report?.numFailedTests ?? 0) + (report?.numFailedTestSuites ?? 0) + (ok || report ? 0 : 1);
  results.push({ name, passed, failed: ok || failed > 0 ? failed : 1, seconds });
}

function playwright(name) {
  const file = `${reports}/e2e.json`;
  const { ok, seconds } = run(name, 'npx', ['playwright', 'test'], { PLAYWRIGHT_JSON_OUTPUT_NAME: file });
  const stats = readJson(file)?.stats;
  const passed = (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  const failed = (stats?.unexpected ?? 0) + (stats?.skipped ?? 0);
  results.push({ name, passed, failed: ok || failed > 0 ? failed : 1, seconds });
}

check('typecheck', 'npx', ['tsc', '-b']);
check('lint', 'npx', ['biome', 'check', '.']);
vitest('unit', 'unit');
vitest('api-pglite', 'api', { TEST_DATABASE_URL: '' });
if (process.env.TEST_DATABASE_URL) vitest('api-postgres', 'api');
if (check('build', 'npm', ['run', 'build'])) playwright('e2e');

console.log('\n=== summary');
for (const r of results) {
  console.log(
    `${r.name.padEnd(14)} ${String(r.passed).padStart(4)} passed ${String(r.failed).padStart(3)} failed  ${r.seconds}s`,
  );
}
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
