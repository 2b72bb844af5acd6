// The composition root's other half: where modules that must not import each other are joined. The module
// that needs something declares it (a slot or a registry in its public door); the module that has it is
// registered here. Called before anything runs payroll: by buildApp and by prepareDatabase (the demo seed
// processes payroll before any app exists). Idempotent.
import { approvalKinds } from './modules/approvals/public';
import { overtimeKind, recomputeRun } from './modules/attendance/public';
import { attendanceRequestKind } from './modules/attendance-requests/public';
import { bonusSettlement, bonusSource } from './modules/bonus/public';
import { offboardingOnExit, startOnboarding } from './modules/checklists/public';
import { compOffKind } from './modules/comp-off/public';
import { employeesCreatedHooks, salaryPreview } from './modules/employees/public';
import { exitHooks, settlementSources } from './modules/exits/public';
import { leaveApprovals } from './modules/leave/public';
import { encashmentKind, encashmentSource } from './modules/leave-encashments/public';
import { letterKind } from './modules/letters/public';
import { loanSettlement, loanSource } from './modules/loans/public';
import { flagsOfRun } from './modules/pay-runs/public';
import {
  additionSources,
  arrearsSource,
  salaryPreview as payrollSalaryPreview,
  payrollTaxMonths as payrollTaxMonthsOf,
  recomputeEmployeeMonth,
  runReview,
} from './modules/payroll/public';
import { profileChangeKind } from './modules/profile/public';
import { linkHiredApplications } from './modules/recruitment/public';
import { claimApprovals, claimSettlement, claimSource } from './modules/reimbursements/public';
import { statementText } from './modules/reports/public';
import { shiftChangeKind } from './modules/shift-changes/public';
import { payrollTaxMonths } from './modules/tax-year/public';
import { statementText as statementTextSlot } from './modules/tds/public';

export function wireModules() {
  // What a month's run pays besides the structure, in this order (each sets its own part of the additions).
  additionSources.add('arrears', arrearsSource);
  additionSources.add('claims', claimSource);
  additionSources.add('loans', loanSource);
  additionSources.add('bonus', bonusSource);
  additionSources.add('leave-encashments', encashmentSource);
  // What a full and final settlement pays or recovers besides its statutory figures, in this order.
  settlementSources.add('loans', loanSettlement);
  settlementSources.add('claims', claimSettlement);
  settlementSources.add('bonus', bonusSettlement);
  recomputeRun.fill(recomputeEmployeeMonth);
  salaryPreview.fill(payrollSalaryPreview);
  payrollTaxMonths.fill(payrollTaxMonthsOf);
  statementTextSlot.fill(statementText);
  runReview.fill(flagsOfRun);
  // The requests that go through approval chains, each settled by the module that owns it.
  approvalKinds.add('leave', leaveApprovals);
  approvalKinds.add('expense_claim', claimApprovals);
  approvalKinds.add('attendance-requests', attendanceRequestKind);
  approvalKinds.add('leave-encashments', encashmentKind);
  approvalKinds.add('comp-off', compOffKind);
  approvalKinds.add('shift-changes', shiftChangeKind);
  approvalKinds.add('overtime', overtimeKind);
  approvalKinds.add('profile', profileChangeKind);
  approvalKinds.add('letters', letterKind);
  // What follows a new employee (a hired applicant linked first, then the joiner's onboarding) and an exit.
  employeesCreatedHooks.add('recruitment', linkHiredApplications);
  employeesCreatedHooks.add('checklists', startOnboarding);
  exitHooks.add('checklists', offboardingOnExit);
}
