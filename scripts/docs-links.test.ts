// The project explains itself from its own files (issue 20): every link in the README and in docs/ leads
// to a file in this repository, and the specification the code cites is among them.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const documents = [
  'README.md',
  ...fs
    .readdirSync(path.join(root, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.md'))
    .map((name) => path.join('docs', name)),
];

/** Markdown link targets, without their #fragment; absolute http(s) and mailto links are left out. */
function localLinks(markdown: string): string[] {
  return [...markdown.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1].split('#')[0])
    .filter((target) => target !== '' && !/^(https?:|mailto:)/.test(target));
}

describe('documentation links', () => {
  it('finds the README, the design, the API conventions, the decisions and the three specification files', () => {
    expect(documents).toEqual(
      expect.arrayContaining([
        'README.md',
        'docs/architecture.md',
        'docs/api-conventions.md',
        'docs/decisions.md',
        'docs/specification/1-core-employees-payroll.md',
        'docs/specification/2-reference-data-access-organisation.md',
        'docs/specification/3-leave-recruitment-attendance-reports.md',
      ]),
    );
  });

  it.each(documents)('%s links only to files inside the repository, all of which exist', (document) => {
    const dir = path.dirname(path.join(root, document));
    const broken = localLinks(fs.readFileSync(path.join(root, document), 'utf8')).filter((target) => {
      const resolved = path.resolve(dir, target);
      return !resolved.startsWith(`${root}${path.sep}`) || !fs.existsSync(resolved);
    });
    expect(broken).toEqual([]);
  });

  it('the README links to the specification, the design and the decisions', () => {
    const links = localLinks(fs.readFileSync(path.join(root, 'README.md'), 'utf8'));
    expect(links).toEqual(
      expect.arrayContaining([
        'docs/specification/1-core-employees-payroll.md',
        'docs/architecture.md',
        'docs/api-conventions.md',
        'docs/decisions.md',
      ]),
    );
  });
});
