// The import graph of a source tree, read with the TypeScript parser: every static import, re-export and
// dynamic import(), resolved to a file, and whether it is type-only (erased at run time).
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export type Edge = {
  /** Importing file, relative to the repository root, with forward slashes. */
  from: string;
  /** Imported file, likewise. */
  to: string;
  /** The specifier as written. */
  specifier: string;
  /** `import type`, `export type`, or every named binding marked `type`: gone at run time. */
  typeOnly: boolean;
  /** `import('…')`: loaded on demand, so it closes no load-time circle. */
  dynamic: boolean;
  line: number;
};

export type Aliases = Record<string, string>;

const SOURCE = /\.(ts|tsx)$/;
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

export function sourceFiles(root: string, dirs: string[]): string[] {
  return dirs.flatMap((dir) => {
    const absolute = path.join(root, dir);
    if (!fs.existsSync(absolute)) return [];
    return fs
      .readdirSync(absolute, { recursive: true, encoding: 'utf8' })
      .filter((name) => SOURCE.test(name) && !name.endsWith('.d.ts') && !name.includes('node_modules'))
      .map((name) => toPosix(path.join(dir, name)));
  });
}

const toPosix = (file: string) => file.split(path.sep).join('/');

/** The file an import names, or null for a package. */
export function resolveImport(
  root: string,
  from: string,
  specifier: string,
  aliases: Aliases,
): string | null {
  let base: string | null = null;
  if (specifier.startsWith('.')) base = path.join(path.dirname(from), specifier);
  for (const [prefix, target] of Object.entries(aliases))
    if (specifier.startsWith(prefix)) base = path.join(target, specifier.slice(prefix.length));
  if (base === null) return null;
  const stem = base.replace(/\.js$/, '');
  for (const candidate of [stem, ...EXTENSIONS.map((ext) => stem + ext)]) {
    const absolute = path.join(root, candidate);
    if (SOURCE.test(candidate) && fs.existsSync(absolute) && fs.statSync(absolute).isFile())
      return toPosix(candidate);
  }
  return toPosix(stem);
}

function isTypeOnly(node: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isExportDeclaration(node)) {
    if (node.isTypeOnly) return true;
    const clause = node.exportClause;
    return (
      !!clause &&
      ts.isNamedExports(clause) &&
      clause.elements.length > 0 &&
      clause.elements.every((e) => e.isTypeOnly)
    );
  }
  const clause = node.importClause;
  if (!clause) return false; // a side-effect import runs the file
  if (clause.isTypeOnly) return true;
  if (clause.name) return false;
  const bindings = clause.namedBindings;
  return (
    !!bindings &&
    ts.isNamedImports(bindings) &&
    bindings.elements.length > 0 &&
    bindings.elements.every((e) => e.isTypeOnly)
  );
}

/** Every import of one file; packages are kept with `to` set to the specifier and a leading `pkg:`. */
export function importsOf(root: string, file: string, aliases: Aliases): Edge[] {
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  const edges: Edge[] = [];
  const add = (specifier: string, node: ts.Node, typeOnly: boolean, dynamic: boolean) => {
    const to = resolveImport(root, file, specifier, aliases) ?? `pkg:${specifier}`;
    const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
    edges.push({ from: file, to, specifier, typeOnly, dynamic, line });
  };
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      if (ts.isStringLiteral(node.moduleSpecifier))
        add(node.moduleSpecifier.text, node, isTypeOnly(node), false);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      add(node.arguments[0].text, node, false, true);
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      add(node.argument.literal.text, node, true, false);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return edges;
}

export function importGraph(root: string, dirs: string[], aliases: Aliases = {}): Edge[] {
  return sourceFiles(root, dirs).flatMap((file) => importsOf(root, file, aliases));
}
