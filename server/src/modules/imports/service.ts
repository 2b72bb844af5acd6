import { createHash } from 'node:crypto';
import {
  IMPORT_JOB_KINDS,
  IMPORT_SYNC_MAX_ROWS,
  type ImportError,
  type ImportFormat,
  type ImportListQuery,
  type ImportMode,
  type ImportRecord,
  type ImportSummary,
  type ImportType,
} from '@hrms/contracts/imports';
import type { JobAccepted } from '@hrms/contracts/jobs';
import type { Db, DbOrTx } from '../../db/client';
import { assertInScope, companyScope } from '../../platform/access';
import { recordAudit } from '../../platform/audit';
import { can, type Principal } from '../../platform/auth/principal';
import { iso } from '../../platform/dates';
import {
  AppError,
  conflict,
  databaseErrorOf,
  forbidden,
  notFound,
  validationFailed,
} from '../../platform/errors';
import type { JobQueue } from '../../platform/jobs/queue';
import { paged } from '../../platform/pagination';
import type { UploadedFile } from '../../platform/uploads';
import { ERROR_COLUMN, matchHeaders } from './engine/headers';
import { FileProblem, fileFormat, readSheet, type Sheet } from './engine/read';
import { errorFileRows, readRow } from './engine/rows';
import { writeTable } from './engine/write';
import {
  claimCommit,
  findImport,
  type ImportSummaryRow,
  importContent,
  insertImport,
  listImports,
  recordCheck,
  recordCommitCounts,
} from './queries';
import { IMPORT_TYPE_DEFINITIONS } from './types';
import {
  type CellProblem,
  columnOf,
  columnsOf,
  type ImportContext,
  type ImportTypeDefinition,
  type PlannedRow,
  type RowOutcome,
  type RowPlan,
  RowProblems,
  type RowResult,
} from './types/type';

const definitionOf = (type: ImportType) => IMPORT_TYPE_DEFINITIONS[type];

/** Importing or exporting a type needs the permission its form needs, besides import-data (held by the route). */
function assertMayWrite(principal: Principal, def: ImportTypeDefinition) {
  if (!can(principal, def.permission)) {
    throw forbidden(`Importing ${def.type.replaceAll('_', ' ')} needs the ${def.permission} permission.`);
  }
}

const fileError = (message: string) => validationFailed({ file: [message] });

const person = (id: number | null, name: string | null) => (id === null ? null : { id, name: name ?? '' });

function toSummary(row: ImportSummaryRow): ImportSummary {
  return {
    id: row.id,
    type: row.type as ImportType,
    status: row.status as ImportSummary['status'],
    filename: row.filename,
    format: row.format as ImportFormat,
    rows: row.rows,
    valid_rows: row.valid_rows,
    mode: row.mode as ImportMode | null,
    created: row.created,
    updated: row.updated,
    unchanged: row.unchanged,
    created_by: person(row.created_by_id, row.created_by_name),
    created_at: iso(row.created_at),
    committed_by: person(row.committed_by_id, row.committed_by_name),
    committed_at: row.committed_at ? iso(row.committed_at) : null,
  };
}

// ---- running a file's rows

type RunResult = {
  rows: number;
  errors: ImportError[];
  counts: Record<RowOutcome, number>;
};

/** An AppError or a database refusal from a row's write, as problems on its columns. */
function problemsOf(def: ImportTypeDefinition, err: unknown): CellProblem[] | null {
  if (err instanceof RowProblems) return err.problems;
  if (err instanceof AppError) {
    if (err.statusCode >= 500) return null;
    if (err.errors && Object.keys(err.errors).length) {
      return Object.entries(err.errors).map(([field, messages]) => ({
        column: columnOf(def, field),
        message: messages[0] ?? err.message,
      }));
    }
    return [{ column: def.keyColumn, message: err.message }];
  }
  // A value the database refuses (a constraint the form's checks did not foresee) fails its row, not the file.
  const refused = databaseErrorOf(err);
  if (refused?.code?.startsWith('22') || refused?.code?.startsWith('23')) {
    return [
      { column: def.keyColumn, message: `The row cannot be saved: ${refused.detail ?? refused.code}.` },
    ];
  }
  return null;
}

