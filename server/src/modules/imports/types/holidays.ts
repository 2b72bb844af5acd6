import { holidayEntryRequest } from '@hrms/contracts/holidays';
import type { Db, DbOrTx } from '../../../db/client';
import { companyScope } from '../../../platform/access';
import type { Principal } from '../../../platform/auth/principal';
import { addHoliday, calendarByName, editHoliday, holidayOn, holidaysForExport } from '../../holidays/public';
import { DATE_FORMATS, formatYesNo } from '../engine/cells';
import { companyNames } from '../queries';
import { companyOfRow, saveRow } from './shared';
import { type CellProblem, type ImportTypeDefinition, keyOfParts, type RowValues, text } from './type';

/**
 * A year's holiday list into a company's calendars: one row per holiday, matched by calendar and date (a row
 * for a date the calendar already has renames it or changes whether it is restricted). The calendars
 * themselves are made on the Holidays page, where their state or branch is chosen.
 */
export const holidaysImport: ImportTypeDefinition = {
  type: 'holidays',
  permission: 'manage-attendance',
  keyColumn: 'date',
  fieldColumns: { calendar_id: 'calendar' },
  columns: [
    {
      name: 'company',
      kind: 'text',
      format: 'a company by name or code',
      example: 'Acme India',
      required: true,
    },
    {
      name: 'calendar',
      kind: 'text',
      format: 'a holiday calendar of the company by name, as the Holidays page shows it',
      example: 'Company holidays',
      required: true,
    },
    {
      name: 'date',
      kind: 'date',
      field: 'date',
      format: `a date, ${DATE_FORMATS}`,
      example: '26-01-2027',
      required: true,
    },
    {
      name: 'name',
      kind: 'text',
      field: 'name',
      format: 'text, up to 150 characters',
      example: 'Republic Day',
      required: true,
    },
    {
      name: 'optional',
      kind: 'yes_no',
      field: 'is_optional',
      format: 'yes for a restricted holiday employees choose | no (no when left out)',
      example: 'no',
      required: false,
    },
  ],
  rowKey: (values) =>
    keyOfParts([
      text(values, 'company'),
      text(values, 'calendar'),
      typeof values.date === 'string' ? values.date : '',
    ]),

  async apply(tx: Db, principal: Principal, values: RowValues) {
    const problems: CellProblem[] = [];
    const company = await companyOfRow(tx, principal, values, problems);
    const calendarName = text(values, 'calendar');
    const calendar = company && calendarName ? await calendarByName(tx, company.id, calendarName) : null;
    if (!calendarName) problems.push({ column: 'calendar', message: 'The calendar field is required.' });
    else if (company && !calendar)
      problems.push({ column: 'calendar', message: 'The selected calendar is invalid.' });
    const existing =
      calendar && typeof values.date === 'string' ? await holidayOn(tx, calendar.id, values.date) : null;
    const current: Record<string, unknown> = existing
      ? {
          calendar_id: existing.calendar_id,
          date: existing.date,
          name: existing.name,
          is_optional: existing.is_optional,
        }
      : {};
    const request: Record<string, unknown> = {
      is_optional: false,
      ...current,
      ...(calendar ? { calendar_id: calendar.id } : {}),
      ...(values.date !== undefined ? { date: values.date } : {}),
      ...(values.name !== undefined ? { name: values.name } : {}),
      ...(values.optional !== undefined ? { is_optional: values.optional } : {}),
    };
    return saveRow(
      {
        def: holidaysImport,
        schema: holidayEntryRequest,
        current,
        request,
        problems,
        existingId: existing?.id ?? null,
      },
      {
        create: (data) => addHoliday(tx, principal, data),
        update: (id, data) => editHoliday(tx, principal, id, data),
      },
    );
  },

  async exportRows(db: DbOrTx, principal: Principal, companyId: number | undefined) {
    const rows = await holidaysForExport(db, companyScope(principal), companyId);
    const names = await companyNames(db, [...new Set(rows.map((r) => r.company_id))]);
    return rows.map((r) => ({
      company: names.get(r.company_id) ?? '',
      calendar: r.calendar,
      date: r.date,
      name: r.name,
      optional: formatYesNo(r.is_optional),
    }));
  },
};
