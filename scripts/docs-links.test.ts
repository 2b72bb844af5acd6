// The project explains itself from its own files: every link in the README, CONTRIBUTING.md, bench/README.md
// and every document under docs/ leads to a file in this repository; the README stays a short front page
// (at most 200 lines) that leads to the guide, operations, benchmarks, contributing, the specification the
// code cites, the design, the API conventions and the decisions; and the guide's index lists every guide page.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const read = (document: string) => fs.readFileSync(path.join(root, document), 'utf8');

/** Every .md under a folder of the repository, recursively, as paths from the root with forward slashes. */
const markdownUnder = (folder: string) =>
  fs
    .readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.md'))
    .map((name) => path.posix.join(folder, name.split(path.sep).join('/')))
    .sort();

const documents = ['README.md', 'CONTRIBUTING.md', 'bench/README.md', ...markdownUnder('docs')];

/** Markdown link targets, without their #fragment; absolute http(s) and mailto links are left out. */
function localLinks(markdown: string): string[] {
  return [...markdown.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1].split('#')[0])
    .filter((target) => target !== '' && !/^(https?:|mailto:)/.test(target));
}

describe('documentation links', () => {
  it('finds the README, CONTRIBUTING, the benchmarks, the guide, operations, the design, the API conventions, the decisions and the three specification files', () => {
    expect(documents).toEqual(
      expect.arrayContaining([
        'README.md',
        'CONTRIBUTING.md',
        'bench/README.md',
        'docs/guide/README.md',
        'docs/operations.md',
        'docs/architecture.md',
        'docs/api-conventions.md',
        'docs/decisions/README.md',
        'docs/specification/1-core-employees-payroll.md',
        'docs/specification/2-reference-data-access-organisation.md',
        'docs/specification/3-leave-recruitment-attendance-reports.md',
      ]),
    );
  });

  it.each(documents)('%s links only to files inside the repository, all of which exist', (document) => {
    const dir = path.dirname(path.join(root, document));
    const broken = localLinks(read(document)).filter((target) => {
      const resolved = path.resolve(dir, target);
      return !resolved.startsWith(`${root}${path.sep}`) || !fs.existsSync(resolved);
    });
    expect(broken).toEqual([]);
  });

  it('the README links to the specification, the design, the API conventions and the decisions', () => {
    expect(localLinks(read('README.md'))).toEqual(
      expect.arrayContaining([
        'docs/specification/1-core-employees-payroll.md',
        'docs/architecture.md',
        'docs/api-conventions.md',
        'docs/decisions/README.md',
      ]),
    );
  });

  it('the README is a front page of at most 200 lines', () => {
    expect(read('README.md').trimEnd().split('\n').length).toBeLessThanOrEqual(200);
  });

  it('the README leads to contributing, operations, the benchmarks and the user guide', () => {
    expect(localLinks(read('README.md'))).toEqual(
      expect.arrayContaining([
        'CONTRIBUTING.md',
        'docs/operations.md',
        'bench/README.md',
        'docs/guide/README.md',
      ]),
    );
  });

  it("the guide's index links to every page of the guide", () => {
    const pages = markdownUnder('docs/guide')
      .filter((page) => page !== 'docs/guide/README.md')
      .map((page) => path.posix.relative('docs/guide', page));
    expect(pages.length).toBeGreaterThan(0);
    expect(localLinks(read('docs/guide/README.md'))).toEqual(expect.arrayContaining(pages));
  });
});
