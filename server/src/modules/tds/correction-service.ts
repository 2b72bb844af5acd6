import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tdsStatements } from '../../db/schema/tax-year';
import { assertInScope, companyScope } from '../../platform/access';
import type { Principal } from '../../platform/auth/principal';
import { todayIn } from '../../platform/dates';
import { AppError, notFound } from '../../platform/errors';
import {
  type ChallanCorrection,
  CorrectionFileError,
  correctionFile,
  type DeducteeCorrection,
} from './engine/correction-file';
import { type ParsedStatement, parseStatement24Q } from './engine/statement-parse';
import { statementText } from './statements-service';

const TOKEN = /^[0-9]{15}$/;
/** What the file header names as the utility that prepared it (as the regular statement does). */
const UTILITY = 'HRMS';

const refuse = (problems: string[]) =>
  new AppError(
    422,
    `${problems.length} problem${problems.length === 1 ? '' : 's'} must be resolved before the correction can be produced.`,
    { correction: problems },
  );

/**
 * Each deductee whose PAN or amounts differ between the statement as filed and as the product writes it now,
 * by challan and deductee number. Deductees added or removed since (a run reprocessed into another challan)
 * are not corrected here: they are refused with what changed.
 */
function changesOf(filed: ParsedStatement, now: ParsedStatement): ChallanCorrection[] {
  const problems: string[] = [];
  const corrections: ChallanCorrection[] = [];
  for (const was of filed.challans) {
    const is = now.challans.find((c) => c.challanNo === was.challanNo);
    if (
      !is ||
      is.serial !== was.serial ||
      is.bsrCode !== was.bsrCode ||
      is.deductees.size !== was.deductees.size
    ) {
      problems.push(
        `Challan ${was.challanNo} (${was.bsrCode}/${was.serial}): its deductees changed since filing — a deductee added, removed or moved to another challan is corrected in the Return Preparation Utility.`,
      );
      continue;
    }
    const deductees: DeducteeCorrection[] = [];
    for (const [no, before] of was.deductees) {
      const after = is.deductees.get(no);
      if (!after) continue;
      const changed =
        before.pan !== after.pan ||
        before.tds !== after.tds ||
        before.deposited !== after.deposited ||
        before.amountPaid !== after.amountPaid;
      if (changed)
        deductees.push({
          deducteeNo: no,
          filed: {
            pan: before.pan,
            tds: before.tds,
            deposited: before.deposited,
            amountPaid: before.amountPaid,
          },
          corrected: after,
        });
    }
    if (deductees.length)
      corrections.push({
        challanNo: was.challanNo,
        bsrCode: was.bsrCode,
        serial: was.serial,
        depositedOn: was.depositedOn,
        deposit: was.deposit,
        deductees,
      });
  }
  if (now.challans.length > filed.challans.length)
    problems.push(
      'A challan was added since filing: add it in the Return Preparation Utility (correction C9).',
    );
  if (problems.length) throw refuse(problems);
  return corrections;
}

/**
 * The correction statement of a filed Form 24Q quarter (C5 for a deductee's PAN, C3 for its amounts) against
 * the statement as kept when its receipt was recorded: the product writes the quarter again and corrects each
 * deductee that differs. Refused (422, listing why) for Form 138 (no correction format published), without
 * the statement as filed, without the filed statement's 15-digit token, or when nothing differs.
 */
export async function correctionStatement(db: Db, principal: Principal, id: number) {
  const [row] = await db.select().from(tdsStatements).where(eq(tdsStatements.id, id));
  if (!row) throw notFound('Statement');
  assertInScope(companyScope(principal), row.company_id, 'Statement');
  const problems: string[] = [];
  if (row.form !== '24Q')
    problems.push('Form 138’s correction file format is not published yet: correct it in Protean’s utility.');
  if (!row.filed_text)
    problems.push(
      'The statement as filed was not kept (it could not be written when its receipt was recorded): prepare the correction in the Return Preparation Utility.',
    );
  if (!TOKEN.test(row.receipt_number))
    problems.push(
      'A correction quotes the 15-digit token number of the filed statement: record it as the statement’s receipt.',
    );
  if (problems.length) throw refuse(problems);
  const now = await statementText.get()(db, principal, {
    companyId: row.company_id,
    taxYear: row.tax_year,
    quarter: row.quarter,
    form: '24Q',
  });
  const filed = parseStatement24Q(row.filed_text as string);
  const challans = changesOf(filed, parseStatement24Q(now));
  if (!challans.length)
    throw refuse(['Nothing differs from the statement as filed: there is nothing to correct.']);
  try {
    return {
      filename: `form-24q-${row.tax_year}-q${row.quarter}-correction.txt`,
      text: correctionFile({
        form: '24Q',
        utility: UTILITY,
        createdOn: todayIn(),
        year: row.tax_year,
        quarter: row.quarter,
        tan: filed.tan,
        deductorType: filed.deductorType,
        deductorName: filed.deductorName,
        originalToken: row.receipt_number,
        previousToken: null,
        consolidatedHash: null,
        challans,
      }),
    };
  } catch (error) {
    if (error instanceof CorrectionFileError) throw refuse(error.problems);
    throw error;
  }
}
