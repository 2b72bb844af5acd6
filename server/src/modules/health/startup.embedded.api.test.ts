// `npm start` ends with what a new user needs — the address, the API docs and the demo sign-ins — not
// under the build's or the logger's lines (docs/decisions/platform.md, "npm start builds quietly").
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type Instance, startInstance } from '../../../test/instance';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
let instance: Instance | undefined;
afterAll(() => {
  instance?.child.kill('SIGTERM');
});

describe('npm start', () => {
  it('builds the client quietly: only warnings and errors', () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8'));
    expect(manifest.scripts.start).toMatch(/build -w web -- --logLevel warn && npm run --silent serve$/);
  });

  it('prints the address, the API docs and the demo sign-ins last, after the server log lines', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hrms-startup-'));
    instance = await startInstance({ name: 'startup', seedDemo: true, dataDir, env: { LOG_LEVEL: 'info' } });
    const started = instance;
    // Whatever the server would print after the essentials has had time to arrive.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const lines = started.output.join('').trim().split('\n');
    const listening = lines.findLastIndex((line) => line.includes('Server listening at'));
    expect(listening).toBeGreaterThanOrEqual(0);
    // The essentials come after the server's log lines; a JSON log line written later (a request, a job on a
    // busy machine) may follow them, and is not part of what a person reads.
    const tail = lines.slice(listening + 1).filter((line) => line.trim() && !line.startsWith('{'));
    expect(tail[0]).toMatch(/^HRMS is running at http:\/\/localhost:\d+ {2}\(database: embedded PGlite in /);
    expect(tail[1]).toMatch(/^API docs: http:\/\/localhost:\d+\/api\/docs$/);
    expect(tail[2]).toBe('Demo data seeded. Demo sign-ins (password Demo@12345):');
    expect(tail.slice(3, 6).map((line) => line.trim().split(/\s+/))).toEqual([
      ['admin@demo.test', 'super_admin'],
      ['hr@demo.test', 'hr_manager'],
      ['employee@demo.test', 'employee'],
    ]);
  }, 120_000);
});
