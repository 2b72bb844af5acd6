// Every locked package runs on the Node.js version the README and package.json promise (`npm install`
// warned that content-disposition@3 and cookie@2 need Node 22; package.json's overrides pin the last
// releases that support Node 18+, which keep the same API). See docs/decisions/platform.md,
// "Node.js 20.19 stays the documented minimum; two transitive packages are pinned".
import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8'));

describe('the documented Node.js version', () => {
  const documented = semver.minVersion(manifest.engines.node)?.version;

  it('is the one the README names', () => {
    const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
    expect(documented).toBe('20.19.0');
    expect(readme).toContain('Node.js 20.19 or newer');
  });

  it('satisfies the engines of every locked package (npm install prints no EBADENGINE)', () => {
    const unsupported = Object.entries(
      lock.packages as Record<string, { version?: string; engines?: unknown }>,
    )
      .filter(([, pkg]) => typeof pkg.engines === 'object' && pkg.engines !== null && 'node' in pkg.engines)
      .filter(([, pkg]) => !semver.satisfies(documented ?? '', (pkg.engines as { node: string }).node))
      .map(([name, pkg]) => `${name}@${pkg.version}: ${(pkg.engines as { node: string }).node}`);
    expect(unsupported).toEqual([]);
  });
});
