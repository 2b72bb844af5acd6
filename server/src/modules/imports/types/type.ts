import type { ImportColumn, ImportType } from '@hrms/contracts/imports';
import type { Permission } from '@hrms/contracts/permissions';
import type { z } from 'zod';
import type { PasswordLinkConfig } from '../../../config';
import type { Db, DbOrTx } from '../../../db/client';
import type { Principal } from '../../../platform/auth/principal';
import type { ColumnKind, ReadValues } from '../engine/rows';

/** How a cell is read before the row is validated (engine/rows.ts). */
export type CellKind = ColumnKind;

export type TypeColumn = ImportColumn & {
  kind: CellKind;
  /** Where the column lands in the form's request (address.line1), when it is a plain field of it. */
  field?: string;
};

/** A row's given cells, read: text trimmed, dates as ISO, amounts in paise, yes/no as booleans. Blank cells are absent. */
export type RowValues = ReadValues;

/** What committing a row did. */
/** What rows are written with besides the caller: the server's settings a type needs (an invitation's link). */
export type ImportContext = { passwordLinks: PasswordLinkConfig };

export type RowOutcome = 'created' | 'updated' | 'unchanged';

/** What writing a row did, or why it was not written (RowProblems or an AppError, as `apply` throws them). */
export type RowResult = RowOutcome | { error: unknown };

/** One problem with a row, on one of its columns. */
export type CellProblem = { column: string; message: string };

/** Thrown by a type for a row it cannot write; the service records each problem against the row. */
export class RowProblems extends Error {
  constructor(readonly problems: CellProblem[]) {
    super(problems.map((p) => p.message).join(' '));
  }
}

/** A row of the file, read, as a type's plan sees it (row: as the spreadsheet numbers it). */
export type PlannedRow = { row: number; values: RowValues };

/** A row another row needs written first, and the problem the latter gets when that row fails. */
export type RowNeed = { row: number; problem: CellProblem };

export type RowPlan = {
  /** Every row's number in the order to write them. */
  order: number[];
  /** Problems a row has with other rows of the file. */
  problems: Map<number, CellProblem[]>;
  needs: Map<number, RowNeed[]>;
};

/**
 * One kind of record an import brings in. A type declares its template's columns, the key that makes two
 * rows of one file the same record, how a row is written (found by its natural key and updated with only
 * the columns given, or created; the form's own schema and service, so the messages are the form's), and
 * how the records are exported in the same columns. The service runs every row of a file through `apply`
 * (or a chunk at a time through `applyMany`) inside one transaction, each in its own savepoint; validating runs
 * the same and rolls it all back.
 */
export type ImportTypeDefinition = {
  type: ImportType;
  /** Besides import-data, what the caller must hold to write these records through their form. */
  permission: Permission;
  columns: TypeColumn[];
  /**
   * When the columns depend on the records (a column per salary component): every column, `columns`
   * included, as the caller's companies (or the one company an export names) have them. Without it, `columns`.
   */
  columnsFor?(db: DbOrTx, principal: Principal, companyId?: number): Promise<TypeColumn[]>;
  /** The column a problem with the whole row is reported on (its key). */
  keyColumn: string;
  /** Request fields filled from a looked-up column (company_id ← company), for messages on them. */
  fieldColumns?: Record<string, string>;
  /** What makes two rows of one file the same record (null: the row lacks its key; apply reports it). */
  rowKey(values: RowValues): string | null;
  /**
   * When rows may refer to other rows of the same file (an employee's manager): the order to write them in,
   * problems found across rows (a cycle), and the rows each row needs written first. Without it, file order.
   */
  plan?(rows: readonly PlannedRow[]): RowPlan;
  /** Writes one row (tx is a savepoint of the import's transaction); throws RowProblems or AppError. */
  apply(tx: Db, principal: Principal, values: RowValues, context: ImportContext): Promise<RowOutcome>;
  /**
   * Writes rows together, a chunk at a time (tx is a savepoint around them): each row's result is what `apply`
   * would have done with it after the rows before it, and a row that fails leaves nothing. A chunk never holds a
   * row the plan says needs another of the same chunk. Throws when the chunk's writing as a whole is refused (a
   * database constraint no check foresaw): the service then runs its rows one by one through `apply` to find
   * whose it is. Without it, every row goes through `apply`. docs/decisions/imports.md, "Employees are written a
   * chunk at a time".
   */
  applyMany?(
    tx: Db,
    principal: Principal,
    rows: readonly PlannedRow[],
    context: ImportContext,
  ): Promise<RowResult[]>;
  /** What exporting also needs besides the type's permission (whole identity numbers, say), and why. */
  exportNeeds?: { permission: Permission; message: string }[];
  /** The records in template columns (cell text), of one company or every company in scope. */
  exportRows(
    db: DbOrTx,
    principal: Principal,
    companyId: number | undefined,
  ): Promise<Record<string, string>[]>;
};

