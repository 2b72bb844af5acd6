// The project's boundaries as rules over the import graph (CONTRIBUTING.md, "Layout and boundaries").
// Server: a module is entered by other modules only through modules/<name>/public.ts; the composition
// root (app.ts) also mounts its routes.ts and plugin.ts; engine/ files are pure; production code never
// loads a test file; no load-time import circle between files and no circle between modules.
// Web: a feature is entered only through features/<name>/index.ts (app/ also lazy-loads its routes.tsx);
// components/ and lib/ use no feature; no circle between features.
import type { Edge } from './graph';

export type Violation = { rule: string; edge?: Edge; message: string };

const SERVER_MODULE = /^server\/src\/modules\/([^/]+)\//;
const WEB_FEATURE = /^web\/src\/features\/([^/]+)\//;
const COMPOSITION_ROOT = /^server\/src\/(app|main|wiring)\.ts$|^server\/src\/cli\/|^server\/src\/db\/seed\//;
const TEST_FILE = /\.test\.tsx?$|\.fixtures\.ts$|^server\/test\/|(^|\/)e2e\//;
const ENGINE_FILE = /^server\/src\/modules\/[^/]+\/engine\//;
const IMPURE_PACKAGES =
  /^pkg:(drizzle-orm|pg|@electric-sql\/pglite|fastify|fastify-plugin|@fastify\/|pg-boss|nodemailer)(\/|$)/;
const SCHEMA_FILE = /^server\/src\/db\/schema\//;

export const serverModuleOf = (file: string) => SERVER_MODULE.exec(file)?.[1] ?? null;
export const webFeatureOf = (file: string) => WEB_FEATURE.exec(file)?.[1] ?? null;

/** The one area an import crosses into, as `server:payroll` or `web:tax-year`, or null. */
export function areaOf(file: string): string | null {
  const module = serverModuleOf(file);
  if (module) return `server:${module}`;
  const feature = webFeatureOf(file);
  return feature ? `web:${feature}` : null;
}

const isTest = (file: string) => TEST_FILE.test(file);
const local = (edge: Edge) => !edge.to.startsWith('pkg:');

function serverDoorViolation(edge: Edge): Violation | null {
  const target = serverModuleOf(edge.to);
  if (!target || serverModuleOf(edge.from) === target || isTest(edge.from)) return null;
  const rest = edge.to.slice(`server/src/modules/${target}/`.length);
  if (rest === 'public.ts') return null;
  if (/^server\/src\/app\.ts$/.test(edge.from) && (rest === 'routes.ts' || rest === 'plugin.ts')) return null;
  const where = COMPOSITION_ROOT.test(edge.from)
    ? 'the composition root'
    : `module ${serverModuleOf(edge.from) ?? edge.from}`;
  return {
    rule: 'server-door',
    edge,
    message: `${where} imports ${edge.to}, a private file of module ${target}: use server/src/modules/${target}/public.ts (export what is needed there, or invert the dependency)`,
  };
}

function serverLayerViolation(edge: Edge): Violation | null {
  if (
    !serverModuleOf(edge.to) ||
    serverModuleOf(edge.from) ||
    COMPOSITION_ROOT.test(edge.from) ||
    isTest(edge.from)
  )
    return null;
  if (!edge.from.startsWith('server/src/')) return null;
  return {
    rule: 'server-layer',
    edge,
    message: `${edge.from} is below the modules (platform, db) but imports ${edge.to}: move the shared part down, or pass it in`,
  };
}

function engineViolation(edge: Edge): Violation | null {
  if (!ENGINE_FILE.test(edge.from) || isTest(edge.from)) return null;
  const own = `server/src/modules/${serverModuleOf(edge.from)}/`;
  if (IMPURE_PACKAGES.test(edge.to))
    return {
      rule: 'engine-pure',
      edge,
      message: `${edge.from} is a pure engine file but imports ${edge.specifier}`,
    };
  if (edge.to.startsWith('server/src/db/'))
    return {
      rule: 'engine-pure',
      edge,
      message: `${edge.from} is a pure engine file but imports the database (${edge.to})`,
    };
  if (edge.to.startsWith(own) && !ENGINE_FILE.test(edge.to))
    return {
      rule: 'engine-pure',
      edge,
      message: `${edge.from} is a pure engine file but imports ${edge.to}, outside its engine/: pass the facts in`,
    };
  return null;
}