const problemsOrThrow = (def: ImportTypeDefinition, err: unknown): CellProblem[] => {
  const found = problemsOf(def, err);
  if (!found) throw err;
  return found;
};

/**
 * How many rows a type that writes rows together (applyMany) is given at a time: a few statements each, so
 * 10,000 employees are a few dozen round trips. docs/decisions/imports.md, "Employees are written a chunk at a
 * time".
 */
export const CHUNK_ROWS = 500;

/**
 * The rows in the order to write them, cut into batches of at most `size`, and before any row that needs a row
 * of the batch being filled (its manager's row): every batch is written after the rows it needs.
 */
function batchesOf(order: readonly number[], plan: RowPlan | undefined, size: number): number[][] {
  const batches: number[][] = [];
  let batch: number[] = [];
  for (const row of order) {
    const needsBatch = (plan?.needs.get(row) ?? []).some((need) => batch.includes(need.row));
    if (batch.length >= size || (batch.length && needsBatch)) {
      batches.push(batch);
      batch = [];
    }
    batch.push(row);
  }
  if (batch.length) batches.push(batch);
  return batches;
}

/**
 * Writes a batch's rows: together through `applyMany` when the type has it (in a savepoint), else — or when the
 * database refuses the batch as a whole — each row in its own savepoint through `apply`, so that a refusal lands
 * on its own row and the others are still written.
 */
async function writeRows(
  tx: Db,
  principal: Principal,
  def: ImportTypeDefinition,
  rows: readonly PlannedRow[],
  context: ImportContext,
): Promise<RowResult[]> {
  const { applyMany } = def;
  if (applyMany && rows.length > 1) {
    try {
      return await tx.transaction((savepoint) => applyMany(savepoint, principal, rows, context));
    } catch (err) {
      if (!problemsOf(def, err)) throw err;
    }
  }
  const results: RowResult[] = [];
  for (const { values } of rows) {
    try {
      results.push(await tx.transaction((savepoint) => def.apply(savepoint, principal, values, context)));
    } catch (err) {
      if (!problemsOf(def, err)) throw err;
      results.push({ error: err });
    }
  }
  return results;
}

/** Told as the rows are written: how many of the file's rows are done, of how many. */
export type ImportProgress = (done: number, total: number) => Promise<void> | void;

/**
 * Runs every row of the sheet through its type in `tx`, each row in its own savepoint (or a chunk of rows at a
 * time, for a type with applyMany): a row that fails leaves nothing behind and its problems are collected; the
 * rows that pass are written. The caller commits (an import's commit) or rolls back (validating, which writes
 * nothing but the import).
 */
async function runRows(
  tx: Db,
  principal: Principal,
  def: ImportTypeDefinition,
  sheet: Sheet,
  context: ImportContext,
  onProgress?: ImportProgress,
): Promise<RunResult> {
  const counts: Record<RowOutcome, number> = { created: 0, updated: 0, unchanged: 0 };
  const errors: ImportError[] = [];
  const columns = await columnsOf(def, tx, principal);
  const match = matchHeaders(
    sheet.header,
    columns.map((c) => c.name),
  );
  if (!match.ok)
    return { rows: sheet.rows.length, errors: [{ row: 1, column: '', message: match.message }], counts };
  const read = sheet.rows.map((row) => ({
    row: row.row,
    ...readRow(columns, match.positions, row.cells),
  }));
  const seen = new Map<string, number>();
  for (const { row, values, problems } of read) {
    const key = def.rowKey(values);
    if (key === null) continue;
    const first = seen.get(key);
    if (first !== undefined) {
      problems.push({
        column: def.keyColumn,
        message: `Row ${first} has the same ${def.keyColumn.replaceAll('_', ' ')}: a record may appear once in a file.`,
      });
    } else seen.set(key, row);
  }
  const plan = def.plan?.(read.map(({ row, values }) => ({ row, values })));
  const byRow = new Map(read.map((r) => [r.row, r]));
  const order = plan ? [...new Set([...plan.order, ...byRow.keys()])] : [...byRow.keys()];
  const failed = new Set<number>();
  const fail = (row: number, problems: readonly CellProblem[]) => {
    failed.add(row);
    for (const p of problems) errors.push({ row, column: p.column, message: p.message });
  };
  let done = 0;
  for (const batch of batchesOf(order, plan, def.applyMany ? CHUNK_ROWS : 1)) {
    const ready: PlannedRow[] = [];
    for (const row of batch) {
      const entry = byRow.get(row);
      if (!entry) continue;
      const problems = [...entry.problems, ...(plan?.problems.get(row) ?? [])];
      for (const need of plan?.needs.get(row) ?? []) if (failed.has(need.row)) problems.push(need.problem);
      if (problems.length) fail(row, problems);
      else ready.push({ row, values: entry.values });
    }
    const results = await writeRows(tx, principal, def, ready, context);
    results.forEach((result, i) => {
      const { row } = ready[i] as PlannedRow;
      if (typeof result === 'string') counts[result]++;
      else fail(row, problemsOrThrow(def, result.error));
    });
    done += batch.length;
    await onProgress?.(done, order.length);
  }
  // Rows written out of file order (a manager first) report in file order.
  errors.sort((a, b) => a.row - b.row);
  return { rows: sheet.rows.length, errors, counts };
}

