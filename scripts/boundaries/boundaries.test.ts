// The boundary check itself: it passes on the project and fails, naming the door to use, on each kind of
// import it forbids, planted in a small tree of its own.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ALIASES, projectGraph, SOURCE_DIRS } from './check';
import type { Edge } from './graph';
import { importGraph } from './graph';
import { crossings, throughDoor, violations } from './rules';

let tree: string;

/** A throwaway tree: `files` maps a path to its text. */
function plant(files: Record<string, string>) {
  tree = fs.mkdtempSync(path.join(os.tmpdir(), 'boundaries-'));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(tree, file)), { recursive: true });
    fs.writeFileSync(path.join(tree, file), text);
  }
  return violations(importGraph(tree, SOURCE_DIRS, ALIASES));
}

afterEach(() => {
  if (tree) fs.rmSync(tree, { recursive: true, force: true });
});

const PAYROLL = {
  'server/src/modules/payroll/public.ts': "export { runs } from './queries';\n",
  'server/src/modules/payroll/queries.ts': 'export const runs = 1;\n',
};

describe('the boundary check on the project', () => {
  let graph: Edge[];
  // Parsing every source file takes seconds on a busy 2-core machine.
  beforeAll(() => {
    graph = projectGraph();
  }, 120_000);

  it('finds no import that crosses a boundary and no circle', () => {
    expect(violations(graph).map((v) => v.message)).toEqual([]);
  });

  it('sees the cross-module imports, every one through a door', () => {
    const rows = crossings(graph);
    expect(rows.length).toBeGreaterThan(50);
    const private_ = rows.filter((e) => !throughDoor(e));
    expect(private_).toEqual([]);
  });
});

describe('the boundary check on a planted violation', () => {
  it('fails an import of another module’s queries and names its public door', () => {
    const found = plant({
      ...PAYROLL,
      'server/src/modules/bonus/service.ts':
        "import { runs } from '../payroll/queries';\nexport const x = runs;\n",
    });
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ rule: 'server-door' });
    expect(found[0]?.edge).toMatchObject({ from: 'server/src/modules/bonus/service.ts', line: 1 });
    expect(found[0]?.message).toContain('use server/src/modules/payroll/public.ts');
  });

  it('passes the same import through the public door, and a test file’s private import', () => {
    const found = plant({
      ...PAYROLL,
      'server/src/modules/bonus/service.ts':
        "import { runs } from '../payroll/public';\nexport const x = runs;\n",
      'server/src/modules/bonus/bonus.api.test.ts':
        "import { runs } from '../payroll/queries';\nexport const y = runs;\n",
    });
    expect(found).toEqual([]);
  });

  it('fails two modules that import each other, even through their doors and for types only', () => {
    const found = plant({
      ...PAYROLL,
      'server/src/modules/payroll/service.ts':
        "import type { Due } from '../loans/public';\nexport type X = Due;\n",
      'server/src/modules/loans/public.ts':
        "import { runs } from '../payroll/public';\nexport type Due = typeof runs;\n",
    });
    expect(found.map((v) => v.rule)).toEqual(['module-circle']);
    expect(found[0]?.message).toContain('server:loans ↔ server:payroll');
  });

  it('fails a load-time circle between files but not one closed by a type-only or dynamic import', () => {
    const circle = plant({
      'server/src/platform/a.ts': "import { b } from './b';\nexport const a = () => b;\n",
      'server/src/platform/b.ts': "import { a } from './a';\nexport const b = () => a;\n",
    });
    expect(circle.map((v) => v.rule)).toEqual(['file-circle']);
    const erased = plant({
      'server/src/platform/a.ts': "import { b } from './b';\nexport type A = number;\nexport const a = b;\n",
      'server/src/platform/b.ts':
        "import type { A } from './a';\nexport const b: A = 1;\nexport const c = () => import('./a');\n",
    });
    expect(erased).toEqual([]);
  });

  it('fails an engine file that touches the database, Fastify or its module’s service', () => {
    const found = plant({
      'server/src/modules/loans/engine/schedule.ts':
        "import { sql } from 'drizzle-orm';\nimport type { FastifyInstance } from 'fastify';\nimport { x } from '../service';\nimport { rows } from '../../../db/client';\n",
      'server/src/modules/loans/service.ts': 'export const x = 1;\n',
      'server/src/db/client.ts': 'export const rows = 1;\n',
    });
    expect(found.map((v) => v.rule)).toEqual(['engine-pure', 'engine-pure', 'engine-pure', 'engine-pure']);
  });

  it('fails production code that loads vitest or a fixture, and platform code that imports a module', () => {
    const found = plant({
      'server/src/modules/tds/bed.ts':
        "import { vi } from 'vitest';\nimport { c } from './company.fixtures';\n",
      'server/src/modules/tds/company.fixtures.ts': 'export const c = 1;\n',
      'server/src/modules/tds/public.ts': 'export const due = 1;\n',
      'server/src/platform/money.ts': "import { due } from '../modules/tds/public';\n",
    });
    expect(found.map((v) => v.rule).sort()).toEqual(['no-test-code', 'no-test-code', 'server-layer']);
  });

  it('fails a web feature reaching into another’s files, and shared components importing a feature', () => {
    const found = plant({
      'web/src/features/tax-year/index.ts': "export { Picker } from './components/Picker';\n",
      'web/src/features/tax-year/components/Picker.tsx': 'export const Picker = 1;\n',
      'web/src/features/tax-year/routes.tsx': 'export default 1;\n',
      'web/src/features/form16/pages/Form16Page.tsx':
        "import { Picker } from '@/features/tax-year/components/Picker';\nimport { Picker as P } from '@/features/tax-year';\n",
      'web/src/components/ui/Thing.tsx': "import { Picker } from '../../features/tax-year';\n",
      'web/src/app/router.tsx': "const r = () => import('@/features/tax-year/routes');\n",
    });
    expect(found.map((v) => v.rule).sort()).toEqual(['web-door', 'web-layer']);
    expect(found.find((v) => v.rule === 'web-door')?.message).toContain(
      "import it from '@/features/tax-year'",
    );
  });
});