function testImportViolation(edge: Edge): Violation | null {
  if (isTest(edge.from)) return null;
  if (edge.to === 'pkg:vitest' || edge.to.startsWith('pkg:vitest/') || (local(edge) && isTest(edge.to)))
    return {
      rule: 'no-test-code',
      edge,
      message: `${edge.from} is production code but imports test code (${edge.specifier}): move the test bed to server/test/ or a *.fixtures.ts file`,
    };
  return null;
}

function webDoorViolation(edge: Edge): Violation | null {
  const target = webFeatureOf(edge.to);
  if (!edge.from.startsWith('web/src/')) return null;
  if (!target) return null;
  if (/^web\/src\/(components|lib)\//.test(edge.from))
    return {
      rule: 'web-layer',
      edge,
      message: `${edge.from} is shared UI or library code but imports feature ${target}: move the shared part to components/ or lib/`,
    };
  if (webFeatureOf(edge.from) === target || isTest(edge.from)) return null;
  const rest = edge.to.slice(`web/src/features/${target}/`.length);
  if (rest === 'index.ts' || rest === 'index.tsx') return null;
  if (edge.from.startsWith('web/src/app/') && rest === 'routes.tsx') return null;
  return {
    rule: 'web-door',
    edge,
    message: `${edge.from} imports ${edge.to}, a private file of feature ${target}: import it from '@/features/${target}' (export it from its index.ts)`,
  };
}

/** Load-time circles between files: static value imports only, schema files' foreign keys excepted. */
export function fileCircles(edges: Edge[]): string[][] {
  const graph = new Map<string, string[]>();
  for (const e of edges) {
    if (!local(e) || e.typeOnly || e.dynamic || isTest(e.from)) continue;
    if (SCHEMA_FILE.test(e.from) && SCHEMA_FILE.test(e.to)) continue;
    graph.set(e.from, [...(graph.get(e.from) ?? []), e.to]);
  }
  return stronglyConnected(graph);
}

/** Circles between modules (server) or features (web): any import, types included, tests excepted. */
export function areaCircles(edges: Edge[]): string[][] {
  const graph = new Map<string, string[]>();
  for (const e of edges) {
    if (!local(e) || isTest(e.from)) continue;
    const from = areaOf(e.from);
    const to = areaOf(e.to);
    if (from && to && from !== to) graph.set(from, [...(graph.get(from) ?? []), to]);
  }
  return stronglyConnected(graph);
}

/** Tarjan's strongly connected components with more than one member, each sorted. */
function stronglyConnected(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const connect = (node: string) => {
    indices.set(node, index);
    low.set(node, index);
    index++;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indices.has(next)) {
        connect(next);
        low.set(node, Math.min(low.get(node) as number, low.get(next) as number));
      } else if (onStack.has(next))
        low.set(node, Math.min(low.get(node) as number, indices.get(next) as number));
    }
    if (low.get(node) === indices.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop() as string;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) components.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!indices.has(node)) connect(node);
  return components.sort((a, b) => a[0].localeCompare(b[0]));
}

export function violations(edges: Edge[]): Violation[] {
  const found: Violation[] = [];
  for (const edge of edges)
    for (const rule of [
      serverDoorViolation,
      serverLayerViolation,
      engineViolation,
      testImportViolation,
      webDoorViolation,
    ]) {
      const v = rule(edge);
      if (v) found.push(v);
    }
  for (const circle of fileCircles(edges))
    found.push({
      rule: 'file-circle',
      message: `load-time import circle between files: ${circle.join(' ↔ ')}`,
    });
  for (const circle of areaCircles(edges))
    found.push({
      rule: 'module-circle',
      message: `circle between modules: ${circle.join(' ↔ ')}; invert one side (the owner declares an interface, the other registers)`,
    });
  return found;
}

/** Whether an import lands on a door: a public.ts or index.ts, or the routes or plugin the app mounts. */
export const throughDoor = (edge: Edge) =>
  /\/(public|index)\.tsx?$|\/routes\.tsx?$|\/plugin\.ts$/.test(edge.to);

/** Imports from one module or feature into another, for `--list`. */
export function crossings(edges: Edge[]): Edge[] {
  return edges.filter((e) => {
    if (!local(e) || isTest(e.from)) return false;
    const from = areaOf(e.from);
    const to = areaOf(e.to);
    return !!to && !!from && from !== to;
  });
}
