import type { PayBasis } from '@hrms/contracts/enums';
import { lastDayOf } from '../../platform/period';
import type { AdditionSource, EncashmentDue } from '../payroll/public';
import { payrollSettingsOf } from '../payroll-settings/public';
import { linkToRuns, payableEncashments, unlinkFromRuns } from './queries';

/**
 * What payroll pays through this source: leave encashed during service. `load` takes each employee's approved
 * encashments decided on or before the month's last day that no run has paid — tied to no run, or to this
 * month's run being computed again — with the company's day-rate rule (payroll settings); the engine works out
 * the amount on the month's structure. So the first month processed after the approval pays it, and
 * reprocessing that month recomputes it. `attach` releases what the saved runs paid before and ties each
 * encashment a saved run pays to it with its amount. A few queries, whatever the number of employees.
 */
export const encashmentSource: AdditionSource = {
  async load(db, employeeIds, period) {
    const rows = await payableEncashments(db, employeeIds, period, lastDayOf(period));
    const settings = await payrollSettingsOf(
      db,
      rows.map((r) => r.company_id),
    );
    const due = new Map<number, { encashment: EncashmentDue }>();
    for (const r of rows) {
      const set = settings.get(r.company_id);
      if (!set) continue;
      const entry = due.get(r.employee_id) ?? {
        encashment: {
          items: [],
          basis: set.encashment_basis as PayBasis,
          dayDivisor: set.encashment_day_divisor,
        },
      };
      entry.encashment.items.push({ id: r.id, days: Number(r.days) });
      due.set(r.employee_id, entry);
    }
    return due;
  },

  async attach(tx, saved) {
    const runIds = saved.map((r) => r.id);
    await unlinkFromRuns(tx, runIds);
    await linkToRuns(tx, runIds);
  },
};
