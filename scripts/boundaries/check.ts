// `npm run boundaries`: fails on any import that crosses a module's or feature's boundary or closes a
// circle. `npm run boundaries -- --list` prints every cross-module import and whether it uses a door;
// `--root DIR` reads another checkout (e.g. a `git worktree` of an older commit, to compare).
import path from 'node:path';
import { type Edge, importGraph } from './graph';
import { crossings, throughDoor, violations } from './rules';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const SOURCE_DIRS = ['server/src', 'server/test', 'web/src'];
export const ALIASES = { '@/': 'web/src/' };

export const projectGraph = (root = ROOT): Edge[] => importGraph(root, SOURCE_DIRS, ALIASES);

function list(edges: Edge[]) {
  const rows = crossings(edges);
  for (const e of rows) console.log(`${e.from}:${e.line} → ${e.to}${e.typeOnly ? ' (type)' : ''}`);
  const server = rows.filter((e) => e.from.startsWith('server/'));
  const web = rows.filter((e) => e.from.startsWith('web/'));
  const doors = (r: Edge[]) => r.filter(throughDoor).length;
  const links = (r: Edge[]) =>
    new Set(
      r.map((e) => `${e.from.split('/').slice(0, 4).join('/')}→${e.to.split('/').slice(0, 4).join('/')}`),
    ).size;
  console.log(
    `server: ${server.length} cross-module imports (${doors(server)} through a door), ${links(server)} module-to-module links`,
  );
  console.log(
    `web: ${web.length} cross-feature imports (${doors(web)} through a door), ${links(web)} feature-to-feature links`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const at = process.argv.indexOf('--root');
  const edges = projectGraph(at > 0 && process.argv[at + 1] ? path.resolve(process.argv[at + 1]) : ROOT);
  if (process.argv.includes('--list')) list(edges);
  else {
    const found = violations(edges);
    for (const v of found)
      console.log(`${v.rule}: ${v.edge ? `${v.edge.from}:${v.edge.line}: ` : ''}${v.message}`);
    console.log(
      `boundaries: ${found.length} violation${found.length === 1 ? '' : 's'} in ${new Set(edges.map((e) => e.from)).size} files`,
    );
    process.exit(found.length === 0 ? 0 : 1);
  }
}