const invalidRows = (errors: readonly ImportError[]) => new Set(errors.map((e) => e.row));

/** Thrown to roll a dry run back with its result. */
class DryRun extends Error {
  constructor(readonly result: RunResult) {
    super('dry run');
  }
}

function readUpload(file: UploadedFile): { format: ImportFormat; sheet: Sheet } {
  try {
    const format = fileFormat(file.data, file.filename);
    return { format, sheet: readSheet(file.data, format) };
  } catch (err) {
    if (err instanceof FileProblem) throw fileError(err.message);
    throw err;
  }
}

// ---- the routes' work

/** Checks every row by writing it as the commit would, in a transaction that is then rolled back. */
async function dryRun(
  db: Db,
  principal: Principal,
  def: ImportTypeDefinition,
  sheet: Sheet,
  context: ImportContext,
  onProgress?: ImportProgress,
): Promise<RunResult> {
  try {
    await db.transaction(async (tx) => {
      throw new DryRun(await runRows(tx, principal, def, sheet, context, onProgress));
    });
    throw new Error('dry run not rolled back');
  } catch (err) {
    if (!(err instanceof DryRun)) throw err;
    return err.result;
  }
}

/** What a check found, as the import keeps it. */
function checked(result: RunResult) {
  const headerFailed = result.errors.some((e) => e.row === 1);
  return {
    status: result.errors.length || !result.rows ? ('invalid' as const) : ('validated' as const),
    rows: result.rows,
    valid_rows: headerFailed ? 0 : result.rows - invalidRows(result.errors).size,
    errors:
      result.errors.length || result.rows
        ? result.errors
        : [{ row: 2, column: '', message: 'The file has no rows below its header.' }],
  };
}

/** The answer's message of a committed import. */
export const commitMessage = (record: ImportRecord) =>
  `Imported: ${record.created} created, ${record.updated} updated, ${record.unchanged} unchanged`;

/** The answer's message of a checked file. */
export const checkedMessage = (record: ImportRecord) =>
  record.status === 'validated'
    ? `${record.rows} rows are valid: commit to import them`
    : `${record.rows - record.valid_rows} of ${record.rows} rows have errors`;

/** What an import keeps of an uploaded file: the file itself, its format and its hash. */
const keptFile = (file: UploadedFile, format: ImportFormat) => ({
  filename: file.filename,
  format,
  content: file.data,
  content_hash: createHash('sha256').update(file.data).digest('hex'),
});

/**
 * Checks an uploaded file (POST /api/imports), read once. Every row is checked by writing it as the commit
 * would, inside a transaction that is then rolled back, so checking finds exactly what committing would refuse
 * and writes nothing but the import record. A file of more than IMPORT_SYNC_MAX_ROWS rows is kept as `checking`
 * and checked by a job instead (its answer the import, as the request's would be). A file that cannot be read
 * is refused either way, before anything is kept.
 */
