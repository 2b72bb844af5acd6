#!/usr/bin/env node
// `npm test`: typecheck, lint, the boundary check, unit tests, the API suite (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set), then the browser tests against the built app. Every phase runs even if an
// earlier one failed; the last lines give each phase's count and time, and "tests: N passed, N failed".
//
// The quick phases run in two lanes, the type checker beside lint, boundaries, unit tests and the client
// build; then the API suites and the browser tests one after the other, each with the machine to itself.
// A phase's output goes to .reports/<phase>.log and is printed whole when it ends, so lanes do not
// interleave. TEST_LANES=1 runs every phase one after the other with its output live.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync, rmSync } from 'node:fs';

const reports = '.reports';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const serial = process.env.TEST_LANES === '1';
const results = [];
const started = Date.now();
const since = (t) => ((Date.now() - t) / 1000).toFixed(1);

function run(name, command, args, env = {}) {
  console.log(`\n=== ${name}: ${command} ${args.join(' ')} (started at ${since(started)}s)`);
  const t = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: serial ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    const logFile = `${reports}/${name}.log`;
    if (!serial) {
      const log = createWriteStream(logFile);
      child.stdout.pipe(log);
      child.stderr.pipe(log);
    }
    child.on('close', (code) => {
      const seconds = since(t);
      if (!serial) {
        console.log(`\n=== ${name} ended after ${seconds}s, exit ${code}; its output:`);
        process.stdout.write(readFileSync(logFile, 'utf8'));
      }
      resolve({ ok: code === 0, seconds });
    });
  });
}

/** A check that is one pass or one fail (typecheck, lint, boundaries, build). */
async function check(name, command, args) {
  const { ok, seconds } = await run(name, command, args);
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

async function vitest(name, project, env = {}) {
  const file = `${reports}/${name}.json`;
  const { ok, seconds } = await run(
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
    // Plain text in the logs: picocolors takes any FORCE_COLOR, even '0', as "colour on".
    { NO_COLOR: '1', ...env },
  );
  const report = readJson(file);
  const passed = report?.numPassedTests ?? 0;
  // A crashed run (no report, or failed suites without failed tests) still counts as a failure.
  const failed = (report?.numFailedTests ?? 0) + (report?.numFailedTestSuites ?? 0) + (ok || report ? 0 : 1);
  results.push({ name, passed, failed: ok || failed > 0 ? failed : 1, seconds });
}

async function playwright(name) {
  const file = `${reports}/e2e.json`;
  const { ok, seconds } = await run(name, 'npx', ['playwright', 'test'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: file,
  });
  const stats = readJson(file)?.stats;
  const passed = (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  const failed = (stats?.unexpected ?? 0) + (stats?.skipped ?? 0);
  results.push({ name, passed, failed: ok || failed > 0 ? failed : 1, seconds });
}

/** Runs lanes side by side (one after the other with TEST_LANES=1); each lane's phases in order. */
async function lanes(...all) {
  if (serial) for (const lane of all) await lane();
  else await Promise.all(all.map((lane) => lane()));
}

await lanes(
  () => check('typecheck', 'npx', ['tsc', '-b']),
  async () => {
    await check('lint', 'npx', ['biome', 'check', '.']);
    await check('boundaries', 'npx', ['tsx', 'scripts/boundaries/check.ts']);
    await vitest('unit', 'unit');
    await check('build', 'npm', ['run', 'build']);
  },
);
// The API suites use every core (a worker each), and Chromium raises its own priority: beside them the
// browser tests ran 1.5× slower and the API suites 3× (measured), so these three run one after the other.
await vitest('api-pglite', 'api', { TEST_DATABASE_URL: '' });
if (process.env.TEST_DATABASE_URL) await vitest('api-postgres', 'api');
if (results.find((r) => r.name === 'build')?.passed) await playwright('e2e');
else results.push({ name: 'e2e', passed: 0, failed: 1, seconds: '0.0' });

console.log('\n=== summary');
for (const r of results) {
  console.log(
    `${r.name.padEnd(14)} ${String(r.passed).padStart(4)} passed ${String(r.failed).padStart(3)} failed  ${r.seconds}s`,
  );
}
console.log(
  `${'all phases'.padEnd(14)} ${since(started)}s from start to end${serial ? '' : ' (in two lanes)'}`,
);
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
