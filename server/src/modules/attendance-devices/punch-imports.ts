/**
 * Punch logs uploaded from a device's own software (a ZKTeco attlog.dat, an eSSL device log CSV): read in the
 * file's layout, each row's wall-clock time placed in the company's zone, and kept and applied as a device's
 * punches are (record-punches), each tagged with its import. Rows that cannot be read are named by line.
 */
import {
  PUNCH_IMPORT_MAX_BYTES,
  PUNCH_IMPORT_PROBLEMS_KEPT,
  PUNCH_IMPORT_ROWS_MAX,
  type PunchImport,
  type PunchImportLayout,
  type PunchOutcome,
  punchImportRequest,
} from '@hrms/contracts/attendance-devices';
import { withinDateRange } from '@hrms/contracts/common';
import type { Db, DbOrTx } from '../../db/client';
import { companyScope, isInCompanyScope } from '../../platform/access';
import { recordAudit } from '../../platform/audit';
import type { Principal } from '../../platform/auth/principal';
import { iso } from '../../platform/dates';
import { fieldError, parseFields } from '../../platform/errors';
import { paged } from '../../platform/pagination';
import { isText, type UploadedFile, type UploadRules } from '../../platform/uploads';
import { companyInstant, isInFuture } from './engine/instants';
import { layoutOf, type RowProblem, readPunchLog } from './engine/layouts';
import { findImport, type ImportRow, insertImport, pageOfImports, setImportOutcome } from './import-queries';
import { findDevice } from './queries';
import { type IncomingPunch, recordPunches } from './record-punches';

export const PUNCH_LOG_RULES: UploadRules = {
  label: 'punch log',
  maxBytes: PUNCH_IMPORT_MAX_BYTES,
  extensions: ['dat', 'txt', 'csv'],
};

type StoredOutcome = PunchOutcome & { problems?: RowProblem[]; problems_total?: number };

const toImport = (row: ImportRow): PunchImport => {
  const stored = row.import.outcome as StoredOutcome;
  const { problems = [], problems_total = problems.length, ...outcome } = stored;
  return {
    id: row.import.id,
    file_name: row.import.file_name,
    layout: row.import.layout as PunchImportLayout,
    device: row.device,
    outcome,
    problems,
    problems_total,
    created_at: iso(row.import.created_at),
  };
};

/** The file as text, or 422: a spreadsheet or an image renamed is no punch log. */
function textOf(file: UploadedFile): string {
  if (!isText(file.data)) {
    throw fieldError('file', 'The punch log must be a text file: a ZKTeco attlog.dat or an eSSL CSV export.');
  }
  return file.data.toString('utf8').replace(/^\uFEFF/, '');
}

/** The file's rows in its layout, or 422 when the layout cannot read it at all. */
function rowsOf(text: string, layout: PunchImportLayout) {
  let read: ReturnType<typeof readPunchLog>;
  try {
    read = readPunchLog(text, layout);
  } catch {
    // csv-parse refuses a broken file outright (an unclosed quote).
    throw fieldError('file', 'The file could not be read as CSV: check its quotes and separators.');
  }
  if ('message' in read) throw fieldError('file', `Line ${read.line}: ${read.message}`);
  return read;
}

/** Each row's instant; rows whose time is outside the dates records take or ahead of now join the problems. */
function punchesOf(read: Exclude<ReturnType<typeof rowsOf>, RowProblem>, now: Date) {
  const problems: RowProblem[] = [...read.problems];
  const incoming: IncomingPunch[] = [];
  for (const row of read.rows) {
    const at = companyInstant(row.wallTime);
    if (!withinDateRange(row.wallTime.slice(0, 10))) {
      problems.push({ line: row.line, message: `${row.wallTime} is outside the dates a record takes.` });
    } else if (isInFuture(at, now)) {
      problems.push({ line: row.line, message: `${row.wallTime} is in the future.` });
    } else incoming.push({ deviceUserId: row.deviceUserId, at });
  }
  return { incoming, problems: problems.sort((a, b) => a.line - b.line) };
}

/**
 * Reads an uploaded punch log for one of the company's devices (its layout given, or told from the file) and
 * keeps its punches as the device's, writing the days they touch; HR's principal makes an unapproved run follow.
 */
export async function importPunchLog(
  db: Db,
  principal: Principal,
  fields: Record<string, unknown>,
  file: UploadedFile | null,
): Promise<PunchImport> {
  const input = parseFields(punchImportRequest, fields, file ? {} : { file: ['Please select a file.'] });
  const upload = file as UploadedFile;
  const device = await findDevice(db, input.device_id);
  if (!device || !isInCompanyScope(companyScope(principal), device.device.company_id)) {
    throw fieldError('device_id', 'The selected device id is invalid.');
  }
  const text = textOf(upload);
  const layout = input.layout ?? layoutOf(text);
  const { incoming, problems } = punchesOf(rowsOf(text, layout), new Date());
  if (incoming.length > PUNCH_IMPORT_ROWS_MAX) {
    throw fieldError(
      'file',
      `A punch log may hold at most ${PUNCH_IMPORT_ROWS_MAX} punches; split the file.`,
    );
  }
  if (!incoming.length) {
    const first = problems[0];
    throw fieldError(
      'file',
      first ? `No punch could be read: line ${first.line}: ${first.message}` : 'The file holds no punches.',
    );
  }
  const kept = { problems: problems.slice(0, PUNCH_IMPORT_PROBLEMS_KEPT), problems_total: problems.length };
  const companyId = device.device.company_id;
  const importId = await insertImport(db, {
    company_id: companyId,
    device_id: device.device.id,
    file_name: upload.filename,
    layout,
    outcome: { ...kept },
    created_by: principal.userId,
  });
  const outcome = await recordPunches(db, device.device, incoming, { source: 'import', importId }, principal);
  await db.transaction(async (tx) => {
    await setImportOutcome(tx, importId, { ...outcome, ...kept });
    await recordAudit(tx, principal, {
      action: 'punch_import.uploaded',
      entity_type: 'punch_import',
      entity_id: importId,
      company_id: companyId,
      summary: `Imported ${outcome.recorded} punches of ${device.device.name} from ${upload.filename}`,
      changes: { layout, ...outcome, problems: problems.length },
    });
  });
  const row = await findImport(db, importId);
  if (!row) throw new Error('punch import vanished after saving');
  return toImport(row);
}

export async function listImports(
  db: DbOrTx,
  principal: Principal,
  q: { page: number; per_page: number; company_id?: number; device_id?: number },
) {
  const { rows, total } = await pageOfImports(db, companyScope(principal), q);
  return paged(rows.map(toImport), total, q.page, q.per_page);
}