export async function checkUpload(
  db: Db,
  jobs: JobQueue,
  principal: Principal,
  type: ImportType,
  file: UploadedFile,
  context: ImportContext,
): Promise<{ queued: JobAccepted } | { record: ImportRecord }> {
  const def = definitionOf(type);
  assertMayWrite(principal, def);
  const { format, sheet } = readUpload(file);
  const common = {
    company_id: principal.companyId,
    type,
    ...keptFile(file, format),
    created_by: principal.userId,
  };
  if (sheet.rows.length > IMPORT_SYNC_MAX_ROWS) {
    const id = await insertImport(db, {
      ...common,
      status: 'checking',
      rows: sheet.rows.length,
      valid_rows: 0,
      errors: [],
    });
    const job_id = await jobs.enqueue(IMPORT_JOB_KINDS.validate, { id }, principal, sheet.rows.length);
    return { queued: { message: `Checking the ${sheet.rows.length} rows of ${file.filename}`, job_id } };
  }
  const id = await insertImport(db, {
    ...common,
    ...checked(await dryRun(db, principal, def, sheet, context)),
  });
  return { record: await loadImport(db, principal, id) };
}

/** The job of a large file's check: runs it as the request would and keeps what it found. */
export async function checkQueuedImport(
  db: Db,
  principal: Principal,
  id: number,
  context: ImportContext,
  options: { onProgress?: ImportProgress } = {},
): Promise<ImportRecord> {
  const found = await findImport(db, companyScope(principal), id);
  if (!found) throw notFound('Import');
  if (found.status !== 'checking') throw conflict('This file has been checked already.');
  const def = definitionOf(found.type as ImportType);
  assertMayWrite(principal, def);
  const sheet = readSheet(await importContent(db, id), found.format as ImportFormat);
  const result = await dryRun(db, principal, def, sheet, context, options.onProgress);
  await recordCheck(db, id, checked(result));
  return loadImport(db, principal, id);
}

export async function loadImport(db: DbOrTx, principal: Principal, id: number): Promise<ImportRecord> {
  const row = await findImport(db, companyScope(principal), id);
  if (!row) throw notFound('Import');
  return { ...toSummary(row), errors: row.errors };
}

export async function listImportsPage(db: Db, principal: Principal, q: ImportListQuery) {
  const { rows, total } = await listImports(db, companyScope(principal), q, q.page, q.per_page);
  return paged(rows.map(toSummary), total, q.page, q.per_page);
}

/** An import that may be committed in `mode`, or the refusal the request answers. */
async function committable(db: Db, principal: Principal, id: number, mode: ImportMode) {
  const found = await findImport(db, companyScope(principal), id);
  if (!found) throw notFound('Import');
  const def = definitionOf(found.type as ImportType);
  assertMayWrite(principal, def);
  if (found.status === 'committed') throw conflict('This import has already been committed.');
  if (found.status === 'checking') {
    throw conflict('The file is still being checked: import it once the check has finished.');
  }
  if (mode === 'all' && found.status === 'invalid') {
    throw validationFailed({
      mode: ['The file has errors: fix them and upload it again, or import the valid rows only.'],
    });
  }
  if (mode === 'valid_rows' && found.valid_rows === 0) {
    throw validationFailed({ mode: ['No row of the file is valid: there is nothing to import.'] });
  }
  return { found, def };
}

/**
 * POST /api/imports/{id}/commit of a file of more than IMPORT_SYNC_MAX_ROWS rows: refused now for what the
 * request would refuse, else queued as a job (its answer the committed import); null for a smaller file.
 */
export async function queueCommitIfLarge(
  db: Db,
  jobs: JobQueue,
  principal: Principal,
  id: number,
  mode: ImportMode,
): Promise<JobAccepted | null> {
  const { found } = await committable(db, principal, id, mode);
  if (found.rows <= IMPORT_SYNC_MAX_ROWS) return null;
  const job_id = await jobs.enqueue(IMPORT_JOB_KINDS.commit, { id, mode }, principal, found.rows);
  return { message: `Importing the ${found.rows} rows of ${found.filename}`, job_id };
}