/** `apply` of a type that writes rows together: its `applyMany` of the one row. */
export const applyingOne =
  (applyMany: NonNullable<ImportTypeDefinition['applyMany']>): ImportTypeDefinition['apply'] =>
  async (tx, principal, values, context) => {
    const [result] = await applyMany(tx, principal, [{ row: 0, values }], context);
    if (result === undefined) throw new Error('a row was written without a result');
    if (typeof result === 'string') return result;
    throw result.error;
  };

/** A type's columns for the caller: its own `columnsFor`, else its static `columns`. */
export const columnsOf = async (
  def: ImportTypeDefinition,
  db: DbOrTx,
  principal: Principal,
  companyId?: number,
): Promise<TypeColumn[]> => (def.columnsFor ? def.columnsFor(db, principal, companyId) : def.columns);

/**
 * A form request's path (address.line1) → the column it came from, so a validation message lands on the
 * spreadsheet's column. Fields no column names fall back to the path's last part.
 */
export function columnOf(def: ImportTypeDefinition, path: string): string {
  const looked = def.fieldColumns?.[path];
  if (looked) return looked;
  const column = def.columns.find((c) => (c.field ?? c.name) === path);
  if (column) return column.name;
  const last = path.split('.').at(-1) ?? path;
  return def.columns.some((c) => c.name === last) ? last : def.keyColumn;
}

/**
 * The zod issues of a request as problems on the row's columns: the first message per column, none on a
 * column that already has one (a company not found is not also "required").
 */
export function zodProblems(
  def: ImportTypeDefinition,
  error: z.ZodError,
  already: readonly CellProblem[] = [],
): CellProblem[] {
  const seen = new Set(already.map((p) => p.column));
  const problems: CellProblem[] = [];
  for (const issue of error.issues) {
    const column = columnOf(def, issue.path.map(String).join('.'));
    if (seen.has(column)) continue;
    seen.add(column);
    problems.push({ column, message: issue.message });
  }
  return problems;
}

/** Sets `value` at a dotted path of a request object, making the objects on the way. */
export function setPath(target: Record<string, unknown>, path: string, value: unknown) {
  const parts = path.split('.');
  let at = target;
  for (const part of parts.slice(0, -1)) {
    at[part] = { ...((at[part] as Record<string, unknown> | undefined) ?? {}) };
    at = at[part] as Record<string, unknown>;
  }
  at[parts.at(-1) as string] = value;
}

/** The request: the record's current values (none for a new one) with the given plain columns laid over. */
export function overlay(
  def: ImportTypeDefinition,
  current: Record<string, unknown>,
  values: RowValues,
): Record<string, unknown> {
  const request = structuredClone(current);
  for (const column of def.columns) {
    if (column.field && values[column.name] !== undefined)
      setPath(request, column.field, values[column.name]);
  }
  return request;
}

/**
 * Whether the parsed request is what the record already holds (its current values through the same schema),
 * so writing it would change nothing. A record the form would no longer accept as it stands counts as changed.
 */
export function sameAsCurrent<S extends z.ZodType>(
  schema: S,
  current: unknown,
  parsed: z.output<S>,
): boolean {
  const before = schema.safeParse(current);
  return before.success && JSON.stringify(before.data) === JSON.stringify(parsed);
}

/** A text column's value ('' when not given). */
export const text = (values: RowValues, column: string) => {
  const v = values[column];
  return v === undefined ? '' : String(v);
};

/** A row's key from its parts, compared in any case; null when a part is missing (the row fails on its own). */
export const keyOfParts = (parts: readonly string[]): string | null =>
  parts.every(Boolean) ? parts.join('|').toLowerCase() : null;
