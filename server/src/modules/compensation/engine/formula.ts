import jsep, { type Expression } from 'jsep';

/**
 * Salary-component formulas: component codes, numbers, + - * / ( ) and min()/max(), e.g.
 * `max(BASIC * 0.4, 15000)`. Parsed with jsep into a tree that is checked node by node and evaluated
 * here — never with eval.
 */
export type ParsedFormula = { tree: Expression; references: string[] };

const OPERATORS = new Set(['+', '-', '*', '/']);
const FUNCTIONS = new Set(['min', 'max']);

export class FormulaError extends Error {}

function check(node: Expression, references: Set<string>): void {
  switch (node.type) {
    case 'Literal':
      if (typeof node.value !== 'number') throw new FormulaError('Only numbers may appear as values.');
      return;
    case 'Identifier': {
      const name = String(node.name);
      if (FUNCTIONS.has(name.toLowerCase())) throw new FormulaError(`${name} must be called with arguments.`);
      references.add(name.toUpperCase());
      return;
    }
    case 'UnaryExpression':
      if (node.operator !== '-' && node.operator !== '+')
        throw new FormulaError(`Operator ${node.operator} is not allowed.`);
      check(node.argument as Expression, references);
      return;
    case 'BinaryExpression':
      if (!OPERATORS.has(String(node.operator)))
        throw new FormulaError(`Operator ${node.operator} is not allowed.`);
      check(node.left as Expression, references);
      check(node.right as Expression, references);
      return;
    case 'CallExpression': {
      const callee = node.callee as Expression;
      const name = callee.type === 'Identifier' ? String(callee.name).toLowerCase() : '';
      const args = node.arguments as Expression[];
      if (!FUNCTIONS.has(name)) throw new FormulaError('Only min() and max() may be called.');
      if (!args.length) throw new FormulaError(`${name}() needs at least one argument.`);
      for (const arg of args) check(arg, references);
      return;
    }
    default:
      throw new FormulaError('Use component codes, numbers, + - * / ( ) and min/max only.');
  }
}

export function parseFormula(text: string): ParsedFormula {
  let tree: Expression;
  try {
    tree = jsep(text);
  } catch (err) {
    throw new FormulaError(`The formula cannot be read: ${(err as Error).message}`);
  }
  if (tree.type === 'Compound') throw new FormulaError('The formula must be a single expression.');
  const references = new Set<string>();
  check(tree, references);
  return { tree, references: [...references].sort() };
}

/** Evaluates a checked formula with the given component values (in any unit, usually paise). */
export function evaluateFormula(formula: ParsedFormula, values: Readonly<Record<string, number>>): number {
  const walk = (node: Expression): number => {
    switch (node.type) {
      case 'Literal':
        return node.value as number;
      case 'Identifier':
        return values[String(node.name).toUpperCase()] ?? 0;
      case 'UnaryExpression': {
        const v = walk(node.argument as Expression);
        return node.operator === '-' ? -v : v;
      }
      case 'BinaryExpression': {
        const l = walk(node.left as Expression);
        const r = walk(node.right as Expression);
        if (node.operator === '+') return l + r;
        if (node.operator === '-') return l - r;
        if (node.operator === '*') return l * r;
        return r === 0 ? 0 : l / r;
      }
      case 'CallExpression': {
        const args = (node.arguments as Expression[]).map(walk);
        return String((node.callee as Expression).name).toLowerCase() === 'min'
          ? Math.min(...args)
          : Math.max(...args);
      }
      default:
        throw new FormulaError(`Unexpected ${node.type}`);
    }
  };
  return walk(formula.tree);
}

/**
 * Whether giving `code` the formula references would close a loop, given every other formula
 * component's references. Returns the loop (e.g. ["HRA", "SPECIAL", "HRA"]) or null.
 */
export function findCycle(
  code: string,
  references: string[],
  others: ReadonlyMap<string, string[]>,
): string[] | null {
  const graph = new Map(others);
  graph.set(code, references);
  const path: string[] = [];
  const visit = (node: string): string[] | null => {
    if (path.includes(node)) return [...path.slice(path.indexOf(node)), node];
    path.push(node);
    for (const next of graph.get(node) ?? []) {
      const loop = visit(next);
      if (loop) return loop;
    }
    path.pop();
    return null;
  };
  return visit(code);
}