/**
 * Commits an import once (POST /api/imports/{id}/commit), in one transaction: `all` writes every row or
 * none and refuses a file with errors; `valid_rows` writes the rows that pass and leaves the others out.
 * The rows are checked again as they are written (the records may have changed since validating).
 */
export async function commitImport(
  db: Db,
  principal: Principal,
  id: number,
  mode: ImportMode,
  context: ImportContext,
  options: { onProgress?: ImportProgress } = {},
): Promise<ImportRecord> {
  const { found, def } = await committable(db, principal, id, mode);
  const sheet = readSheet(await importContent(db, id), found.format as ImportFormat);
  await db.transaction(async (tx) => {
    if (!(await claimCommit(tx, id, principal.userId, mode))) {
      throw conflict('This import has already been committed.');
    }
    const result = await runRows(tx, principal, def, sheet, context, options.onProgress);
    if (mode === 'all' && result.errors.length) {
      const first = result.errors[0] as ImportError;
      throw validationFailed({
        mode: [
          `Row ${first.row}, ${first.column}: ${first.message} The records changed since the file was validated: upload it again.`,
        ],
      });
    }
    await recordCommitCounts(tx, id, result.counts);
    await recordAudit(tx, principal, {
      action: 'import.committed',
      entity_type: 'import',
      entity_id: id,
      company_id: found.company_id,
      summary: `Imported ${def.type.replaceAll('_', ' ')} from ${found.filename}: ${result.counts.created} created, ${result.counts.updated} updated, ${result.counts.unchanged} unchanged`,
      changes: { type: def.type, mode, ...result.counts, rows_left_out: invalidRows(result.errors).size },
    });
  });
  return loadImport(db, principal, id);
}

/**
 * The uploaded file back in its own format with an `error` column: every row while the import is not
 * committed (fix it and upload the whole file again), only the rows left out once committed.
 */
export async function importErrorsFile(db: Db, principal: Principal, id: number) {
  const found = await findImport(db, companyScope(principal), id);
  if (!found) throw notFound('Import');
  const format = found.format as ImportFormat;
  const sheet = readSheet(await importContent(db, id), format);
  const width = sheet.header.length;
  const rows = errorFileRows(width, sheet.rows, found.errors, found.status === 'committed');
  const base = found.filename.replace(/\.(csv|xlsx)$/i, '');
  return {
    filename: `${base}-errors.${format}`,
    format,
    body: writeTable(format, [...sheet.header, ERROR_COLUMN], rows),
  };
}

/** A type's template: every column, with an example row (and an XLSX's Notes sheet giving each column's format). */
export async function templateFile(db: Db, principal: Principal, type: ImportType, format: ImportFormat) {
  const def = definitionOf(type);
  const columns = await columnsOf(def, db, principal);
  const header = columns.map((c) => c.name);
  const example = columns.map((c) => c.example);
  const notes = [
    ['column', 'required for a new record', 'format', 'example'],
    ...columns.map((c) => [c.name, c.required ? 'yes' : 'no', c.format, c.example]),
  ];
  return {
    filename: `${type}-template.${format}`,
    format,
    body: writeTable(format, header, [example], [{ name: 'Notes', rows: notes }]),
  };
}

/** A type's records in its template's columns (GET /api/exports/{type}): imported again, nothing changes. */
export async function exportFile(
  db: Db,
  principal: Principal,
  type: ImportType,
  format: ImportFormat,
  companyId: number | undefined,
) {
  const def = definitionOf(type);
  assertMayWrite(principal, def);
  for (const need of def.exportNeeds ?? []) {
    if (!can(principal, need.permission)) throw forbidden(need.message);
  }
  if (companyId !== undefined) assertInScope(companyScope(principal), companyId, 'Company');
  const records = await def.exportRows(db, principal, companyId);
  const header = (await columnsOf(def, db, principal, companyId)).map((c) => c.name);
  return {
    filename: `${type}.${format}`,
    format,
    body: writeTable(
      format,
      header,
      records.map((r) => header.map((h) => r[h] ?? '')),
    ),
  };
}
