import { leaveOpeningBalanceRequest } from '@hrms/contracts/leave';
import type { Db, DbOrTx } from '../../../db/client';
import { companyScope } from '../../../platform/access';
import type { Principal } from '../../../platform/auth/principal';
import {
  leaveTypeByCodeOrName,
  openingBalanceOf,
  openingBalancesForExport,
  setOpeningBalance,
} from '../../leave/public';
import { DATE_FORMATS } from '../engine/cells';
import { employeeOfRow, saveRow } from './shared';
import { type CellProblem, type ImportTypeDefinition, keyOfParts, type RowValues, text } from './type';

const yearOf = (values: RowValues) => (typeof values.as_of === 'string' ? values.as_of.slice(0, 4) : '');

/**
 * Opening leave balances: the days each employee has left of a leave type on a date, brought from the
 * system the company leaves. One per employee, leave type and year of the date; set by the leave module,
 * which counts only the requests after that date against it (docs/decisions/imports.md, "Leave balances").
 */
export const leaveBalancesImport: ImportTypeDefinition = {
  type: 'leave_balances',
  // The permission that acts on other people's leave and sees their balances.
  permission: 'approve-leaves',
  keyColumn: 'employee_id',
  fieldColumns: { leave_type_id: 'leave_type' },
  columns: [
    {
      name: 'employee_id',
      kind: 'text',
      format: "the employee's code",
      example: 'ACM0001',
      required: true,
    },
    {
      name: 'leave_type',
      kind: 'text',
      format: 'a leave type by code or name',
      example: 'AL',
      required: true,
    },
    {
      name: 'as_of',
      kind: 'date',
      field: 'as_of',
      format: `a date, ${DATE_FORMATS}: the day the balance is on, in the current leave year (January to December) and not after today; leave taken in HRMS after it counts against the balance`,
      example: '30-11-2026',
      required: true,
    },
    {
      name: 'balance',
      kind: 'number',
      field: 'balance',
      format: 'days left on that date, whole or half days, 0 to 366',
      example: '12.5',
      required: true,
    },
  ],
  rowKey: (values) => keyOfParts([text(values, 'employee_id'), text(values, 'leave_type'), yearOf(values)]),

  async apply(tx: Db, principal: Principal, values: RowValues) {
    const problems: CellProblem[] = [];
    // A blank employee or leave type is left for the schema's "required"; one not found is reported here.
    const employee = await employeeOfRow(tx, principal, values, problems);
    const typeName = text(values, 'leave_type');
    const type = typeName ? await leaveTypeByCodeOrName(tx, typeName) : null;
    if (typeName && !type) {
      problems.push({ column: 'leave_type', message: 'The selected leave type is invalid.' });
    }

    const year = Number(yearOf(values));
    const existing = employee && type && year ? await openingBalanceOf(tx, employee.id, type.id, year) : null;
    const current: Record<string, unknown> =
      employee && type && existing
        ? { employee_id: employee.id, leave_type_id: type.id, as_of: existing.as_of, balance: existing.days }
        : {};
    const request: Record<string, unknown> = {
      ...current,
      ...(employee ? { employee_id: employee.id } : {}),
      ...(type ? { leave_type_id: type.id } : {}),
      ...(values.as_of !== undefined ? { as_of: values.as_of } : {}),
      ...(values.balance !== undefined ? { balance: values.balance } : {}),
    };
    return saveRow(
      {
        def: leaveBalancesImport,
        schema: leaveOpeningBalanceRequest,
        current,
        request,
        problems,
        // The opening is found by its key, not an id: setting it again replaces it.
        existingId: existing && employee ? employee.id : null,
      },
      {
        create: (data) => setOpeningBalance(tx, principal, data),
        update: (_employeeId, data) => setOpeningBalance(tx, principal, data),
      },
    );
  },

  async exportRows(db: DbOrTx, principal: Principal, companyId: number | undefined) {
    const rows = await openingBalancesForExport(db, companyScope(principal), companyId);
    return rows.map((r) => ({
      employee_id: r.employee_code,
      leave_type: r.leave_type_code,
      as_of: r.as_of ?? '',
      balance: r.days === null ? '' : String(Number(r.days)),
    }));
  },
};
